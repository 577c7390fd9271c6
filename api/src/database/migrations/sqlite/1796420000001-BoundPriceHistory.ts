import type { MigrationInterface, QueryRunner } from 'typeorm';
import { boundPriceHistories } from '../bound-price-histories';

// Listings' price histories grew with every change; from now on they keep the first price and the last changes.
export class BoundPriceHistory1796420000001 implements MigrationInterface {
  name = 'BoundPriceHistory1796420000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await boundPriceHistories(queryRunner);
  }

  // The dropped entries are gone: the bounded histories stay.
  public async down(): Promise<void> {}
}

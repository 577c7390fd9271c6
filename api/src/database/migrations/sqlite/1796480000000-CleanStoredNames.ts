import type { MigrationInterface, QueryRunner } from 'typeorm';
import { cleanStoredNames } from '../clean-stored-names';

// Names stored before the API applied the contract's cleanName may hold line breaks and control characters.
export class CleanStoredNames1796480000000 implements MigrationInterface {
  name = 'CleanStoredNames1796480000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await cleanStoredNames(queryRunner);
  }

  // The controls removed are gone: the clean names stay.
  public async down(): Promise<void> {}
}

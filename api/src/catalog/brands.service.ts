import { catalogValue } from '@usedcars/contract/messages';
import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { auditInsert } from '../audit';
import { isForeignKeyViolation, isUniqueViolation } from '../common/database-errors';
import { ResourceNotFound, StatusBadConflict } from '../common/domain-errors';
import { isUuid, newId } from '../common/ids';
import { runAllOrNothing, sqlDateTime } from '../common/all-or-nothing';
import { CatalogEvents } from '../events';
import type { User } from '../users';
import { Brand } from './brand.entity';
import { Product } from './product.entity';
import { BRAND_RENAME, renameCatalogEntry } from './catalog-rename';

export const BRAND_MESSAGES = {
  exists: 'Brand already exists.',
  inUse: (count: number) =>
    `This brand is used by ${count} ${count === 1 ? 'listing' : 'listings'} and cannot be deleted.`,
} as const;

@Injectable()
export class BrandsService {
  constructor(
    @InjectRepository(Brand) private readonly brands: Repository<Brand>,
    @InjectRepository(Product) private readonly products: Repository<Product>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: CatalogEvents,
  ) {}

  findAll(): Promise<Brand[]> {
    return this.brands.find({ order: { name: 'ASC' } });
  }

  async create(admin: User, name: string): Promise<Brand> {
    const value = catalogValue(name);
    if (await this.brands.existsBy({ value })) throw new StatusBadConflict(BRAND_MESSAGES.exists);
    const id = newId();
    const now = new Date();
    const fields = { name: name.trim(), value };
    try {
      await runAllOrNothing(this.dataSource, [
        {
          sql: 'INSERT INTO `brands` (`id`, `createdAt`, `updatedAt`, `name`, `value`) VALUES (?, ?, ?, ?, ?)',
          params: [id, sqlDateTime(now), sqlDateTime(now), fields.name, fields.value],
        },
        auditInsert(
          {
            actorId: admin.id,
            action: 'brand.create',
            target: { type: 'brand', id, label: fields.name },
            before: null,
            after: fields,
          },
          now,
        ),
      ]);
    } catch (error) {
      if (isUniqueViolation(error)) throw new StatusBadConflict(BRAND_MESSAGES.exists);
      throw error;
    }
    await this.events.publish({ type: 'brand.changed', brandId: id });
    return this.brands.findOneByOrFail({ id });
  }

  /** A new name, the value kept (see renameCatalogEntry); the same name again changes and records nothing. */
  async rename(admin: User, id: string, name: string): Promise<Brand> {
    const brand = isUuid(id) ? await this.brands.findOneBy({ id: id.toLowerCase() }) : null;
    if (!brand) throw new ResourceNotFound('Brand');
    if (await renameCatalogEntry(this.dataSource, BRAND_RENAME, admin, brand, await this.brands.find(), name))
      await this.events.publish({ type: 'brand.changed', brandId: brand.id });
    return this.brands.findOneByOrFail({ id: brand.id });
  }

  async remove(admin: User, id: string): Promise<void> {
    const brand = isUuid(id) ? await this.brands.findOneBy({ id: id.toLowerCase() }) : null;
    if (!brand) throw new ResourceNotFound('Brand');
    const count = await this.products.countBy({ brandId: brand.id });
    if (count > 0) throw new StatusBadConflict(BRAND_MESSAGES.inUse(count));
    let failedAt: number;
    try {
      failedAt = await runAllOrNothing(this.dataSource, [
        { sql: 'DELETE FROM `brands` WHERE `id` = ?', params: [brand.id] },
        auditInsert({
          actorId: admin.id,
          action: 'brand.delete',
          target: { type: 'brand', id: brand.id, label: brand.name },
          before: { name: brand.name, value: brand.value },
          after: null,
        }),
      ]);
    } catch (error) {
      // A listing created in it after the count above: still in use, nothing deleted.
      if (isForeignKeyViolation(error)) throw new StatusBadConflict(BRAND_MESSAGES.inUse(1));
      throw error;
    }
    if (failedAt !== -1) throw new ResourceNotFound('Brand');
    await this.events.publish({ type: 'brand.changed', brandId: brand.id });
  }
}

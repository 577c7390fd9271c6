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
import { Category } from './category.entity';
import { Product } from './product.entity';
import { CATEGORY_RENAME, renameCatalogEntry } from './catalog-rename';
import { catalogLookupKey } from './catalog-key';

export const CATEGORY_MESSAGES = {
  exists: 'Category already exists.',
  inUse: (count: number) =>
    `This category is used by ${count} ${count === 1 ? 'listing' : 'listings'} and cannot be deleted.`,
} as const;

@Injectable()
export class CategoriesService {
  constructor(
    @InjectRepository(Category) private readonly categories: Repository<Category>,
    @InjectRepository(Product) private readonly products: Repository<Product>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: CatalogEvents,
  ) {}

  findAll(): Promise<Category[]> {
    return this.categories.find({ order: { name: 'ASC' } });
  }

  async findByValue(value: string): Promise<Category> {
    const category = await this.categories.findOneBy({ value: catalogLookupKey(value) });
    if (!category) throw new ResourceNotFound('Category');
    return category;
  }

  /** The value is derived here from the name; a duplicate (same value or name) is 409 with the status 'bad'. */
  async create(admin: User, name: string, thumbnailUrl: string): Promise<Category> {
    const value = catalogValue(name);
    if (await this.categories.existsBy({ value })) throw new StatusBadConflict(CATEGORY_MESSAGES.exists);
    const id = newId();
    const now = new Date();
    const fields = { name: name.trim(), value, thumbnailUrl };
    try {
      await runAllOrNothing(this.dataSource, [
        {
          sql:
            'INSERT INTO `categories` (`id`, `createdAt`, `updatedAt`, `name`, `value`, `thumbnailUrl`) ' +
            'VALUES (?, ?, ?, ?, ?, ?)',
          params: [id, sqlDateTime(now), sqlDateTime(now), fields.name, fields.value, fields.thumbnailUrl],
        },
        auditInsert(
          {
            actorId: admin.id,
            action: 'category.create',
            target: { type: 'category', id, label: fields.name },
            before: null,
            after: fields,
          },
          now,
        ),
      ]);
    } catch (error) {
      if (isUniqueViolation(error)) throw new StatusBadConflict(CATEGORY_MESSAGES.exists);
      throw error;
    }
    await this.events.publish({ type: 'category.changed', categoryId: id });
    return this.categories.findOneByOrFail({ id });
  }

  /** A new name, the value kept (see renameCatalogEntry); the same name again changes and records nothing. */
  async rename(admin: User, id: string, name: string): Promise<Category> {
    const category = isUuid(id) ? await this.categories.findOneBy({ id: id.toLowerCase() }) : null;
    if (!category) throw new ResourceNotFound('Category');
    const renamed = await renameCatalogEntry(
      this.dataSource,
      CATEGORY_RENAME,
      admin,
      category,
      await this.categories.find(),
      name,
    );
    if (renamed) await this.events.publish({ type: 'category.changed', categoryId: category.id });
    return this.categories.findOneByOrFail({ id: category.id });
  }

  /** Refused while any listing (even a sold or deleted one, which orders still show) refers to it. */
  async remove(admin: User, id: string): Promise<void> {
    const category = isUuid(id) ? await this.categories.findOneBy({ id: id.toLowerCase() }) : null;
    if (!category) throw new ResourceNotFound('Category');
    const count = await this.products.countBy({ categoryId: category.id });
    if (count > 0) throw new StatusBadConflict(CATEGORY_MESSAGES.inUse(count));
    let failedAt: number;
    try {
      failedAt = await runAllOrNothing(this.dataSource, [
        { sql: 'DELETE FROM `categories` WHERE `id` = ?', params: [category.id] },
        auditInsert({
          actorId: admin.id,
          action: 'category.delete',
          target: { type: 'category', id: category.id, label: category.name },
          before: { name: category.name, value: category.value, thumbnailUrl: category.thumbnailUrl },
          after: null,
        }),
      ]);
    } catch (error) {
      // A listing created in it after the count above: still in use, nothing deleted.
      if (isForeignKeyViolation(error)) throw new StatusBadConflict(CATEGORY_MESSAGES.inUse(1));
      throw error;
    }
    if (failedAt !== -1) throw new ResourceNotFound('Category');
    await this.events.publish({ type: 'category.changed', categoryId: category.id });
  }
}

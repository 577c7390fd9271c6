import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { catalogueValue } from '../common/contract-constants';
import { isUniqueViolation } from '../common/database-errors';
import { ResourceNotFoundError, StatusBadError } from '../common/errors';
import { isUuid } from '../common/ids';
import { Category } from './category.entity';
import { Product } from './product.entity';

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
  ) {}

  findAll(): Promise<Category[]> {
    return this.categories.find({ order: { name: 'ASC' } });
  }

  async findByValue(value: string): Promise<Category> {
    const category = await this.categories.findOneBy({ value: value.trim().toLowerCase() });
    if (!category) throw new ResourceNotFoundError('Category');
    return category;
  }

  /** The value is derived here from the name; a duplicate (same value or name) is 409 with the spec's status bad. */
  async create(name: string, thumbnailUrl: string): Promise<Category> {
    const value = catalogueValue(name);
    if (await this.categories.existsBy({ value })) throw new StatusBadError(CATEGORY_MESSAGES.exists);
    try {
      return await this.categories.save(this.categories.create({ name: name.trim(), value, thumbnailUrl }));
    } catch (error) {
      if (isUniqueViolation(error)) throw new StatusBadError(CATEGORY_MESSAGES.exists);
      throw error;
    }
  }

  /** Refused while any listing (even a sold or deleted one, which orders still show) refers to it. */
  async remove(id: string): Promise<void> {
    const category = isUuid(id) ? await this.categories.findOneBy({ id: id.toLowerCase() }) : null;
    if (!category) throw new ResourceNotFoundError('Category');
    const count = await this.products.countBy({ categoryId: category.id });
    if (count > 0) throw new StatusBadError(CATEGORY_MESSAGES.inUse(count));
    await this.categories.delete({ id: category.id });
  }
}

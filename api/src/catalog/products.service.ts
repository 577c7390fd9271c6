import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type SelectQueryBuilder } from 'typeorm';
import { ResourceNotFoundError } from '../common/errors';
import { isUuid } from '../common/ids';
import { PRODUCT_PAGE_SIZE_DEFAULT, PRODUCT_PAGE_SIZE_MAX } from '../common/contract-constants';
import { Product } from './product.entity';

export interface Page<T> {
  items: T[];
  total: number;
}

@Injectable()
export class ProductsService {
  constructor(@InjectRepository(Product) private readonly products: Repository<Product>) {}

  /** Unsold products, newest first. */
  async listAvailable(page = 1, limit = PRODUCT_PAGE_SIZE_DEFAULT): Promise<Page<Product>> {
    const [items, total] = await this.withRelations()
      .where('product.sold = :sold', { sold: false })
      .orderBy('product.createdAt', 'DESC')
      .addOrderBy('product.id', 'DESC')
      .skip((page - 1) * limit)
      .take(limit)
      .getManyAndCount();
    return { items, total };
  }

  /** Advertised unsold products, newest first (bounded: the home page shows a handful). */
  listAdvertised(): Promise<Product[]> {
    return this.withRelations()
      .where('product.advertise = :advertise AND product.sold = :sold', { advertise: true, sold: false })
      .orderBy('product.createdAt', 'DESC')
      .addOrderBy('product.id', 'DESC')
      .take(PRODUCT_PAGE_SIZE_MAX)
      .getMany();
  }

  /** Unsold products of one category, newest first. */
  listAvailableInCategory(categoryId: string): Promise<Product[]> {
    return this.withRelations()
      .where('product.categoryId = :categoryId AND product.sold = :sold', { categoryId, sold: false })
      .orderBy('product.createdAt', 'DESC')
      .addOrderBy('product.id', 'DESC')
      .getMany();
  }

  /** One product, sold or not: the detail page outlives the sale. */
  async findOne(id: string): Promise<Product> {
    const product = isUuid(id)
      ? await this.withRelations().where('product.id = :id', { id: id.toLowerCase() }).getOne()
      : null;
    if (!product) throw new ResourceNotFoundError('Product');
    return product;
  }

  /**
   * Category, brand and author in the same query: no N+1. Listings of deleted accounts drop out of every public
   * read here (the join condition), while the rows stay for the orders that refer to them.
   */
  private withRelations(): SelectQueryBuilder<Product> {
    return this.products
      .createQueryBuilder('product')
      .innerJoinAndSelect('product.category', 'category')
      .innerJoinAndSelect('product.brand', 'brand')
      .innerJoinAndSelect('product.author', 'author', 'author.deletedAt IS NULL');
  }
}

import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { catalogueValue } from '../common/contract-constants';
import { isUniqueViolation } from '../common/database-errors';
import { ResourceNotFoundError, StatusBadError } from '../common/errors';
import { isUuid } from '../common/ids';
import { Brand } from './brand.entity';
import { Product } from './product.entity';

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
  ) {}

  findAll(): Promise<Brand[]> {
    return this.brands.find({ order: { name: 'ASC' } });
  }

  async create(name: string): Promise<Brand> {
    const value = catalogueValue(name);
    if (await this.brands.existsBy({ value })) throw new StatusBadError(BRAND_MESSAGES.exists);
    try {
      return await this.brands.save(this.brands.create({ name: name.trim(), value }));
    } catch (error) {
      if (isUniqueViolation(error)) throw new StatusBadError(BRAND_MESSAGES.exists);
      throw error;
    }
  }

  async remove(id: string): Promise<void> {
    const brand = isUuid(id) ? await this.brands.findOneBy({ id: id.toLowerCase() }) : null;
    if (!brand) throw new ResourceNotFoundError('Brand');
    const count = await this.products.countBy({ brandId: brand.id });
    if (count > 0) throw new StatusBadError(BRAND_MESSAGES.inUse(count));
    await this.brands.delete({ id: brand.id });
  }
}

import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ResourceNotFoundError } from '../common/errors';
import { Category } from './category.entity';

@Injectable()
export class CategoriesService {
  constructor(@InjectRepository(Category) private readonly categories: Repository<Category>) {}

  findAll(): Promise<Category[]> {
    return this.categories.find({ order: { name: 'ASC' } });
  }

  async findByValue(value: string): Promise<Category> {
    const category = await this.categories.findOneBy({ value: value.trim().toLowerCase() });
    if (!category) throw new ResourceNotFoundError('Category');
    return category;
  }
}

import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Brand } from './brand.entity';

@Injectable()
export class BrandsService {
  constructor(@InjectRepository(Brand) private readonly brands: Repository<Brand>) {}

  findAll(): Promise<Brand[]> {
    return this.brands.find({ order: { name: 'ASC' } });
  }
}

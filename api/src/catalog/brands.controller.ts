import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Brand as BrandBody } from '@usedcars/shared-ui/api/types';
import { BrandsService } from './brands.service';
import { serializeBrand } from './catalog.serializers';
import { Public } from '../auth/auth.decorators';

@ApiTags('catalog')
@Public()
@Controller('brand')
export class BrandsController {
  constructor(private readonly brands: BrandsService) {}

  @Get()
  @ApiOkResponse({ description: 'Every brand, by name' })
  async list(): Promise<BrandBody[]> {
    return (await this.brands.findAll()).map(serializeBrand);
  }
}

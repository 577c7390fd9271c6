import { Body, Controller, Delete, Get, Param, Patch, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Acknowledged, Brand as BrandBody } from '@usedcars/contract/types';
import { BrandsService } from './brands.service';
import { serializeBrand } from './catalog.serializers';
import { CreateBrandDto, RenameBrandDto } from './dto/catalog-write.dto';
import { CurrentUser, Public, Roles } from '../common/auth-decorators';
import { CatalogAnswer } from './catalog-version';
import type { User } from '../users';

@ApiTags('catalog')
@Controller('brand')
export class BrandsController {
  constructor(private readonly brands: BrandsService) {}

  @Public()
  @CatalogAnswer()
  @Get()
  @ApiOkResponse({ description: 'Every brand, by name' })
  async list(): Promise<BrandBody[]> {
    return (await this.brands.findAll()).map(serializeBrand);
  }

  @Roles('Admin')
  @Post()
  @ApiBearerAuth()
  @ApiCreatedResponse({ description: 'The new Brand; its value is derived from the name' })
  @ApiConflictResponse({ description: "{status: 'bad', message: 'Brand already exists.'}" })
  async create(@CurrentUser() admin: User, @Body() dto: CreateBrandDto): Promise<BrandBody> {
    return serializeBrand(await this.brands.create(admin, dto.brandName));
  }

  @Roles('Admin')
  @Patch(':id')
  @ApiBearerAuth()
  @ApiOkResponse({ description: 'The renamed Brand; its value (the key in addresses) stays' })
  @ApiConflictResponse({ description: "{status: 'bad', message} when another brand has that name" })
  @ApiNotFoundResponse({ description: 'Unknown id' })
  async rename(
    @CurrentUser() admin: User,
    @Param('id') id: string,
    @Body() dto: RenameBrandDto,
  ): Promise<BrandBody> {
    return serializeBrand(await this.brands.rename(admin, id, dto.brandName));
  }

  @Roles('Admin')
  @Delete(':id')
  @ApiBearerAuth()
  @ApiOkResponse({ description: 'Acknowledged' })
  @ApiConflictResponse({ description: "{status: 'bad', message} while listings use the brand" })
  @ApiNotFoundResponse({ description: 'Unknown id' })
  async remove(@CurrentUser() admin: User, @Param('id') id: string): Promise<Acknowledged> {
    await this.brands.remove(admin, id);
    return { acknowledged: true };
  }
}

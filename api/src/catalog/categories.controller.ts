import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Category as CategoryBody, CategoryWithProducts } from '@usedcars/shared-ui/api/types';
import { CategoriesService } from './categories.service';
import { ProductsService } from './products.service';
import { serializeCategory, serializeProduct } from './catalog.serializers';
import { Public } from '../auth/auth.decorators';

@ApiTags('catalog')
@Public()
@Controller()
export class CategoriesController {
  constructor(
    private readonly categories: CategoriesService,
    private readonly products: ProductsService,
  ) {}

  @Get('categories')
  @ApiOkResponse({ description: 'Every category, by name' })
  async list(): Promise<CategoryBody[]> {
    return (await this.categories.findAll()).map(serializeCategory);
  }

  @Get('category/:categoryName')
  @ApiOkResponse({ description: 'The category (by its value) and its unsold products, newest first' })
  @ApiNotFoundResponse({ description: 'No such category' })
  async withProducts(@Param('categoryName') categoryName: string): Promise<CategoryWithProducts> {
    const category = await this.categories.findByValue(categoryName);
    const products = await this.products.listAvailableInCategory(category.id);
    return { category: serializeCategory(category), products: products.map(serializeProduct) };
  }
}

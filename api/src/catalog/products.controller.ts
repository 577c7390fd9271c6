import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Product as ProductBody } from '@usedcars/shared-ui/api/types';
import { PRODUCT_PAGE_SIZE_DEFAULT, TOTAL_COUNT_HEADER } from '../common/contract-constants';
import { ProductListQuery } from './dto/product-list.query';
import { ProductsService } from './products.service';
import { serializeProduct } from './catalog.serializers';
import { Public } from '../auth/auth.decorators';

@ApiTags('catalog')
@Public()
@Controller()
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  @Get('products')
  @ApiOkResponse({
    description: `Unsold products, newest first; the total is in the ${TOTAL_COUNT_HEADER} header`,
  })
  async list(
    @Query() query: ProductListQuery,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ProductBody[]> {
    const { items, total } = await this.products.listAvailable(
      query.page ?? 1,
      query.limit ?? PRODUCT_PAGE_SIZE_DEFAULT,
    );
    response.setHeader(TOTAL_COUNT_HEADER, String(total));
    return items.map(serializeProduct);
  }

  @Get('advertise-product')
  @ApiOkResponse({ description: 'Advertised unsold products, newest first' })
  async advertised(): Promise<ProductBody[]> {
    return (await this.products.listAdvertised()).map(serializeProduct);
  }

  @Get('product/:id')
  @ApiOkResponse({ description: 'One product, sold ones included' })
  @ApiNotFoundResponse({ description: 'Unknown id' })
  async one(@Param('id') id: string): Promise<ProductBody> {
    return serializeProduct(await this.products.findOne(id));
  }
}

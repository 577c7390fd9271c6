import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { type AdminProduct, TOTAL_COUNT_HEADER } from '@usedcars/contract/types';
import { Roles } from '../common/auth-decorators';
import { serializeAdminProduct } from './catalog.serializers';
import { AdminProductQueryDto } from './dto/product-list.query';
import { AdminListings } from './admin-listings.service';

@ApiTags('admin')
@ApiBearerAuth()
@Roles('Admin')
@Controller('admin/products')
export class AdminProductsController {
  // PATCH admin/products/:id/takedown is served by reports/ (it closes the listing's reports too).
  constructor(private readonly listings: AdminListings) {}

  @Get()
  @ApiOkResponse({
    description: `AdminProduct[], newest first; the total is in the ${TOTAL_COUNT_HEADER} header`,
  })
  async list(
    @Query() query: AdminProductQueryDto,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<AdminProduct[]> {
    const { items, total } = await this.listings.adminList(query);
    response.header(TOTAL_COUNT_HEADER, String(total));
    return items.map(serializeAdminProduct);
  }
}

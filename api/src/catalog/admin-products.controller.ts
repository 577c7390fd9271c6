import { Body, Controller, Get, Param, Patch, Query, Res } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Acknowledged, AdminProduct } from '@usedcars/shared-ui/api/types';
import { CurrentUser, Roles } from '../auth/auth.decorators';
import { TOTAL_COUNT_HEADER } from '../common/contract-constants';
import { serializeAdminProduct } from './catalog.serializers';
import { AdminProductQueryDto } from './dto/product-list.query';
import { TakedownDto } from './dto/product-write.dto';
import { ReportsService } from '../reports/reports.service';
import type { User } from '../users/user.entity';
import { ProductsService } from './products.service';

@ApiTags('admin')
@ApiBearerAuth()
@Roles('Admin')
@Controller('admin/products')
export class AdminProductsController {
  constructor(
    private readonly products: ProductsService,
    private readonly reports: ReportsService,
  ) {}

  @Get()
  @ApiOkResponse({
    description: `AdminProduct[], newest first; the total is in the ${TOTAL_COUNT_HEADER} header`,
  })
  async list(
    @Query() query: AdminProductQueryDto,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<AdminProduct[]> {
    const { items, total } = await this.products.adminList(query);
    response.header(TOTAL_COUNT_HEADER, String(total));
    return items.map(serializeAdminProduct);
  }

  @Patch(':id/takedown')
  @ApiOkResponse({
    description: 'Acknowledged: the listing leaves every public read; its seller sees the reason',
  })
  @ApiNotFoundResponse({ description: 'Unknown id' })
  @ApiConflictResponse({ description: 'Already taken down' })
  async takeDown(
    @CurrentUser() admin: User,
    @Param('id') id: string,
    @Body() dto: TakedownDto,
  ): Promise<Acknowledged> {
    await this.reports.takeDown(admin, id, dto.reason);
    return { acknowledged: true };
  }
}

import { Body, Controller, Get, Param, Patch, Post, Query, Res } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { type Acknowledged, type ReportedProduct, TOTAL_COUNT_HEADER } from '@usedcars/contract/types';
import { CurrentUser, Roles } from '../common/auth-decorators';
import type { User } from '../users';
import { CreateReportDto, ReportListQuery, ResolveReportsDto } from './dto/report.dto';
import { serializeReportedListing } from './report.serializers';
import { ReportsService } from './reports.service';

@ApiTags('reports')
@ApiBearerAuth()
@Controller('reports')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  /** Any logged-in user but the listing's seller; the reporter is the token's account. */
  @Post()
  @ApiCreatedResponse({ description: 'Acknowledged: the report is recorded' })
  @ApiUnauthorizedResponse({ description: 'Not logged in' })
  @ApiForbiddenResponse({ description: "The caller's own listing" })
  @ApiNotFoundResponse({ description: 'Unknown, deleted or taken-down listing' })
  @ApiConflictResponse({ description: 'The caller already reported this listing' })
  async create(@CurrentUser() reporter: User, @Body() dto: CreateReportDto): Promise<Acknowledged> {
    await this.reports.create(reporter, dto);
    return { acknowledged: true };
  }

  @Get()
  @Roles('Admin')
  @ApiOkResponse({
    description: `ReportedProduct[]: listings with open reports, most reported first; total in ${TOTAL_COUNT_HEADER}`,
  })
  async list(
    @Query() query: ReportListQuery,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<ReportedProduct[]> {
    const { items, total } = await this.reports.listOpen(query);
    response.header(TOTAL_COUNT_HEADER, String(total));
    return items.map(serializeReportedListing);
  }

  @Patch(':productID')
  @Roles('Admin')
  @ApiOkResponse({ description: 'Acknowledged: every open report of the listing is closed' })
  @ApiNotFoundResponse({ description: 'Unknown listing, or no open reports' })
  @ApiConflictResponse({ description: 'Already taken down' })
  async resolve(
    @CurrentUser() admin: User,
    @Param('productID') productId: string,
    @Body() dto: ResolveReportsDto,
  ): Promise<Acknowledged> {
    await this.reports.resolve(admin, productId, dto.action, dto.reason);
    return { acknowledged: true };
  }
}

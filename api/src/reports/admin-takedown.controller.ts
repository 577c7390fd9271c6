import { Body, Controller, Param, Patch } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Acknowledged } from '@usedcars/contract/types';
import { CurrentUser, Roles } from '../common/auth-decorators';
import { TakedownDto } from '../catalog';
import type { User } from '../users';
import { ReportsService } from './reports.service';

/**
 * The take-down from the admin's product list. It closes the listing's open reports in the same transaction, so it
 * lives with the reports (above the catalog), at the catalog's admin address.
 */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('Admin')
@Controller('admin/products')
export class AdminTakedownController {
  constructor(private readonly reports: ReportsService) {}

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

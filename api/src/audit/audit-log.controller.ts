import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { type AuditEntry, TOTAL_COUNT_HEADER } from '@usedcars/contract/types';
import { Roles } from '../common/auth-decorators';
import { AuditLogQuery } from './audit-log.query';
import { AuditLogService, serializeAuditEntry } from './audit-log.service';

@ApiTags('admin')
@ApiBearerAuth()
@Roles('Admin')
@Controller('audit-log')
export class AuditLogController {
  constructor(private readonly auditLog: AuditLogService) {}

  @Get()
  @ApiOkResponse({
    description: `AuditEntry[]: every admin action, newest first; the total is in the ${TOTAL_COUNT_HEADER} header`,
  })
  async list(
    @Query() query: AuditLogQuery,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<AuditEntry[]> {
    const { items, total } = await this.auditLog.list(query);
    response.header(TOTAL_COUNT_HEADER, String(total));
    return items.map(serializeAuditEntry);
  }
}

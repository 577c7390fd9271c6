import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import type { AuditAction } from '@usedcars/shared-ui/api/types';
import { PageQuery } from '../common/page-query';
import { AUDIT_ACTIONS } from '../common/contract-constants';

export class AuditLogQuery extends PageQuery {
  @ApiPropertyOptional({ enum: AUDIT_ACTIONS })
  @IsOptional()
  @IsIn(AUDIT_ACTIONS, { message: `action must be one of ${AUDIT_ACTIONS.join(', ')}` })
  action?: AuditAction;
}

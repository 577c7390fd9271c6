import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { AUDIT_ACTIONS, type AuditAction } from '@usedcars/contract/types';
import { PageQuery } from '../common/page-query';

export class AuditLogQuery extends PageQuery {
  @ApiPropertyOptional({ enum: AUDIT_ACTIONS })
  @IsOptional()
  @IsIn(AUDIT_ACTIONS, { message: `action must be one of ${AUDIT_ACTIONS.join(', ')}` })
  action?: AuditAction;
}

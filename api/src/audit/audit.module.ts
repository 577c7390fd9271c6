import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditLogEntry } from './audit-entry.entity';
import { AuditLogController } from './audit-log.controller';
import { AuditLogService } from './audit-log.service';

/** GET /audit-log. The audited services write their entries with auditInsert, in their own transactions. */
@Module({
  imports: [TypeOrmModule.forFeature([AuditLogEntry])],
  controllers: [AuditLogController],
  providers: [AuditLogService],
})
export class AuditModule {}

// The audit module's public file: other folders import only what is here (lint and architecture.spec.ts check it).
export { AuditModule } from './audit.module';
export { AuditLogEntry } from './audit-entry.entity';
export { type AuditRecord, auditInsert } from './audit-record';

// The reports module's public file: other folders import only what is here (lint and architecture.spec.ts check it).
export { ReportsModule } from './reports.module';
export { Report } from './report.entity';

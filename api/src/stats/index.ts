// The stats module's public file: other folders import only what is here (lint and architecture.spec.ts check it).
export { StatsModule } from './stats.module';

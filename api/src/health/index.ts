// The health module's public file: other folders import only what is here (lint and architecture.spec.ts check it).
export { HealthModule } from './health.module';

// The metrics module's public file: other folders import only what is here (lint and architecture.spec.ts check it).
export { MetricsModule } from './metrics.module';
// configureApp counts the public server's requests through it.
export { Metrics, UNMATCHED_ROUTE } from './metrics.service';

import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog';
import { LiveModule } from '../live';
import { MailModule } from '../mail';
import { Metrics } from './metrics.service';

@Module({ imports: [CatalogModule, MailModule, LiveModule], providers: [Metrics], exports: [Metrics] })
export class MetricsModule {}

import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog';
import { HealthController } from './health.controller';
import { HealthService } from './health.service';

@Module({ imports: [CatalogModule], controllers: [HealthController], providers: [HealthService] })
export class HealthModule {}

import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders';
import { StatsController } from './stats.controller';
import { StatsService } from './stats.service';

/** GET /admin/stats and GET /seller/stats: the dashboards' figures. */
@Module({
  imports: [OrdersModule],
  controllers: [StatsController],
  providers: [StatsService],
})
export class StatsModule {}

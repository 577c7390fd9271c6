import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogModule } from '../catalog';
import { UsersModule } from '../users';
import { Report } from './report.entity';
import { AdminTakedownController } from './admin-takedown.controller';
import { ReportsController } from './reports.controller';
import { ReportsService } from './reports.service';

/** Reported listings and their review; also the one place listings are taken down (with or without reports). */
@Module({
  imports: [TypeOrmModule.forFeature([Report]), CatalogModule, UsersModule],
  controllers: [ReportsController, AdminTakedownController],
  providers: [ReportsService],
  exports: [ReportsService],
})
export class ReportsModule {}

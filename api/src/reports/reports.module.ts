import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogModule } from '../catalog';
import { LiveModule } from '../live';
import { MailModule } from '../mail';
import { NotificationsModule } from '../notifications';
import { UsersModule } from '../users';
import { Report } from './report.entity';
import { AdminTakedownController } from './admin-takedown.controller';
import { ReportsController } from './reports.controller';
import { ReportsService } from './reports.service';

/** Reported listings and their review; also the one place listings are taken down (with or without reports). */
@Module({
  imports: [
    TypeOrmModule.forFeature([Report]),
    CatalogModule,
    LiveModule,
    MailModule,
    NotificationsModule,
    UsersModule,
  ],
  controllers: [ReportsController, AdminTakedownController],
  providers: [ReportsService],
  exports: [ReportsService],
})
export class ReportsModule {}

import { Module } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { databaseConfig } from '../config/database.config';
import { CatalogModule } from '../catalog';
import { MediaModule } from '../media';
import { PrimaryFirstDataSource } from '../replicas';
import { resolveDataSourceOptions } from './data-source-options';
import { SeedService } from './seed/seed.service';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [databaseConfig.KEY],
      useFactory: async (config: ConfigType<typeof databaseConfig>) => ({
        ...(await resolveDataSourceOptions(config)),
        // Fail fast at start-up instead of retrying a wrong address for half a minute.
        retryAttempts: 0,
      }),
      // TypeORM's DataSource, but every query on the primary unless a public read asks for a replica (read replicas).
      dataSourceFactory: async (options) => new PrimaryFirstDataSource(options!).initialize(),
    }),
    MediaModule,
    CatalogModule,
  ],
  providers: [SeedService],
})
export class DatabaseModule {}

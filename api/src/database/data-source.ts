import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { readDatabaseConfig } from '../config/database.config';
import { resolveDataSourceOptions } from './data-source-options';

/** For scripts (`npm run migrate`): the same options as the running API, from the environment, without auto-run. */
export async function createDataSourceFromEnv(): Promise<DataSource> {
  return new DataSource({ ...(await resolveDataSourceOptions(readDatabaseConfig())), migrationsRun: false });
}

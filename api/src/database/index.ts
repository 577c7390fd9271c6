// The database layer's public file, for the app's root module and the command-line tools.
export { DatabaseModule } from './database.module';
export { migrationNames, resolveDataSourceOptions } from './data-source-options';

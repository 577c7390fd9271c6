import { createTestApp } from './create-test-app';
import { createTestEnvironment, TEMPLATE_ENV, type TestDriver, type TestEnvironment } from './test-database';

declare global {
  var apiTestTemplates: TestEnvironment[] | undefined;
}

/**
 * Once per test run and driver: starts the app on an empty database, which applies every migration and seeds the
 * demo catalog (drawing and encoding its few hundred pictures), and keeps the result as the template each test
 * file's seeded app starts from (createTestEnvironment). The workers find it through the environment.
 */
export default async function globalSetup(_global: unknown, project: { globals: Record<string, unknown> }) {
  const driver = project.globals.__TEST_DB_DRIVER__ as TestDriver;
  const environment = await createTestEnvironment({ driver });
  const testApp = await createTestApp({ environment });
  await testApp.close({ keepData: true });
  (globalThis.apiTestTemplates ??= []).push(environment);
  const url = environment.env.DATABASE_URL;
  const database = url ? new URL(url).pathname.slice(1) : undefined;
  process.env[TEMPLATE_ENV[driver]] = JSON.stringify({ dataDir: environment.dataDir, database });
}

import { createTestApp } from './create-test-app';
import { createTestEnvironment, TEMPLATE_ENV, type TestDriver, type TestEnvironment } from './test-database';

declare global {
  var apiTestTemplates: TestEnvironment[] | undefined;
}

/**
 * Once per test run: for each driver of the run, starts the app on an empty database, which applies every migration
 * and seeds the demo catalog (drawing and encoding its few hundred pictures), and keeps the result as the template
 * each test file's seeded app starts from (createTestEnvironment). The workers find it through the environment.
 *
 * Jest runs a global setup module once per run, not once per project, when projects share it (with the first
 * project's config): so this makes every driver's template, not only the driver of the project it is called for.
 * Without its template, each of the other driver's seeded apps would draw the demo's pictures again, slowly. A run
 * that selects its projects (`--selectProjects mysql`, as CI's two API test tasks do) makes only their templates.
 */
export default async function globalSetup(globalConfig: {
  selectProjects?: string[];
  ignoreProjects?: string[];
}) {
  const configured: TestDriver[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'mysql'] : ['sqlite'];
  const { selectProjects = [], ignoreProjects = [] } = globalConfig;
  const drivers = configured.filter(
    (driver) =>
      (selectProjects.length === 0 || selectProjects.includes(driver)) && !ignoreProjects.includes(driver),
  );
  for (const driver of drivers) {
    if (process.env[TEMPLATE_ENV[driver]]) continue;
    const environment = await createTestEnvironment({ driver });
    const testApp = await createTestApp({ environment });
    await testApp.close({ keepData: true });
    (globalThis.apiTestTemplates ??= []).push(environment);
    const url = environment.env.DATABASE_URL;
    const database = url ? new URL(url).pathname.slice(1) : undefined;
    process.env[TEMPLATE_ENV[driver]] = JSON.stringify({ dataDir: environment.dataDir, database });
  }
}

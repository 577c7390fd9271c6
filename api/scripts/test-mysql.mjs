// `npm run test-mysql -w api` (Nx's api:test-mysql): the integration suite on MySQL/MariaDB, jest's mysql project, as a
// task of its own so that Nx runs it beside the SQLite run (api:test) and the other projects' tasks, each making only
// its own seeded template. Without TEST_DATABASE_URL there is no MySQL project (jest.config.js), so nothing to run.
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the API suite runs on SQLite only (api:test).');
  process.exit(0);
}
const { status, signal } = spawnSync(
  'jest',
  [
    '--selectProjects',
    'mysql',
    '--json',
    '--outputFile=../reports/jest-api-mysql.json',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);
process.exit(status ?? (signal ? 1 : 0));

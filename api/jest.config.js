// Integration tests run against a real database: SQLite always, MySQL/MariaDB too when TEST_DATABASE_URL is set
// (each test file then gets its own database on that server, dropped afterwards): empty, or a copy of the run's
// seeded template (test/global-setup.ts).
/** @type {import('jest').Config['transform']} */
const transform = {
  '^.+\\.(t|j)s$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', decorators: true },
        transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
      sourceMaps: 'inline',
    },
  ],
};

/** @param {'sqlite' | 'mysql'} driver @param {string[]} testMatch @param {string[]} [ignore] */
const project = (driver, testMatch, ignore = []) => ({
  displayName: driver,
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch,
  testPathIgnorePatterns: ['/node_modules/', ...ignore],
  transform,
  // uuid, openid-client (with its oauth4webapi and jose), @nestjs/passport and p-limit (with its yocto-queue) ship ES
  // modules only; swc turns them into CommonJS.
  transformIgnorePatterns: [
    '/node_modules/(?!(uuid|openid-client|oauth4webapi|jose|@nestjs/passport|p-limit|yocto-queue)/)',
  ],
  // The contract's sources, so a test never runs against a stale build of it.
  moduleNameMapper: { '^@usedcars/contract/(.*)$': '<rootDir>/../contract/src/$1' },
  globals: { __TEST_DB_DRIVER__: driver },
  // Migrates and seeds one template database per run, which each test file's seeded app copies.
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
});

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    // test/instances runs several API instances on one database, which takes MySQL (and Redis), and
    // test/replicas.spec.ts a MariaDB primary and its replica: not on SQLite.
    project(
      'sqlite',
      ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
      ['<rootDir>/test/instances/', '<rootDir>/test/replicas.spec.ts'],
    ),
    // Unit tests do not touch the database, so the MySQL run repeats only the integration suite.
    ...(process.env.TEST_DATABASE_URL ? [project('mysql', ['<rootDir>/test/**/*.spec.ts'])] : []),
  ],
  testTimeout: 60_000,
  // A worker per core: jest's default, one fewer than cores, is a single worker on a 2-core machine, and the files
  // wait on their database much of the time, so two share two cores well.
  maxWorkers: '100%',
};

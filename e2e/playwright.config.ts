import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_DATA_DIR } from './database';
import { E2E_PORT_ENV, SHELL_URL } from './ports';

const ROOT = path.resolve(__dirname, '..');

const chromium = { browserName: 'chromium' as const };
const READS_CATALOGUE = /@reads-catalogue/;

export default defineConfig({
  testDir: './tests',
  // Every journey on its own data (its own accounts, cars, names), so they run side by side; E2E_WORKERS overrides.
  // Three on two cores: a journey often waits (for a mail, a network idle, a session to lapse), and a third keeps
  // the cores busy meanwhile (bench/RESULTS.md, "The test suite's time").
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS) || 3,
  forbidOnly: true,
  retries: 0,
  // The longest journeys visit a dozen pages: about 20 s on a quiet 2-core machine, past 30 s when it is busy, and
  // twice that with two journeys sharing the cores. The tests that set their own timeouts keep this ratio.
  timeout: 120_000,
  // A console page loads its remote, antd and its data in turn: seconds on a quiet machine, more under load.
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: path.join(ROOT, 'reports', 'e2e.json') }]],
  outputDir: path.join(ROOT, 'test-results'),
  use: {
    baseURL: SHELL_URL,
    // A failed journey's trace keeps the page at each step; screenshots of every frame would double the browser's work.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    // A visitor who asked for less motion: antd's dialogs open without their zoom. While one grows from the pressed
    // button, a busy machine's late frames can show it "stable" at a fifth of its size, and a press meant for its
    // button lands on what will be there once it has grown (seen: "Send report" pressed the note's label instead).
    reducedMotion: 'reduce',
    launchOptions: {
      // Debian's Chromium; Playwright never downloads a browser here.
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
  },
  projects: [
    // A teardown project runs once this one has finished, failed or not (a dependent project would be skipped).
    { name: 'journeys', use: chromium, grepInvert: READS_CATALOGUE, teardown: 'reads-catalogue' },
    // The journeys tagged READS_CATALOGUE (e2e/session.ts): on a catalogue nothing else changes meanwhile.
    { name: 'reads-catalogue', use: chromium, grep: READS_CATALOGUE },
  ],
  webServer: {
    command: 'node e2e/serve-product.mjs',
    cwd: ROOT,
    url: `${SHELL_URL}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      DATA_DIR: E2E_DATA_DIR,
      ...E2E_PORT_ENV,
      // Many sign-ins from one address within a minute: the limit itself is proven by the API tests.
      AUTH_RATE_LIMIT: '1000',
      // Sign-ins at a tenth of the product's password cost: the cost itself is the API tests' subject.
      PASSWORD_HASH_COST: '10',
      LOG_LEVEL: 'warn',
    },
  },
});

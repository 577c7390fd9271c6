#!/usr/bin/env node
// `npm test`: lint, typecheck, unit and API integration tests of every project through Nx (cached),
// then the browser tests against the whole product started the way `npm start` starts it.
// Ends with one line "N passed, N failed" summed over every suite; exits non-zero on any failure.
//
// TEST_DATABASE_URL=mysql://root@127.0.0.1:3306/test runs the API suite against MySQL as well as SQLite.
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT, ensureInstalled, nx, run } from './lib/workspace.mjs';
import { failures, summarize } from './lib/test-summary.mjs';

const REPORTS = path.join(ROOT, 'reports');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

await ensureInstalled();
rmSync(REPORTS, { recursive: true, force: true });

const problems = [];
const formatting = await run(path.join(ROOT, 'node_modules', '.bin', 'prettier'), [
  '--check',
  '--log-level=warn',
  '.',
]);
if (formatting !== 0) problems.push('formatting: run `npm run format` (Prettier)');
const checks = await nx([
  'run-many',
  '-t',
  'lint',
  'typecheck',
  'test',
  // The API suite on MySQL (api:test-mysql), a task of its own so that it runs beside the SQLite run.
  'test-mysql',
  'build',
  '--outputStyle=static',
  '--parallel=2',
]);
if (checks !== 0) problems.push('lint, typecheck, unit tests or build (see above)');

if (!existsSync(CHROMIUM)) {
  problems.push(`browser tests: no Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`);
} else {
  const e2e = await run(path.join(ROOT, 'node_modules', '.bin', 'playwright'), [
    'test',
    '-c',
    'e2e/playwright.config.ts',
  ]);
  if (e2e !== 0) problems.push('browser tests (see above)');
}

const failedTests = failures(REPORTS);
if (failedTests.length > 0) {
  console.log('\nFailed tests:');
  for (const { title, error } of failedTests.slice(0, 10)) {
    console.log(`  ✘ ${title}`);
    for (const line of error) console.log(`      ${line}`);
  }
  if (failedTests.length > 10) console.log(`  … and ${failedTests.length - 10} more (see above)`);
}

const suites = summarize(REPORTS);
let passed = 0;
let failed = 0;
let skipped = 0;
console.log('\nSuites:');
for (const suite of suites) {
  passed += suite.passed;
  failed += suite.failed;
  skipped += suite.skipped;
  const extra = [
    suite.skipped ? `${suite.skipped} skipped` : '',
    suite.flaky ? `${suite.flaky} flaky` : '',
  ].filter(Boolean);
  console.log(
    `  ${suite.name.padEnd(28)} ${suite.passed} passed, ${suite.failed} failed${extra.length ? `, ${extra.join(', ')}` : ''}`,
  );
}
if (skipped > 0) problems.push(`${skipped} skipped test(s): nothing may be skipped`);
if (suites.length === 0) problems.push('no suite wrote a report');
for (const problem of problems) console.log(`FAILED: ${problem}`);
// A failure outside any test (lint, typecheck, build) still fails the run and counts as one.
const untested = problems.length > 0 && failed === 0 ? 1 : 0;
console.log(`${passed} passed, ${failed + untested} failed`);
process.exit(problems.length > 0 ? 1 : 0);

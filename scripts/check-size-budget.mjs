#!/usr/bin/env node
// The size budget of one front-end build, checked right after `rsbuild build` (each app's Nx build target),
// so a build that grows past size-budget.json fails. Sizes are gzip at the default level, as served.
//
//   node ../scripts/check-size-budget.mjs            (from an app folder: shell, mf-storefront, ...)
//   node scripts/check-size-budget.mjs mf-seller     (from the root)
//
// The home page's first load across all apps is measured in the browser: e2e/tests/size-budget.spec.ts.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUDGET_FILE = path.join(ROOT, 'size-budget.json');

const kB = (bytes) => bytes / 1000;
const gzipSize = (file) => gzipSync(readFileSync(file)).length;

/** Every JS file of a build, with its gzip size, by path relative to dist. */
export function measureBuild(distDir) {
  const files = readdirSync(distDir, { recursive: true, encoding: 'utf8' })
    // server/: a remote's Node build, for the shell's server render; no browser loads it.
    .filter(
      (file) =>
        file.endsWith('.js') &&
        !file.startsWith('independent-packages') &&
        !file.startsWith(`server${path.sep}`),
    )
    .map((file) => ({ file, gzip: gzipSize(path.join(distDir, file)) }));
  const html = existsSync(path.join(distDir, 'index.html'))
    ? readFileSync(path.join(distDir, 'index.html'), 'utf8')
    : '';
  const pageScripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) =>
    m[1].replace(/^(?:\.?\/)/, ''),
  );
  const sizeOf = (name) => files.find((f) => f.file === name)?.gzip ?? 0;
  const largest = files.reduce((max, f) => (f.gzip > max.gzip ? f : max), { file: '', gzip: 0 });
  return {
    indexHtmlJs: kB(pageScripts.reduce((sum, name) => sum + sizeOf(name), 0)),
    remoteEntryJs: kB(sizeOf('remoteEntry.js')),
    largestJs: kB(largest.gzip),
    largestFile: largest.file,
    totalJs: kB(files.reduce((sum, f) => sum + f.gzip, 0)),
  };
}

/** The budget lines the measurement exceeds, as readable messages (empty when within budget). */
export function overBudget(measured, budget) {
  return Object.entries(budget)
    .filter(([key, limit]) => typeof limit === 'number' && measured[key] > limit)
    .map(([key, limit]) => `${key} ${measured[key].toFixed(1)} kB gzip > budget ${limit} kB`);
}

function main() {
  const app = process.argv[2] ?? path.basename(process.cwd());
  const budgets = JSON.parse(readFileSync(BUDGET_FILE, 'utf8'));
  const budget = budgets.apps?.[app];
  if (!budget) {
    console.error(`size budget: no entry for "${app}" under "apps" in ${BUDGET_FILE}`);
    process.exit(2);
  }
  const distDir = path.join(ROOT, app, 'dist');
  if (!existsSync(distDir)) {
    console.error(`size budget: ${distDir} does not exist; build ${app} first`);
    process.exit(2);
  }
  const measured = measureBuild(distDir);
  const lines = Object.keys(budget)
    .filter((key) => typeof budget[key] === 'number')
    .map((key) => `${key} ${measured[key].toFixed(1)}/${budget[key]}`);
  const problems = overBudget(measured, budget);
  if (problems.length > 0) {
    console.error(`size budget of ${app} exceeded (size-budget.json):`);
    for (const problem of problems) console.error(`  ${problem}`);
    console.error(`  largest file: ${measured.largestFile}`);
    process.exit(1);
  }
  console.log(`size budget of ${app} (kB gzip, used/budget): ${lines.join(', ')}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();

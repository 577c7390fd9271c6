#!/usr/bin/env node
// Lighthouse, this checkout against another (a baseline revision), side by side in one run: both products started
// as `npm start` starts them, each on its own ports, and each page measured on both in turns (the order swapped every
// run), so a busy or slower machine weighs on both alike. Lighthouse's mobile preset with the CPU slowed as this
// machine needs to emulate its reference phone (lib/lighthouse-runner.mjs), performance only; the medians and the TBT
// ratio are recorded in bench/RESULTS.md (not with --no-record).
//
//   git worktree add ../baseline <rev> && (cd ../baseline && npm install)
//   npm run bench:lighthouse-ab -- --base ../baseline [--runs 6] [--no-record]
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { fail, positiveInt } from './lib/options.mjs';
import { ROOT } from './lib/api-server.mjs';
import {
  launchChromium,
  PUBLIC_PAGES,
  publicPages,
  referencePhoneSlowdown,
  runLighthouse,
} from './lib/lighthouse-runner.mjs';
import * as thisProduct from './lib/product.mjs';
import { markdownTable, median, recordSection } from './lib/results.mjs';
import { shiftedPorts } from '../scripts/lib/workspace.mjs';

const PAGES = PUBLIC_PAGES;

const { values: args } = parseArgs({
  options: {
    base: { type: 'string' },
    runs: { type: 'string', default: '6' },
    'no-record': { type: 'boolean', default: false },
  },
});
const RUNS = positiveInt(args, 'runs');
if (!args.base) fail('--base <folder>: a checkout of the revision to compare with, its packages installed');
const BASE_ROOT = path.resolve(args.base);
const baseLib = path.join(BASE_ROOT, 'bench', 'lib', 'product.mjs');
if (!existsSync(baseLib)) fail(`--base ${args.base}: no bench/lib/product.mjs there`);

const revision = (root) =>
  execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim();

async function measure(shell, pagePath, chromePort, cpuSlowdownMultiplier) {
  const result = await runLighthouse(`${shell}${pagePath}`, {
    port: chromePort,
    categories: ['performance'],
    cpuSlowdownMultiplier,
  });
  const lhr = result?.lhr;
  return {
    performance: Math.round((lhr?.categories.performance?.score ?? 0) * 100),
    tbt: Math.round(lhr?.audits['total-blocking-time']?.numericValue ?? NaN),
    benchmarkIndex: lhr?.environment.benchmarkIndex ?? NaN,
  };
}

async function main() {
  // Its own ports (the usual ones moved by 500 and 600), beside `npm start` and the other benches.
  const sides = {
    base: {
      label: `base ${revision(BASE_ROOT)}`,
      ports: shiftedPorts(600),
      lib: await import(pathToFileURL(baseLib)),
    },
    this: { label: `this ${revision(ROOT)}`, ports: shiftedPorts(500), lib: thisProduct },
  };
  for (const [name, side] of Object.entries(sides))
    side.product = await side.lib.startProduct(side.ports, `ab-${name}`);
  const chrome = await launchChromium();
  const runs = Object.fromEntries(PAGES.map((page) => [page, { base: [], this: [] }]));
  let benchmarkIndex;
  let multiplier;
  try {
    ({ benchmarkIndex, multiplier } = await referencePhoneSlowdown(chrome));
    for (const side of Object.values(sides)) {
      side.shell = `http://localhost:${side.ports.shell}`;
      side.paths = await publicPages(side.shell);
      // The first answer of each page warms the server's caches on both sides before anything is measured.
      for (const pagePath of Object.values(side.paths)) await fetch(`${side.shell}${pagePath}`);
    }
    for (let run = 0; run < RUNS; run += 1) {
      for (const page of PAGES) {
        for (const name of run % 2 === 0 ? ['base', 'this'] : ['this', 'base']) {
          const side = sides[name];
          runs[page][name].push(await measure(side.shell, side.paths[page], chrome.port, multiplier));
        }
      }
      console.log(`run ${run + 1} of ${RUNS} done`);
    }
  } finally {
    await chrome.kill();
    for (const side of Object.values(sides)) await side.lib.stopProduct(side.product);
  }

  const of = (list, key) => median(list.map((entry) => entry[key]));
  const rows = PAGES.map((page) => {
    const { base, this: current } = runs[page];
    const tbtRatio = of(current, 'tbt') / of(base, 'tbt');
    return [
      page,
      of(base, 'performance'),
      of(current, 'performance'),
      of(base, 'tbt'),
      of(current, 'tbt'),
      tbtRatio.toFixed(2),
    ];
  });
  for (const row of rows) console.log(row.join('  '));
  if (args['no-record']) return;
  const all = PAGES.flatMap((page) => [...runs[page].base, ...runs[page].this]);
  const file = recordSection(
    'lighthouse-ab',
    [
      '## Lighthouse, one revision against another (`bench/lighthouse-ab.mjs`)',
      '',
      `Run ${new Date().toISOString()}: \`npm run bench:lighthouse-ab -- --runs ${RUNS}\`, ${sides.base.label} against ` +
        `${sides.this.label}, both served as \`npm start\` serves them, each page measured on one then the other ` +
        `(the order swapped every run). Lighthouse 12 mobile preset with the CPU slowed ${multiplier} ×, its ` +
        `calibration for this machine's benchmark index of ${Math.round(benchmarkIndex)} (over the runs: median ` +
        `${Math.round(of(all, 'benchmarkIndex'))}), Debian Chromium headless. Medians of ${RUNS} runs.`,
      '',
      markdownTable(
        ['page', 'performance, base', 'performance, this', 'TBT ms, base', 'TBT ms, this', 'TBT this / base'],
        rows,
      ),
    ].join('\n'),
  );
  console.log(`Recorded in ${path.relative(process.cwd(), file)}`);
}

await main();

#!/usr/bin/env node
// Lighthouse (issue #8): the product started the way `npm start` starts it (production builds, the web servers),
// on its own ports and a fresh data folder, then Lighthouse's mobile preset on the public pages (home, /cars, a car,
// a category and a seller), `--runs` times each in Debian's Chromium, twice: with the preset's CPU slowdown (4 ×)
// and with the slowdown that makes this machine emulate Lighthouse's reference phone (lib/lighthouse-runner.mjs).
// The median score of each category is recorded in bench/RESULTS.md. Goals: performance ≥ 95, accessibility ≥ 95,
// best practices ≥ 95.
//
//   npm run bench:lighthouse [-- --runs 3]
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  launchChromium,
  PAGE_LABELS,
  PRESET_MULTIPLIER,
  publicPages,
  referencePhoneSlowdown,
  runLighthouse,
} from './lib/lighthouse-runner.mjs';
import { positiveInt } from './lib/options.mjs';
import { shiftedPorts } from '../scripts/lib/workspace.mjs';
import { startProduct, stopProduct } from './lib/product.mjs';
import { markdownTable, median, recordSection } from './lib/results.mjs';

// Its own ports (the usual ones moved by 500), so it runs beside `npm start` and the other benches.
const PORTS = shiftedPorts(500);
const SHELL = `http://localhost:${PORTS.shell}`;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const GOALS = { performance: 95, accessibility: 95, 'best-practices': 95 };
/** The metrics behind the performance score, in ms. */
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
};

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, 'no-record': { type: 'boolean', default: false } },
});
const RUNS = positiveInt(args, 'runs');

/**
 * `RUNS` runs of each page with the CPU slowed `multiplier` ×: a table row per page, whether a goal was missed, and
 * Lighthouse's benchmark index of every run.
 */
async function measurePages(pages, chrome, multiplier, label) {
  const rows = [];
  const benchmarkIndexes = [];
  let missed = false;
  for (const [name, pagePath] of Object.entries(pages)) {
    const scores = Object.fromEntries(CATEGORIES.map((category) => [category, []]));
    const metrics = Object.fromEntries(Object.keys(METRICS).map((metric) => [metric, []]));
    for (let run = 0; run < RUNS; run += 1) {
      const result = await runLighthouse(`${SHELL}${pagePath}`, {
        port: chrome.port,
        categories: CATEGORIES,
        cpuSlowdownMultiplier: multiplier,
      });
      // BENCH_LIGHTHOUSE_REPORTS=<folder> keeps every run's report (its traces' breakdowns) to look into.
      if (process.env.BENCH_LIGHTHOUSE_REPORTS && result) {
        mkdirSync(process.env.BENCH_LIGHTHOUSE_REPORTS, { recursive: true });
        writeFileSync(
          path.join(process.env.BENCH_LIGHTHOUSE_REPORTS, `${name}-${label}-${run + 1}.json`),
          result.report,
        );
      }
      benchmarkIndexes.push(result?.lhr.environment.benchmarkIndex ?? NaN);
      for (const category of CATEGORIES)
        scores[category].push(Math.round((result?.lhr.categories[category]?.score ?? 0) * 100));
      for (const [metric, audit] of Object.entries(METRICS))
        metrics[metric].push(Math.round(result?.lhr.audits[audit]?.numericValue ?? NaN));
    }
    const medians = CATEGORIES.map((category) => median(scores[category]));
    const metricMedians = Object.keys(METRICS).map((metric) => median(metrics[metric]));
    missed ||= CATEGORIES.some((category, i) => medians[i] < GOALS[category]);
    const pageLabel = PAGE_LABELS[name] ?? pagePath;
    rows.push([`${name} (\`${pageLabel}\`)`, ...medians, ...metricMedians]);
    console.log(
      `${name}, CPU ${multiplier.toFixed(1)} ×: ${CATEGORIES.map((category, i) => `${category} ${medians[i]}`).join(', ')}`,
    );
  }
  return { rows, missed, benchmarkIndexes };
}

const TABLE_HEADER = ['page', 'performance', 'accessibility', 'best practices', 'FCP ms', 'LCP ms', 'TBT ms'];

async function main() {
  const product = await startProduct(PORTS, 'lighthouse');
  const chrome = await launchChromium();
  try {
    const pages = await publicPages(SHELL);

    // Lighthouse's own reading of the CPU's speed: measured first for the calibrated runs' slowdown, and on each
    // run, since it moves between machines and between runs on a shared one; the record says what it was.
    const { benchmarkIndex, multiplier: calibrated } = await referencePhoneSlowdown(chrome);
    const preset = await measurePages(pages, chrome, PRESET_MULTIPLIER, 'preset');
    const phone = await measurePages(pages, chrome, calibrated, 'calibrated');

    if (!args['no-record']) {
      const range = (indexes) =>
        `${Math.round(Math.min(...indexes))} to ${Math.round(Math.max(...indexes))}, median ` +
        `${Math.round(median(indexes))}`;
      const verdict = ({ missed }) => (missed ? '**not all met**' : 'met');
      const file = recordSection(
        'lighthouse',
        [
          '## Lighthouse (`bench/lighthouse.mjs`)',
          '',
          `Run ${new Date().toISOString()}: \`npm run bench:lighthouse -- --runs ${RUNS}\`; Lighthouse 12, mobile preset ` +
            `(a mid-range phone, throttled 4G), Debian Chromium headless, the product as \`npm start\` serves it on ` +
            `this machine (${os.availableParallelism()} cores, load average before the run ` +
            `${os.loadavg()[0].toFixed(2)}). Median of ${RUNS} runs per page. Goals: performance ≥ 95, ` +
            `accessibility ≥ 95, best practices ≥ 95.`,
          '',
          `**The reference phone** (the CPU slowed ${calibrated} ×, Lighthouse's calibration for this machine's ` +
            `benchmark index of ${Math.round(benchmarkIndex)}; ${range(phone.benchmarkIndexes)} over the runs): ` +
            `${verdict(phone)}.`,
          '',
          markdownTable(TABLE_HEADER, phone.rows),
          '',
          `**The preset as it is** (the CPU slowed ${PRESET_MULTIPLIER} ×, which emulates a faster phone on a ` +
            `faster machine; benchmark index ${range(preset.benchmarkIndexes)}): ${verdict(preset)}.`,
          '',
          markdownTable(TABLE_HEADER, preset.rows),
        ].join('\n'),
      );
      console.log(`Recorded in ${path.relative(process.cwd(), file)}`);
    }
  } finally {
    await chrome.kill();
    await stopProduct(product);
  }
}

await main();

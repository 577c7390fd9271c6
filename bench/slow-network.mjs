#!/usr/bin/env node
// The first screen on a slow link: the product started the way `npm start` starts it, then Chromium (through
// Playwright and its CDP session) opens the home page with Network.emulateNetworkConditions at 400 kbit/s and
// 400 ms latency, with an empty cache each run. Prints, per run and as the median: the first paint (FCP), when the
// header is on screen, and when the first car card is.
//
//   node bench/slow-network.mjs [--runs 3] [--port-offset 0]
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { positiveInt } from './lib/options.mjs';
import { shiftedPorts } from '../scripts/lib/workspace.mjs';
import { startProduct, stopProduct } from './lib/product.mjs';
import { markdownTable, median } from './lib/results.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'port-offset': { type: 'string', default: '0' },
  },
});
const RUNS = positiveInt(args, 'runs');
const OFFSET = Number(args['port-offset']);
// Its own ports (the usual ones moved by 600), so it runs beside `npm start` and the other benches.
const PORTS = shiftedPorts(600);
for (const name of Object.keys(PORTS)) PORTS[name] += OFFSET;
const SHELL = `http://localhost:${PORTS.shell}`;
/** The slow link: 400 kbit/s each way, 400 ms round trip. */
const SLOW_LINK = {
  offline: false,
  latency: 400,
  downloadThroughput: (400 * 1000) / 8,
  uploadThroughput: (400 * 1000) / 8,
};
const PAGE_TIMEOUT_MS = 60_000;

/** One cold load of the home page on the slow link; times in ms from the start of navigation. */
async function measure(browser) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_LINK);
  await page.goto(`${SHELL}/`, { waitUntil: 'commit', timeout: PAGE_TIMEOUT_MS });
  const since = () => page.evaluate(() => Math.round(performance.now()));
  await page.locator('header').first().waitFor({ state: 'visible', timeout: PAGE_TIMEOUT_MS });
  const header = await since();
  await page.getByTestId('product-card').first().waitFor({ state: 'visible', timeout: PAGE_TIMEOUT_MS });
  const firstCard = await since();
  const fcp = await page.evaluate(() =>
    Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN),
  );
  await context.close();
  return { fcp, header, firstCard };
}

async function main() {
  const product = await startProduct(PORTS, 'slow-network');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      runs.push(await measure(browser));
      console.log(`run ${run + 1}: ${JSON.stringify(runs.at(-1))}`);
    }
    const medians = ['fcp', 'header', 'firstCard'].map((key) => median(runs.map((r) => r[key])));
    console.log(
      markdownTable(
        ['first paint (FCP) ms', 'header on screen ms', 'first car card ms'],
        [medians.map(String)],
      ),
    );
  } finally {
    await browser.close();
    await stopProduct(product);
  }
}

await main();

#!/usr/bin/env node
/* global window, document -- the functions passed to the page run there */
// The first screen on a slow link: the product started the way `npm start` starts it, then Chromium (through
// Playwright and its CDP session) opens the home page with Network.emulateNetworkConditions at 400 kbit/s and
// 400 ms latency, with an empty cache each run. Prints, per run and as the median: the first paint (FCP), when the
// header is on screen, and when the first car card is.
//
// Then the same link on a phone (390 x 844, the CPU slowed 4 x): a tap on the header's menu as soon as the header is
// on screen, and a tap on the first card's "Add to wish list" as soon as it is, both before the app has taken the
// page over. For each tap, the time from the tap to the next paint, which is its visible answer (the Event Timing
// API's duration, what INP is made of), and whether the page had hydrated by then.
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
  urlPattern: '',
  latency: 400,
  downloadThroughput: (400 * 1000) / 8,
  uploadThroughput: (400 * 1000) / 8,
};

/** A page of `context` on the slow link with an empty cache (emulateNetworkConditions is deprecated for this call). */
async function slowPage(context) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditionsByRule', { matchedNetworkConditions: [SLOW_LINK] });
  return { page, cdp };
}

/** The first contentful paint, once there has been one (ms from the start of navigation). */
function firstContentfulPaint(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) =>
        new PerformanceObserver((list, observer) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0];
          if (!entry) return;
          observer.disconnect();
          resolve(Math.round(entry.startTime));
        }).observe({ type: 'paint', buffered: true }),
      ),
  );
}
const PAGE_TIMEOUT_MS = 60_000;

/** One cold load of the home page on the slow link; times in ms from the start of navigation. */
async function measure(browser) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const { page } = await slowPage(context);
  await page.goto(`${SHELL}/`, { waitUntil: 'commit', timeout: PAGE_TIMEOUT_MS });
  const since = () => page.evaluate(() => Math.round(performance.now()));
  await page.locator('header').first().waitFor({ state: 'visible', timeout: PAGE_TIMEOUT_MS });
  const header = await since();
  await page.getByTestId('product-card').first().waitFor({ state: 'visible', timeout: PAGE_TIMEOUT_MS });
  const firstCard = await since();
  const fcp = await firstContentfulPaint(page);
  await context.close();
  return { fcp, header, firstCard };
}

/** The CPU slowdown of the phone runs (Lighthouse's mobile preset). */
const PHONE_CPU_SLOWDOWN = 4;

/** Records every interaction's Event Timing entries, before any script of the page runs. */
function recordInteractions() {
  window.interactions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId)
        window.interactions.push({
          id: entry.interactionId,
          start: entry.startTime,
          duration: entry.duration,
        });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** Taps `target` and answers when it was tapped and how long its visible answer took (ms), once `answered` holds. */
async function timeTap(page, target, answered) {
  await target.tap({ timeout: PAGE_TIMEOUT_MS });
  const hydratedAtAnswer = await page.evaluate(
    () => document.getElementById('root')?.getAttribute('data-hydration') === 'done',
  );
  await answered.waitFor({ state: 'visible', timeout: PAGE_TIMEOUT_MS });
  // Event Timing reports an interaction once its next paint is known.
  await page.waitForFunction(() => window.interactions.length > 0, null, { timeout: PAGE_TIMEOUT_MS });
  await page.waitForTimeout(500);
  const entries = await page.evaluate(() => window.interactions.splice(0));
  const lastId = entries.at(-1).id;
  const ofTap = entries.filter((entry) => entry.id === lastId);
  return {
    tappedAt: Math.round(Math.min(...ofTap.map((entry) => entry.start))),
    answeredIn: Math.round(Math.max(...ofTap.map((entry) => entry.duration))),
    hydrated: hydratedAtAnswer,
  };
}

/** One cold load of the home page on a phone on the slow link, with the two early taps. */
async function measurePhoneTaps(browser) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(recordInteractions);
  const { page, cdp } = await slowPage(context);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
  await page.goto(`${SHELL}/`, { waitUntil: 'commit', timeout: PAGE_TIMEOUT_MS });
  const menu = await timeTap(
    page,
    page.getByLabel('Menu', { exact: true }),
    page.getByRole('navigation', { name: 'Site menu' }),
  );
  // Its close mark (drawn by the summary at the panel's top right).
  await page.touchscreen.tap(240, 32);
  await page
    .getByRole('navigation', { name: 'Site menu' })
    .waitFor({ state: 'hidden', timeout: PAGE_TIMEOUT_MS });
  await page.evaluate(() => window.interactions.splice(0));
  // A visitor's press is answered by the login prompt once the app runs; before, by the press shown as held.
  const wishList = page
    .getByTestId('product-card')
    .first()
    .getByRole('button', { name: /wish list/i });
  const wish = await timeTap(page, wishList, page.locator('[data-held], .ant-message-notice').first());
  await context.close();
  return { menu, wish };
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
    const taps = [];
    for (let run = 0; run < RUNS; run += 1) {
      taps.push(await measurePhoneTaps(browser));
      console.log(`phone run ${run + 1}: ${JSON.stringify(taps.at(-1))}`);
    }
    const row = (name, pick) => [
      name,
      String(median(taps.map((tap) => pick(tap).tappedAt))),
      String(median(taps.map((tap) => pick(tap).answeredIn))),
      `${taps.filter((tap) => pick(tap).hydrated).length} of ${taps.length}`,
    ];
    console.log(
      markdownTable(
        ['tap on a phone, CPU 4 ×', 'tapped at ms', 'tap to visible answer ms', 'app had taken over'],
        [row('header menu', (tap) => tap.menu), row("first card's wish list", (tap) => tap.wish)],
      ),
    );
  } finally {
    await browser.close();
    await stopProduct(product);
  }
}

await main();

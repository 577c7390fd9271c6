// What the two Lighthouse benches share: Debian's Chromium, one Lighthouse run, and the CPU throttling that makes a
// run on this machine stand for the same phone as a run on another.
//
// Lighthouse's mobile preset slows the CPU 4 ×, a factor chosen for the machines its own service runs on. On a
// faster machine 4 × is a faster phone: one build scored 99 / 100 / 99 on a machine of benchmark index 3,100, and
// 86 / 86 / 80 there slowed 10 ×. Lighthouse's documentation (docs/throttling.md, "CPU throttling") points to its
// calculator for the factor that makes a machine of a given benchmark index emulate its reference phone;
// `calibratedMultiplier` is that calculator's formula, and the benches measure the index first.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import puppeteer from 'puppeteer-core';
import { median } from './results.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const PRESET_MULTIPLIER = 4;

export function launchChromium() {
  return chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/**
 * The CPU slowdown that makes a machine of this benchmark index emulate Lighthouse's reference phone: 3 × at an
 * index of 1,300, one more for every 233 above it (4 × at 1,533, the preset's own), and from 2 × at 800 to 3 × at
 * 1,300 below that (lighthouse-cpu-throttling-calculator).
 */
function calibratedMultiplier(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/** Lighthouse's own CPU benchmark, run `times` in a blank tab of the launched Chromium; the median. */
async function measureBenchmarkIndex(chrome, times = 5) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const page = await browser.newPage();
    const indexes = [];
    for (let i = 0; i < times; i += 1) {
      indexes.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`));
    }
    await page.close();
    return median(indexes);
  } finally {
    await browser.disconnect();
  }
}

/** This machine's benchmark index and the slowdown (to a tenth) that makes it emulate the reference phone. */
export async function referencePhoneSlowdown(chrome) {
  const benchmarkIndex = await measureBenchmarkIndex(chrome);
  const multiplier = Math.round(calibratedMultiplier(benchmarkIndex) * 10) / 10;
  console.log(
    `CPU benchmark index ${Math.round(benchmarkIndex)}: the reference phone is ${multiplier} × slower`,
  );
  return { benchmarkIndex, multiplier };
}

/** The public pages both benches measure, by name: the pages a visitor lands on from a search engine or a link. */
export const PUBLIC_PAGES = ['home', 'cars', 'product', 'category', 'seller'];

/** How a page is named in the recorded tables, where its address holds an id of this run's data. */
export const PAGE_LABELS = {
  product: '/products/{id}',
  category: '/category/{name}',
  seller: '/sellers/{id}',
};

/**
 * The address of each public page on the product served at `shell`: the newest car's page, its category's and its
 * seller's (a demo seller with cars for sale).
 */
export async function publicPages(shell) {
  const [car] = await (await fetch(`${shell}/api/products?pageSize=1`)).json();
  const paths = {
    home: '/',
    cars: '/cars',
    product: `/products/${car._id}`,
    category: `/category/${encodeURIComponent(car.category)}`,
    seller: `/sellers/${car.authorID}`,
  };
  return Object.fromEntries(PUBLIC_PAGES.map((name) => [name, paths[name]]));
}

/** One Lighthouse run of `url` (mobile preset, the CPU slowed `cpuSlowdownMultiplier` ×); its report (lhr, report). */
export function runLighthouse(url, { port, categories, cpuSlowdownMultiplier = PRESET_MULTIPLIER }) {
  return lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
    throttling: { cpuSlowdownMultiplier },
  });
}

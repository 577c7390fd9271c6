// The home page's first-load JavaScript, measured as users get it: a fresh browser, the production builds
// served the way `npm start` serves them (compressed), every script of the first load counted at its
// transferred size, shell, remotes and the Module Federation runtime alike. Fails above size-budget.json.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page, type Response } from '@playwright/test';
import { APP_DIR_BY_PORT } from '../ports';
import { DEMO, loginThroughUi } from '../session';

const budget = JSON.parse(readFileSync(path.resolve(__dirname, '../../size-budget.json'), 'utf8')) as {
  homePageFirstLoadJs: number;
};

interface ScriptLoad {
  app: string;
  /** What the file holds, from the app's mf-manifest.json: a shared package, an exposed page, the entry. */
  part: string;
  encoding: string;
  /** On the wire, as served (the server picks brotli when the browser offers it). */
  transferredBytes: number;
  /** The same file gzipped at the server's default level: the unit of the budget. */
  gzipBytes: number;
}

interface FederationManifest {
  shared: { name: string; assets: { js: { sync: string[] } } }[];
  exposes: { name: string; assets: { js: { sync: string[] } } }[];
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);

/** File path (without hash) to what it holds, for every app whose manifest is served. */
async function partsByFile(page: Page): Promise<Map<string, string>> {
  const parts = new Map<string, string>();
  for (const [port, app] of Object.entries(APP_DIR_BY_PORT)) {
    const response = await page.request.get(`http://localhost:${port}/mf-manifest.json`);
    expect(response.ok(), `${app} serves mf-manifest.json`).toBe(true);
    const manifest = (await response.json()) as FederationManifest;
    const label = (kind: string, name: string) => {
      // shared-ui's stateful modules and antd's components are shared one by one; one line for each group.
      if (kind === 'shared' && name.startsWith('@usedcars/shared-ui')) return 'shared @usedcars/shared-ui';
      if (kind === 'shared' && name.startsWith('antd/')) return 'shared antd components';
      return `${kind} ${name}`;
    };
    for (const [kind, entries] of [
      ['shared', manifest.shared],
      ['expose', manifest.exposes],
    ] as const) {
      for (const entry of entries) {
        for (const file of entry.assets.js.sync)
          parts.set(`${app} /${withoutHash(file)}`, label(kind, entry.name));
      }
    }
  }
  return parts;
}

/** A file's path in its build: without the release a page names (/releases/<version>/...) or its content hash. */
function withoutHash(file: string): string {
  return file
    .replace(/^\/releases\/[^/]+\//, '/')
    .replace(/^\//, '')
    .replace(/\.[0-9a-f]{8,}(?=\.js$)/, '');
}

function partOf(parts: Map<string, string>, app: string, file: string): string {
  if (file === '/remoteEntry.js') return 'remoteEntry.js (container + MF runtime)';
  if (file.startsWith('/static/js/index')) return 'entry (bootstrap + MF runtime)';
  // Code split off by the bundler, shared by several parts (antd's internals among them), or a component
  // the shell provides for a remote (the manifest lists only the files of what an app imports itself).
  return parts.get(`${app} ${file}`) ?? 'other chunks (app code, split-off code)';
}

function table(scripts: ScriptLoad[]): string {
  const rows = new Map<
    string,
    { app: string; part: string; files: number; transferred: number; gzip: number }
  >();
  for (const s of scripts) {
    const key = `${s.app} ${s.part}`;
    const row = rows.get(key) ?? { app: s.app, part: s.part, files: 0, transferred: 0, gzip: 0 };
    row.files += 1;
    row.transferred += s.transferredBytes;
    row.gzip += s.gzipBytes;
    rows.set(key, row);
  }
  const sorted = [...rows.values()].sort((a, b) => a.app.localeCompare(b.app) || b.gzip - a.gzip);
  const line = (app: string, gzip: string, transferred: string, what: string) =>
    `${app.padEnd(14)} ${gzip.padStart(8)} ${transferred.padStart(12)}  ${what}`;
  const sum = (list: ScriptLoad[], key: 'gzipBytes' | 'transferredBytes') =>
    list.reduce((total, s) => total + s[key], 0);
  const apps = [...new Set(scripts.map((s) => s.app))].sort();
  return [
    'Home page first-load JavaScript, kB:',
    line('app', 'gzip', 'transferred', 'part (files)'),
    ...sorted.map((r) => line(r.app, kB(r.gzip), kB(r.transferred), `${r.part} (${r.files})`)),
    ...apps.map((app) => {
      const ofApp = scripts.filter((s) => s.app === app);
      return line(app, kB(sum(ofApp, 'gzipBytes')), kB(sum(ofApp, 'transferredBytes')), 'total');
    }),
    line(
      'all apps',
      kB(sum(scripts, 'gzipBytes')),
      kB(sum(scripts, 'transferredBytes')),
      `${scripts.length} scripts, budget ${budget.homePageFirstLoadJs} kB gzip`,
    ),
  ].join('\n');
}

/** Records every script the page fetches from now on; `scripts()` waits for their bodies and names their parts. */
function recordScripts(page: Page): { scripts: () => Promise<ScriptLoad[]> } {
  const measure = async (response: Response): Promise<Omit<ScriptLoad, 'part'> & { file: string }> => {
    const url = new URL(response.url());
    const body = await response.body();
    // responseBodySize is the encoded (on-the-wire) body size, the number users pay for.
    const sizes = await response.request().sizes();
    return {
      app: APP_DIR_BY_PORT[url.port] ?? url.host,
      file: `/${withoutHash(url.pathname)}`,
      encoding: response.headers()['content-encoding'] ?? 'identity',
      transferredBytes: sizes.responseBodySize,
      gzipBytes: gzipSync(body).length,
    };
  };
  const measured: Promise<Omit<ScriptLoad, 'part'> & { file: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') measured.push(measure(response));
  });
  return {
    scripts: async () => {
      const parts = await partsByFile(page);
      return (await Promise.all(measured)).map(({ file, ...s }) => ({
        ...s,
        part: partOf(parts, s.app, file),
      }));
    },
  };
}

/** Which apps each shared package's files came from. */
function appsByPackage(scripts: ScriptLoad[]): Map<string, Set<string>> {
  const apps = new Map<string, Set<string>>();
  for (const s of scripts.filter((s) => s.part.startsWith('shared ') && !s.part.includes('shared-ui'))) {
    apps.set(s.part, (apps.get(s.part) ?? new Set()).add(s.app));
  }
  return apps;
}

test('the home page loads no more JavaScript than the budget, compressed, all apps included', async ({
  page,
}, testInfo) => {
  const recording = recordScripts(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { name: 'Browse by Category' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const scripts = await recording.scripts();

  const report = table(scripts);
  console.log(report);
  await testInfo.attach('home-first-load-js.txt', { body: report, contentType: 'text/plain' });

  const apps = new Set(scripts.map((s) => s.app));
  // The measurement covers the host and the remote the home page needs; an empty list would prove nothing.
  expect([...apps].sort()).toEqual(expect.arrayContaining(['mf-storefront', 'shell']));
  // Served compressed, as `npm start` serves them (a tiny file may be sent as is).
  for (const s of scripts) {
    if (s.gzipBytes > 2000) expect(s.encoding, s.part).not.toBe('identity');
  }
  // Tree-shaken shared packages stay singletons: each one comes from one app only (shared-ui is shared file
  // by file, so a remote may bring the files the shell has not loaded).
  const shared = appsByPackage(scripts);
  // The home page renders no antd (its runtime alone is more than the budget): none of it loads.
  expect([...shared.keys()].filter((part) => part.includes('antd'))).toEqual([]);
  for (const [part, from] of shared) expect([...from], part).toHaveLength(1);
  const totalKb = scripts.reduce((sum, s) => sum + s.gzipBytes, 0) / 1000;
  expect(totalKb, report).toBeLessThanOrEqual(budget.homePageFirstLoadJs);
});

test('a page with antd gets all of it from the shell, one copy of each module', async ({ page }) => {
  const recording = recordScripts(page);
  // My Orders renders antd (its list, buttons and tags): the storefront page inside the shell's antd scope.
  // Signing in on /login returns there in the same document: the scripts of a page navigated away from could
  // not be read back.
  await page.goto('/login?returnTo=/my-orders');
  await loginThroughUi(page, DEMO.buyer);
  await expect(page.getByRole('heading', { name: 'My Orders', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'My orders' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const shared = appsByPackage(await recording.scripts());
  // antd is shared per entry point (its ConfigProvider and App among them): all of it comes from the shell's build,
  // whose ConfigProvider the page renders in, so each antd module (its contexts, its style cache) exists once.
  expect(shared.get('shared antd components')).toEqual(new Set(['shell']));
});

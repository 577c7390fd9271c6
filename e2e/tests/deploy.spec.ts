// Deploying one remote alone, as the team that owns it would: its sources changed (a new page using an antd component
// and React Router exports no other app uses), only it rebuilt, released beside its earlier release, then rolled back,
// while the shell and the other remotes keep the builds they had. Inside the shell, in a real browser: the page is
// routed, themed, working and server-rendered; a tab opened before the deploy keeps working; no console error.
//
// The deployment here is the product's own way (README: Releasing one app): each app served by the web server from its
// releases folder, released with tools/web-server's release command. It has servers of its own, beside the product the
// other journeys use, and shares that product's API.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import APPS from '../../shared-ui/src/mf/apps.json';
import { BRAND_COLOR } from '../../shared-ui/src/theme';
import { buildChangedRemote, type ChangedRemoteName } from '../deploy/changed-remote';
import { E2E_PORTS } from '../ports';
import { DEMO, signIn } from '../session';

const ROOT = path.resolve(__dirname, '../..');
const RELEASE_TOOL = path.join(ROOT, 'tools/web-server/dist/release.js');
const SERVER = path.join(ROOT, 'tools/web-server/dist/server.js');
/** The exit code of a web server stopping to serve its app's new release (tools/web-server/src/releases.ts). */
const RESTART_EXIT_CODE = 75;

type AppName = keyof typeof APPS.apps;
const APP_NAMES = Object.keys(APPS.apps) as AppName[];
/** This deployment's ports: the browser tests' own, moved clear of them. */
const PORTS = Object.fromEntries(APP_NAMES.map((name) => [name, E2E_PORTS[name] + 40])) as Record<
  AppName,
  number
>;
const urlOf = (app: AppName) => `http://localhost:${PORTS[app]}`;
const SHELL = urlOf('shell');

/** The brand colour as the browser computes it. */
const BRAND_RGB = `rgb(${[1, 3, 5].map((at) => parseInt(BRAND_COLOR.slice(at, at + 2), 16)).join(', ')})`;

test.describe.configure({ mode: 'serial' });

let work: string;
const servers = new Map<AppName, ChildProcess>();
let stopping = false;

const releasesOf = (app: AppName) => path.join(work, 'releases', app);

async function releaseTool(...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [RELEASE_TOOL, ...args], { cwd: ROOT });
  return stdout.trim();
}
const release = (app: AppName, build: string) =>
  releaseTool('publish', '--releases', releasesOf(app), '--from', build);
const rollBack = (app: AppName) => releaseTool('rollback', '--releases', releasesOf(app));

/** The app's web server on its releases, started again whenever it stops for a new release (as `npm start` does). */
function serve(app: AppName): void {
  const args = [SERVER, '--name', app, '--releases', releasesOf(app), '--port', String(PORTS[app])];
  args.push('--api', `http://127.0.0.1:${E2E_PORTS.api}`);
  if (app === 'shell') args.push('--file', `/remotes.json=${path.join(work, 'remotes.json')}`);
  else args.push('--cors');
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: 'ignore' });
  servers.set(app, child);
  child.on('exit', (code) => {
    if (!stopping && code === RESTART_EXIT_CODE) serve(app);
  });
}

async function answering(url: string): Promise<void> {
  await expect.poll(async () => (await fetch(url).catch(() => null))?.status, { timeout: 30_000 }).toBe(200);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  work = mkdtempSync(path.join(tmpdir(), 'deploy-e2e-'));
  // What every app runs before the change: the builds the product was started with.
  for (const app of APP_NAMES) await release(app, path.join(ROOT, APPS.apps[app].dir, 'dist'));
  const remotes = APP_NAMES.filter((app) => app !== 'shell').map((name) => ({
    name,
    entry: `${urlOf(name)}/mf-manifest.json`,
  }));
  writeFileSync(path.join(work, 'remotes.json'), JSON.stringify({ remotes }));
  for (const app of APP_NAMES) serve(app);
  for (const app of APP_NAMES) await answering(`${urlOf(app)}/release.json`);
});

test.afterAll(() => {
  stopping = true;
  for (const child of servers.values()) child.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
});

/** Every error the page logs or throws, for the test to require none. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('#root')).toHaveAttribute('data-hydration', 'done');
}

/** The current step of the new page's Steps, in the site's colour: the component wears the shell's theme. */
async function expectThemedSteps(page: Page, currentStep: string): Promise<void> {
  const current = page.locator('.ant-steps-item-process');
  await expect(current).toContainText(currentStep);
  await expect(current.locator('.ant-steps-item-icon')).toHaveCSS('background-color', BRAND_RGB);
}

/** A tab of `context` at `url`, with its errors collected. */
async function openTab(context: BrowserContext, url: string) {
  const page = await context.newPage();
  const errors = errorsOf(page);
  await page.goto(url);
  return { page, errors };
}

test('the storefront deployed alone: its new public page is server-rendered, themed and hydrated in the shell; a rollback removes it', async ({
  context,
}) => {
  test.setTimeout(300_000);
  // A shopper's tab, open on /cars since before the deploy.
  const before = await openTab(context, `${SHELL}/cars`);
  await hydrated(before.page);

  const changed = await buildChangedRemote('storefront', path.join(work, 'builds', 'storefront'));
  const { page: newPage } = changed;
  expect(await release('storefront', changed.dist)).toMatch(/^released \S+: it is current now$/);
  const { version } = (await (await fetch(`${urlOf('storefront')}/release.json`)).json()) as {
    version: string;
  };

  // The shell's server routes and renders the new page once it has read the new release (every few seconds).
  await expect
    .poll(async () => (await fetch(`${SHELL}${newPage.path}`, { headers: { accept: 'text/html' } })).status, {
      timeout: 30_000,
    })
    .toBe(200);
  // React marks where one text ends and the next begins with an empty comment.
  const html = (
    await (await fetch(`${SHELL}${newPage.path}`, { headers: { accept: 'text/html' } })).text()
  ).replaceAll('<!-- -->', '');
  for (const part of [
    '<title>Release notes | UsedCars</title>',
    `>${newPage.heading}</h1>`,
    newPage.inRouterText,
    newPage.resolvedPathText,
    'ant-steps-item-process',
    // The page names the release it was rendered with, so that the browser loads that one.
    `${urlOf('storefront')}/releases/${version}/mf-manifest.json`,
  ]) {
    expect(html.includes(part), `the server's page holds ${part}`).toBe(true);
  }

  const after = await openTab(context, `${SHELL}${newPage.path}`);
  await hydrated(after.page);
  await expect(after.page.getByRole('heading', { level: 1, name: newPage.heading })).toBeVisible();
  await expect(after.page.getByTestId('release-in-router')).toHaveText(newPage.inRouterText);
  await expect(after.page.getByTestId('release-resolved-path')).toHaveText(newPage.resolvedPathText);
  await expectThemedSteps(after.page, newPage.currentStep);

  // The tab from before the deploy goes on to a car: its release's code, still served.
  await before.page.getByTestId('product-card').first().getByRole('link').first().click();
  await expect(before.page).toHaveURL(/\/products\//);
  await expect(before.page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(before.page.getByText('This section is unavailable right now')).toHaveCount(0);

  // Rolled back: the page is gone again for new visitors; the tab on the new release still moves on.
  await rollBack('storefront');
  await expect
    .poll(async () => (await fetch(`${SHELL}${newPage.path}`, { headers: { accept: 'text/html' } })).status, {
      timeout: 30_000,
    })
    .toBe(404);
  await after.page.getByRole('link', { name: 'Cars', exact: true }).first().click();
  await expect(after.page.getByTestId('product-card').first()).toBeVisible();

  expect(before.errors).toEqual([]);
  expect(after.errors).toEqual([]);
});

const consoles: {
  remote: Exclude<ChangedRemoteName, 'storefront'>;
  account: string;
  home: string;
  other: string;
}[] = [
  { remote: 'seller', account: DEMO.seller, home: 'Seller Dashboard', other: 'Bookings' },
  { remote: 'admin', account: DEMO.admin, home: 'Admin Dashboard', other: 'All Users' },
];

for (const { remote, account, home, other } of consoles) {
  test(`the ${remote} console deployed alone: its new page is routed, themed and working in the shell; a rollback removes it`, async ({
    context,
  }) => {
    test.setTimeout(300_000);
    const section = `${SHELL}/${remote}`;
    const signedIn = await context.newPage();
    await signIn(signedIn, account);
    await signedIn.close();
    // A tab on the console since before the deploy.
    const before = await openTab(context, `${section}/dashboard`);
    await expect(before.page.getByRole('heading', { level: 1, name: home })).toBeVisible();

    const changed = await buildChangedRemote(remote, path.join(work, 'builds', remote));
    const { page: newPage } = changed;
    await release(remote, changed.dist);

    // The shell routes the page once its server has read the console's new table (every few seconds).
    const after = await openTab(context, `${SHELL}${newPage.path}`);
    const heading = after.page.getByRole('heading', { level: 1, name: newPage.heading });
    await expect(async () => {
      if (!(await heading.isVisible())) await after.page.reload();
      await expect(heading).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    await expect(after.page.getByTestId('release-in-router')).toHaveText(newPage.inRouterText);
    await expect(after.page.getByTestId('release-resolved-path')).toHaveText(newPage.resolvedPathText);
    await expect(after.page.getByRole('link', { name: newPage.menuLabel! })).toBeVisible();
    await expectThemedSteps(after.page, newPage.currentStep);

    // The tab from before the deploy opens another page of the console: its release's code, still served.
    await before.page.getByRole('link', { name: other, exact: true }).first().click();
    await expect(before.page.getByRole('heading', { level: 1, name: other })).toBeVisible();
    await expect(before.page.getByText('This section is unavailable right now')).toHaveCount(0);

    // Rolled back: a new visit to the page finds none; the tab on the new release still moves on.
    await rollBack(remote);
    const later = await openTab(context, `${SHELL}${newPage.path}`);
    const notFound = later.page.getByRole('heading', { name: "Sorry, we couldn't find this page" });
    await expect(async () => {
      if (!(await notFound.isVisible())) await later.page.reload();
      await expect(notFound).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    await after.page.getByRole('link', { name: other, exact: true }).first().click();
    await expect(after.page.getByRole('heading', { level: 1, name: other })).toBeVisible();

    expect(before.errors).toEqual([]);
    expect(after.errors).toEqual([]);
    expect(later.errors).toEqual([]);
  });
}

test('the shell deployed: its server restarts on the new release, pages hydrate, and a tab from before keeps working', async ({
  context,
}) => {
  test.setTimeout(180_000);
  const before = await openTab(context, `${SHELL}/cars`);
  await hydrated(before.page);

  // A new shell release, told apart by a mark in its page (its code is the same: that the chunks of an earlier release
  // stay servable is the web server's own test, releases.test.ts).
  const build = path.join(work, 'builds', 'shell');
  cpSync(path.join(ROOT, APPS.apps.shell.dir, 'dist'), build, { recursive: true });
  const indexHtml = path.join(build, 'index.html');
  writeFileSync(
    indexHtml,
    readFileSync(indexHtml, 'utf8').replace('</head>', '<!-- shell release two --></head>'),
  );
  await release('shell', build);
  await expect
    .poll(
      async () =>
        (
          await fetch(SHELL, { headers: { accept: 'text/html' } })
            .then((answer) => answer.text())
            .catch(() => '')
        ).includes('shell release two'),
      { timeout: 30_000 },
    )
    .toBe(true);

  const after = await openTab(context, `${SHELL}/cars`);
  await hydrated(after.page);
  await after.page.getByTestId('product-card').first().getByRole('link').first().click();
  await expect(after.page).toHaveURL(/\/products\//);

  // The tab from before, across the server's restart: another of the shell's own pages.
  await before.page.getByRole('link', { name: 'Blogs', exact: true }).first().click();
  await expect(before.page).toHaveURL(/\/blogs/);
  await expect(before.page.getByRole('heading', { level: 1 })).toBeVisible();

  expect(before.errors).toEqual([]);
  expect(after.errors).toEqual([]);
});

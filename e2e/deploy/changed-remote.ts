// A remote changed the way its own team changes it, and built on its own: the proof that a remote deploys a new page
// without the shell being rebuilt. The remote's folder is copied beside the apps (so that ../tsconfig.base.json,
// ../shared-ui and the like resolve as they do from the original), its sources get a new page, and the copy alone is
// built with rsbuild, as its `npm run build` does but without Nx: no cache, no other app's sources.
//
// The new page uses what no app used before: an antd component (Steps), which inside the shell must come from the
// shell's antd and so wear the site's theme, and React Router exports (useInRouterContext, useResolvedPath), which
// the shell's shared router must provide.
import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import APPS from '../../shared-ui/src/mf/apps.json';

export type ChangedRemoteName = 'storefront' | 'seller' | 'admin';

/** What the new page shows, for the test to look for. */
export interface ChangedPage {
  /** The page's address on the site (inside the shell). */
  path: string;
  /** Its h1. */
  heading: string;
  /** The module the remote exposes for it (`./ReleaseNotesPage`). */
  module: string;
  /** Its entry in the console's menu; null for the storefront, which has no menu. */
  menuLabel: string | null;
  /** The line useInRouterContext writes inside a router. */
  inRouterText: string;
  /** The line useResolvedPath('.') writes on the page's own address. */
  resolvedPathText: string;
  /** The titles of the Steps, and the one that is current (antd's "process" step, in the primary colour). */
  steps: readonly string[];
  currentStep: string;
}

export interface ChangedRemoteBuild {
  remote: ChangedRemoteName;
  /** The built remote: mf-manifest.json, remoteEntry.js, pages.json, ... (and server/ for the storefront). */
  dist: string;
  page: ChangedPage;
  /** How long rsbuild took (a retried abort included). */
  buildMs: number;
  /** The size budget's line for the build (as `npm run build` prints it), or null when not checked. */
  sizeBudget: string | null;
}

export interface ChangedRemoteOptions {
  /**
   * Check size-budget.json's budget of the remote, as its `npm run build` does (default true): a change that the
   * remote's own build would refuse is not one its team could deploy.
   */
  sizeBudget?: boolean;
  /** Also typecheck the changed copy (tsc, as the remote's `typecheck` target; default false). */
  typecheck?: boolean;
  /** Where the build's output goes (default: none, only the error's tail on a failure). */
  log?: (line: string) => void;
}

const ROOT = path.resolve(__dirname, '..', '..');
const MODULE = 'ReleaseNotesPage';
const STEPS = ['Built', 'Deployed', 'Live'] as const;
const CURRENT_STEP = 1;

/** The page each remote adds: in its console for the seller and admin, a public top-level page for the storefront. */
function pageOf(remote: ChangedRemoteName): ChangedPage {
  const label = { storefront: 'Storefront', seller: 'Seller', admin: 'Admin' }[remote];
  const pagePath = remote === 'storefront' ? '/release-notes' : `/${remote}/release-notes`;
  return {
    path: pagePath,
    heading: `${label} release notes`,
    module: MODULE,
    menuLabel: remote === 'storefront' ? null : 'Release notes',
    inRouterText: 'In router: yes',
    resolvedPathText: `Resolved path: ${pagePath}`,
    steps: STEPS,
    currentStep: STEPS[CURRENT_STEP]!,
  };
}

/** The new page's source: the remote team's file src/exposed/ReleaseNotesPage.tsx. */
function pageSource(page: ChangedPage): string {
  return `// ${page.path}: this release's notes, a page added with the remote's own deploy.
import { PageTitle } from '@usedcars/shared-ui/components/PageTitle';
import { Steps, Typography } from 'antd';
import { useInRouterContext, useResolvedPath } from 'react-router-dom';

const STEPS = ${JSON.stringify(page.steps)};

export default function ${page.module}() {
  const inRouter = useInRouterContext();
  const resolved = useResolvedPath('.');
  return (
    <>
      <PageTitle>Release notes</PageTitle>
      <Typography.Title level={1}>${page.heading}</Typography.Title>
      <Typography.Paragraph data-testid="release-in-router">In router: {inRouter ? 'yes' : 'no'}</Typography.Paragraph>
      <Typography.Paragraph data-testid="release-resolved-path">Resolved path: {resolved.pathname}</Typography.Paragraph>
      <Steps
        data-testid="release-steps"
        current={${CURRENT_STEP}}
        items={STEPS.map((title) => ({ title }))}
      />
    </>
  );
}
`;
}

/** `text` with `insert` placed before the last match of `anchor`; throws when the remote's file no longer has it. */
function insertBefore(file: string, anchor: RegExp, insert: string): void {
  const text = readFileSync(file, 'utf8');
  const matches = [...text.matchAll(new RegExp(anchor.source, `${anchor.flags.replace('g', '')}g`))];
  const last = matches.at(-1);
  if (last?.index === undefined) {
    throw new Error(`changed-remote: ${file} has no ${anchor}; the way a page is added has changed`);
  }
  writeFileSync(file, text.slice(0, last.index) + insert + text.slice(last.index));
}

/**
 * The copy's sources changed as the remote's team would add a page: an entry in src/app/pages.ts, its exposed file
 * and its component in src/app/page-components.ts (which the console's menu and standalone routes read).
 */
function addPage(copy: string, remote: ChangedRemoteName, page: ChangedPage): void {
  const app = path.join(copy, 'src', 'app');
  if (remote === 'storefront') {
    // A public page: the shell's server renders it and lists it in the sitemap; its title names it in the head.
    insertBefore(
      path.join(app, 'pages.ts'),
      /\] as const satisfies readonly RemotePageDefinition\[\];/,
      `  { path: '${page.path}', module: '${page.module}', indexed: true, title: 'Release notes' },\n`,
    );
  } else {
    insertBefore(
      path.join(app, 'pages.ts'),
      / {2}\],\n\} as const satisfies RemoteSectionDefinition;/,
      `    { path: 'release-notes', module: '${page.module}', title: '${page.menuLabel}' },\n`,
    );
  }
  writeFileSync(path.join(copy, 'src', 'exposed', `${page.module}.tsx`), pageSource(page));
  const components = path.join(app, 'page-components.ts');
  insertBefore(
    components,
    /\n\n(?:type |export const PAGE_COMPONENTS)/,
    `\nimport ${page.module} from '../exposed/${page.module}';`,
  );
  insertBefore(components, /\};\s*$/, `  ${page.module},\n`);
}

/**
 * The remote's own node_modules (the packages npm nested under it) linked entry by entry into the copy's, so they
 * resolve alike, while the build's own writes (node_modules/.cache, .federation) stay in the copy.
 */
function linkNodeModules(source: string, copy: string): void {
  const target = path.join(copy, 'node_modules');
  mkdirSync(target);
  if (!existsSync(source)) return;
  for (const entry of readdirSync(source)) {
    if (entry === '.cache' || entry === '.federation' || entry === '.bin') continue;
    symlinkSync(path.join(source, entry), path.join(target, entry));
  }
}

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  output: string;
}

function run(args: string[], cwd: string, log?: (line: string) => void): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const take = (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      if (log) for (const line of text.split('\n')) if (line.trim()) log(line);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, output }));
  });
}

const tail = (output: string) => output.trim().split('\n').slice(-40).join('\n');

const require_ = createRequire(path.join(ROOT, 'package.json'));
const RSBUILD = path.join(path.dirname(require_.resolve('@rsbuild/core/package.json')), 'bin', 'rsbuild.js');
const TSC = require_.resolve('typescript/bin/tsc');

/** `rsbuild build` in `cwd`, once more after the abort at exit that scripts/build-app.mjs also retries. */
async function rsbuild(cwd: string, log?: (line: string) => void): Promise<void> {
  let build = await run([RSBUILD, 'build'], cwd, log);
  if (build.signal === 'SIGABRT' || build.code === 134) {
    log?.('rsbuild aborted while exiting (SIGABRT); building once more.');
    build = await run([RSBUILD, 'build'], cwd, log);
  }
  if (build.code !== 0) throw new Error(`changed-remote: rsbuild failed in ${cwd}:\n${tail(build.output)}`);
}

/** The size budget of `app` (mf-admin) applied to the build at `dist` (scripts/check-size-budget.mjs's measures). */
async function checkSizeBudget(app: string, dist: string): Promise<string> {
  const script = `
    import { readFileSync } from 'node:fs';
    import { measureBuild, overBudget } from ${JSON.stringify(path.join(ROOT, 'scripts', 'check-size-budget.mjs'))};
    const budget = JSON.parse(readFileSync(${JSON.stringify(path.join(ROOT, 'size-budget.json'))}, 'utf8')).apps[${JSON.stringify(app)}];
    const measured = measureBuild(${JSON.stringify(dist)});
    const used = Object.keys(budget).filter((key) => typeof budget[key] === 'number')
      .map((key) => key + ' ' + measured[key].toFixed(1) + '/' + budget[key]).join(', ');
    const problems = overBudget(measured, budget);
    console.log(used);
    if (problems.length > 0) { console.error(problems.join('\\n')); process.exit(1); }
  `;
  const check = await run(['--input-type=module', '-e', script], ROOT);
  if (check.code !== 0) {
    throw new Error(`changed-remote: the changed ${app} exceeds its size budget:\n${tail(check.output)}`);
  }
  return `size budget of changed ${app} (kB gzip, used/budget): ${check.output.trim().split('\n')[0]}`;
}

/**
 * Copies `remote` (mf-admin without dist/ and node_modules/) to `<root>/.changed-mf-admin-<pid>-XXXXXX/`, adds a new
 * page to its sources, builds the copy alone into `outDir` (default: the copy's dist) and removes the copy's sources.
 * `outDir`, when given, must not exist yet.
 */
export async function buildChangedRemote(
  remote: ChangedRemoteName,
  outDir?: string,
  { sizeBudget = true, typecheck = false, log }: ChangedRemoteOptions = {},
): Promise<ChangedRemoteBuild> {
  const appDir = APPS.apps[remote].dir;
  const source = path.join(ROOT, appDir);
  if (outDir !== undefined && existsSync(outDir) && readdirSync(outDir).length > 0) {
    throw new Error(`changed-remote: ${outDir} is not empty`);
  }
  const copy = mkdtempSync(path.join(ROOT, `.changed-${appDir}-${process.pid}-`));
  const built = path.join(copy, 'dist');
  const page = pageOf(remote);
  let dist: string | null = null;
  try {
    cpSync(source, copy, {
      recursive: true,
      filter: (file) => {
        const relative = path.relative(source, file);
        return relative !== 'dist' && relative !== 'node_modules';
      },
    });
    linkNodeModules(path.join(source, 'node_modules'), copy);
    addPage(copy, remote, page);

    if (typecheck) {
      const check = await run([TSC, '--noEmit', '-p', '.'], copy, log);
      if (check.code !== 0) {
        throw new Error(`changed-remote: the changed ${appDir} does not typecheck:\n${tail(check.output)}`);
      }
    }
    const started = performance.now();
    await rsbuild(copy, log);
    const buildMs = performance.now() - started;
    const budgetLine = sizeBudget ? await checkSizeBudget(appDir, built) : null;

    if (outDir === undefined || path.resolve(outDir) === built) dist = built;
    else {
      const target = path.resolve(outDir);
      mkdirSync(path.dirname(target), { recursive: true });
      rmSync(target, { recursive: true, force: true });
      try {
        renameSync(built, target);
      } catch {
        // Another file system: copied instead.
        cpSync(built, target, { recursive: true });
      }
      dist = target;
    }
    return { remote, dist, page, buildMs, sizeBudget: budgetLine };
  } finally {
    // The sources go; the build stays where it was asked for (nothing stays of a build that failed).
    if (dist === built) {
      for (const entry of readdirSync(copy)) {
        if (entry !== 'dist') rmSync(path.join(copy, entry), { recursive: true, force: true });
      }
    } else rmSync(copy, { recursive: true, force: true });
  }
}

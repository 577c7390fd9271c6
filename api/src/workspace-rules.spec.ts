// Guards of the whole workspace that live here because the API's suite is the workspace's Node test run: the lint
// rules of the root eslint.config.mjs, each fed a planted violation (and an allowed neighbour) through ESLint's own
// API, and the paths the docs cite, which must exist.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

const WORKSPACE = join(__dirname, '..', '..');

interface Planted {
  filePath: string;
  code: string;
}

/**
 * The messages ESLint gives for each snippet, linted as if it were that file of the workspace. In a child process:
 * ESLint loads its flat config with import(), which jest's module sandbox does not provide.
 */
function lint(snippets: Planted[]): string[][] {
  const script = `
    const { ESLint } = await import(${JSON.stringify(pathToFileURL(require.resolve('eslint')).href)});
    const eslint = new ESLint({ cwd: ${JSON.stringify(WORKSPACE)} });
    const out = [];
    for (const { filePath, code } of JSON.parse(process.argv[1])) {
      const [result] = await eslint.lintText(code, { filePath: ${JSON.stringify(WORKSPACE)} + '/' + filePath });
      out.push(result.messages.map((m) => m.ruleId + ': ' + m.message));
    }
    process.stdout.write(JSON.stringify(out));
  `;
  const output = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify(snippets)],
    {
      cwd: WORKSPACE,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  return JSON.parse(output) as string[][];
}

const importing = (filePath: string, specifier: string): Planted => ({
  filePath,
  code: `import { thing } from '${specifier}';\n\nexport const used = thing;\n`,
});

describe('the lint rules', () => {
  /** Each planted import, and a pattern its one message must match (null: allowed, no message). */
  const cases: [Planted, RegExp | null][] = [
    // The API's layers (api/src/layers.json) and public files.
    [
      importing('api/src/users/planted.ts', '../orders'),
      /users may import only modules of lower layers.*orders/,
    ],
    [importing('api/src/orders/planted.ts', '../wishlist'), /lower layers.*wishlist/],
    [importing('api/src/common/planted.ts', '../catalog'), /common may import only.*catalog/],
    [importing('api/src/config/planted.ts', '../common/ids'), /config may import only.*common/],
    [importing('api/src/stats/planted.ts', '../database'), /stats may import only.*database/],
    [importing('api/src/orders/planted.ts', '../users'), null],
    [importing('api/src/orders/planted.ts', '../common/ids'), null],
    [importing('api/src/cli/planted.ts', '../database'), null],
    [
      importing('api/src/orders/planted.ts', '../users/users.service'),
      /from its public file \(users\/index\.ts\)/,
    ],
    // shared-ui imports itself by package name.
    [importing('shared-ui/src/auth/planted.ts', '../api/client'), /by package name/],
    [importing('shared-ui/src/auth/planted.ts', '@usedcars/shared-ui/api/client'), null],
    [importing('shared-ui/src/api/planted.test.ts', './client'), null],
    // ... and keeps the browser builds' rule on react-router-dom, which sets the same ESLint rule.
    [
      {
        filePath: 'shared-ui/src/planted.ts',
        code: "import { StaticRouter } from 'react-router-dom';\n\nexport const used = StaticRouter;\n",
      },
      /shared react-router-dom/,
    ],
    // A feature imports another only through its index.ts, and nothing of its app; the app imports the features.
    [
      importing(
        'mf-storefront/src/features/booking/planted.ts',
        '../products/components/LoggedInProductModal',
      ),
      /another feature of this app from its public file \(products\/index\.ts\)/,
    ],
    [importing('mf-storefront/src/features/booking/planted.ts', '../products'), null],
    [importing('mf-storefront/src/features/booking/planted.ts', './use-car-relation'), null],
    [importing('mf-admin/src/features/users/planted.ts', '../audit/api/after-admin-action'), /public file/],
    [
      importing('shell/src/features/auth/planted.ts', '../static-pages/components/MessagePage'),
      /public file/,
    ],
    [
      importing('mf-storefront/src/features/booking/planted.ts', '../../exposed/HomePage'),
      /nothing of the app/,
    ],
    [importing('mf-storefront/src/features/booking/planted.test.ts', '../../exposed/HomePage'), null],
    [importing('mf-storefront/src/exposed/Planted.tsx', '../features/products/components/ProductGrid'), null],
    [
      importing('mf-storefront/src/features/booking/planted.ts', '../../../../mf-admin/src/features/audit'),
      /another app/,
    ],
  ];

  it('find each planted violation, and allow its neighbours', () => {
    const messages = lint(cases.map(([planted]) => planted));
    cases.forEach(([planted, expected], index) => {
      const found = messages[index]!;
      const label = `${planted.filePath}: ${planted.code.split('\n')[0]}`;
      if (expected === null) expect([label, found]).toEqual([label, []]);
      else expect([label, found]).toEqual([label, [expect.stringMatching(expected)]]);
    });
  }, 120_000);
});

/** Folders that hold no docs of ours, or what a build or a run made. */
const SKIPPED = new Set([
  'node_modules',
  'dist',
  'data',
  'reports',
  'test-results',
  '.git',
  '.nx',
  '@mf-types',
]);
/** A dated record of past runs, which names the files as they were then. */
const RECORDS = new Set([join('bench', 'RESULTS.md')]);

function markdownFiles(folder = WORKSPACE): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : markdownFiles(join(folder, entry.name));
    return entry.name.endsWith('.md') ? [relative(WORKSPACE, join(folder, entry.name))] : [];
  });
}

const FILE_NAME = /\.(ts|tsx|mjs|cjs|js|json|md|ya?ml|conf|css|html|sh)$/;
const WORKSPACES = (
  JSON.parse(readFileSync(join(WORKSPACE, 'package.json'), 'utf8')) as { workspaces: string[] }
).workspaces;

/**
 * The repository paths `text` (a doc at `doc`) cites that exist nowhere: in `code` or a link, a path with a folder
 * and a file name, taken from the repository's root, the doc's folder, its src/ or a workspace (a README that says
 * "the remote's src/app/page-components.ts"); bare in the text, one that starts with a top folder of the repository.
 */
function missingPaths(
  doc: string,
  text: string,
  exists = (path: string) => existsSync(join(WORKSPACE, path)),
) {
  const cited = [
    ...[...text.matchAll(/`([^`\s]+)`/g), ...text.matchAll(/\]\(([^)#\s]+)/g)].map((match) => match[1]!),
    ...[
      ...text.matchAll(
        /(?<![\w/.-])((?:api|contract|shared-ui|shell|mf-[a-z]+|tools|e2e|bench|docs|scripts|deploy)\/[\w./-]*\w)(?![\w/])/g,
      ),
    ].map((match) => match[1]!),
  ];
  const paths = cited.filter(
    (path) =>
      path.includes('/') &&
      FILE_NAME.test(path) &&
      !/[${}<>*:]/.test(path) &&
      !path.startsWith('/') &&
      !path.includes('dist/'),
  );
  const folder = dirname(doc);
  const bases = ['', folder, join(folder, 'src'), ...WORKSPACES];
  return [...new Set(paths)].filter((path) => !bases.some((base) => exists(join(base, path))));
}

describe('the docs', () => {
  it('cite only paths that exist', () => {
    const docs = markdownFiles().filter((doc) => !RECORDS.has(doc));
    expect(docs).toEqual(expect.arrayContaining(['README.md', join('api', 'README.md')]));
    const missing = docs.flatMap((doc) =>
      missingPaths(doc, readFileSync(join(WORKSPACE, doc), 'utf8')).map((path) => `${doc}: ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it('the path check finds a stale path, and not a live one or a URL', () => {
    const text =
      'Mapped in `database/all-or-nothing.ts` and (api/src/auth/caller-fields.ts); see `common/all-or-nothing.ts`,' +
      ' [the rules](docs/product-rules.md), `/remotes.json`, `${DATA_DIR}/uploads` and `src/app/page-components.ts`.';
    expect(missingPaths(join('api', 'README.md'), text)).toEqual([
      'database/all-or-nothing.ts',
      'api/src/auth/caller-fields.ts',
    ]);
  });
});

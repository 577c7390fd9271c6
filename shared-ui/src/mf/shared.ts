// The Module Federation shared config of the shell and every remote: the singletons (singletons.ts), antd per
// component and shared-ui.
// Versions come from the installed packages, so host and remotes always agree on what they negotiate.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SINGLETONS } from './singletons';

const require = createRequire(import.meta.url);

function installedVersion(pkg: string): string {
  return (require(`${pkg}/package.json`) as { version: string }).version;
}

const WORKSPACE_ROOT = path.resolve(import.meta.dirname, '../../..');
const APP_SOURCES = ['shell/src', 'mf-storefront/src', 'mf-seller/src', 'mf-admin/src', 'shared-ui/src'];

// Shared whole, a package is not tree-shaken: react-router-dom was 62 kB gzip on the home page. It is
// tree-shaken down to what the apps use (see exportsInUse).
const TREE_SHAKEN = ['react-router-dom'];

// antd is shared per component, so a page loads only the components it renders (the union of all apps was
// 340 kB gzip on the home page). The builds rewrite `import { Button } from 'antd'` to antd/es/button
// (ANTD_PER_COMPONENT); the context providers stay in the 'antd' share, tree-shaken to just them.
const ANTD_PROVIDERS = ['App', 'ConfigProvider'];

export const ANTD_PER_COMPONENT = {
  libraryName: 'antd',
  libraryDirectory: 'es',
  camelToDashComponentName: true,
  transformToDefaultImport: true,
  ignoreEsComponent: ANTD_PROVIDERS,
};

// The server render's own files (src/server/, src/server-entry.ts) run in the Node builds, whose shared packages are
// whole: what they import (StaticRouter) must not grow what every browser loads.
const SERVER_ONLY = /^server(?:[\\/]|-entry\.ts$)/;

const kebabCase = (name: string) =>
  name.replace(/[A-Z]/g, (c, i: number) => (i ? '-' : '') + c.toLowerCase());

/**
 * The named exports of `pkg` that any app imports, read from the sources of all five packages. Every build
 * tree-shakes the shared package down to this one union, so whichever app's copy loads first serves all the
 * others and the page still has one instance (one antd ConfigProvider and App context, one router).
 */
export function exportsInUse(pkg: string, root = WORKSPACE_ROOT): string[] {
  const namedImports = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*'${pkg}'`, 'g');
  const used = new Set<string>();
  for (const dir of APP_SOURCES) {
    for (const file of readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file) || SERVER_ONLY.test(file)) continue;
      for (const match of readFileSync(path.join(root, dir, file), 'utf8').matchAll(namedImports)) {
        for (const specifier of match[1]!.split(',')) {
          const name = specifier.trim().split(/\s+as\s+/)[0]!;
          // Type-only imports leave no code behind.
          if (name && !name.startsWith('type ')) used.add(name);
        }
      }
    }
  }
  return [...used].sort();
}

/**
 * shared-ui's modules with state of their own, which must exist once on the page: the signed-in user, the session's
 * expiry listeners, the API client (its ApiError class, and on the server the render's fetch), the message loader,
 * the lazily loaded antd scope and the plain styles (one copy of the theme's CSS in the page's bytes).
 */
export const SHARED_UI_SINGLE_INSTANCE = [
  'auth/auth-store',
  'auth/session-expiry',
  'api/client',
  'feedback/message',
  'components/AntdOnDemand',
  'plain/styles',
];

type SharedConfig = Record<
  string,
  {
    singleton: true;
    /**
     * false: no version check when a module is taken from the share scope. Every app is built from the one lock
     * file, so versions agree; for a singleton the check only ever logged a warning, and its semver parsing on every
     * shared module was about 12 ms of each page's start on a phone.
     */
    requiredVersion: false;
    version?: string;
    eager?: false;
    import?: string;
    treeShaking?: { mode: 'runtime-infer'; usedExports: string[] };
  }
>;

export function sharedDependencies(): SharedConfig {
  const shared: SharedConfig = {};
  for (const pkg of SINGLETONS) {
    shared[pkg] = { singleton: true, requiredVersion: false };
  }
  for (const pkg of TREE_SHAKEN) {
    shared[pkg]!.treeShaking = { mode: 'runtime-infer', usedExports: exportsInUse(pkg) };
  }
  shared['antd']!.treeShaking = { mode: 'runtime-infer', usedExports: ANTD_PROVIDERS };
  // Every build provides every component any app uses (`import` is a file path, which is provided even where
  // not imported), and the shell registers first: inside the shell all antd code comes from the shell's build,
  // so each antd module (contexts, cssinjs cache) exists once on the page. Relative to the app (the build's
  // root), so that no machine path ends up in the bundles.
  const antdVersion = installedVersion('antd');
  for (const component of exportsInUse('antd').filter((name) => !ANTD_PROVIDERS.includes(name))) {
    const request = `antd/es/${kebabCase(component)}`;
    shared[request] = {
      singleton: true,
      requiredVersion: false,
      // The file path has no package.json of its own to read the version from.
      version: antdVersion,
      import: `./${path.relative(process.cwd(), require.resolve(request))}`,
    };
  }
  // Subpath imports (react/jsx-runtime, react-dom/client) must resolve to the same instance too.
  for (const pkg of ['react', 'react-dom']) {
    shared[`${pkg}/`] = { singleton: true, requiredVersion: false };
  }
  // The shared-ui modules that hold the page's state, one instance for the shell and every remote. The rest of
  // shared-ui is bundled into each app that imports it: shared, each module was its own chunk and script tag
  // (/cars loaded about 30 of under 1 kB, each a main-thread task of its own).
  const sharedUiVersion = installedVersion('@usedcars/shared-ui');
  for (const module of SHARED_UI_SINGLE_INSTANCE) {
    shared[`@usedcars/shared-ui/${module}`] = {
      singleton: true,
      version: sharedUiVersion,
      requiredVersion: false,
    };
  }
  return shared;
}

/**
 * The shared config of the Node builds (the shell's server render and the storefront's remote for it): the same
 * singletons, whole rather than tree-shaken (size does not matter there, and the tree-shaking builds are web-only).
 */
export function serverSharedDependencies(): SharedConfig {
  return Object.fromEntries(
    Object.entries(sharedDependencies()).map(([name, { treeShaking: _treeShaking, ...config }]) => [
      name,
      config,
    ]),
  );
}

/** The page template of every app: rsbuild's default has no `lang`, which screen readers need (WCAG 3.1.1). */
export const HTML_TEMPLATE = path.join(import.meta.dirname, 'index.html');

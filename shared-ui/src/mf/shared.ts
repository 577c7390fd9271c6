// The Module Federation shared config of one app's build (the shell or a remote), from that app's own package.json
// and installed packages only: the builds are independent, so nothing here reads another app.
//
// Every package is shared whole, as a singleton, with the app's own version range from its package.json as
// requiredVersion, and strictly: when the copy already on the page (the shell's, which registers first) does not
// satisfy a remote's range, loading the remote's page fails with the runtime's message naming the package, both
// versions and both apps (logged by the shell's error boundary, which offers Retry). A remote never runs on a
// version it did not declare, nor on a trimmed copy holding only what another build imported.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SINGLETONS } from './singletons';

// antd is shared one entry point at a time (antd/es/button, ...), every one of them the installed antd has, so a
// page loads only the components it renders, and any component a remote renders, even one no other app uses, comes
// from the same build as the ConfigProvider around it (one theme context, one style cache). The builds rewrite
// `import { Button } from 'antd'` to antd/es/button.
export const ANTD_PER_COMPONENT = {
  libraryName: 'antd',
  libraryDirectory: 'es',
  camelToDashComponentName: true,
  transformToDefaultImport: true,
};

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

const SHARED_UI = '@usedcars/shared-ui';

export interface SharedPackageConfig {
  singleton: true;
  /** The app's range from its package.json. */
  requiredVersion: string;
  strictVersion: true;
  /** The installed version this build provides. */
  version: string;
  import?: string;
}

export type SharedConfig = Record<string, SharedPackageConfig>;

interface PackageJson {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
}

/** The entry points of an installed antd: its es/index.js re-exports each one from its folder. */
export function antdEntryPoints(antdDir: string): string[] {
  const index = readFileSync(path.join(antdDir, 'es', 'index.js'), 'utf8');
  return [...index.matchAll(/export \{ default as \w+ \} from '\.\/([\w-]+)'/g)].map((match) => match[1]!);
}

export interface SharedOptions {
  /** The browser build or the Node build (the server render). */
  target?: 'web' | 'node';
  /** The app's folder, the build's root (rsbuild runs in the app's folder). */
  appDir?: string;
  /**
   * The host (the shell) provides every entry point of its antd, so that any component a remote renders comes from
   * the host's build. A remote provides only those it imports (the `antd/es/` prefix): listing all 80 costs
   * 1.8 kB gzip in its remote entry, which every page loads.
   */
  provideAllOfAntd?: boolean;
}

/**
 * The shared config of one app. Throws when its package.json does not list a shared package: each app declares what
 * it runs on.
 */
export function sharedDependencies({
  target = 'web',
  appDir = process.cwd(),
  provideAllOfAntd = false,
}: SharedOptions = {}): SharedConfig {
  const manifestPath = path.join(appDir, 'package.json');
  const app = JSON.parse(readFileSync(manifestPath, 'utf8')) as PackageJson;
  const require = createRequire(manifestPath);
  const range = (pkg: string): string => {
    const declared = app.dependencies?.[pkg];
    if (!declared)
      throw new Error(`${manifestPath} must list ${pkg} in its dependencies: every app shares it`);
    return declared;
  };
  const installed = (pkg: string): PackageJson => require(`${pkg}/package.json`) as PackageJson;
  const share = (pkg: string, extra: Partial<SharedPackageConfig> = {}): SharedPackageConfig => ({
    singleton: true,
    requiredVersion: range(pkg),
    strictVersion: true,
    version: installed(pkg).version,
    ...extra,
  });

  const relativeImport = (file: string) => `./${path.relative(appDir, file).split(path.sep).join('/')}`;

  const shared: SharedConfig = {};
  for (const pkg of SINGLETONS) shared[pkg] = share(pkg);
  // The browser's react-router-dom is its whole client API (react-router-browser.ts): the whole package is 62 kB gzip
  // of every page, most of it server code. The Node builds share it whole (StaticRouter).
  if (target === 'web') {
    shared['react-router-dom'] = share('react-router-dom', {
      import: relativeImport(require.resolve(`${SHARED_UI}/mf/react-router-browser`)),
    });
  }
  // Subpath imports (react/jsx-runtime, react-dom/client) must resolve to the same instance too.
  for (const pkg of ['react', 'react-dom']) shared[`${pkg}/`] = share(pkg);

  if (provideAllOfAntd) {
    // Each entry point as a file path: provided by this build even where it does not import it. Relative to the
    // app, so that no machine path ends up in the bundles.
    const antdDir = path.dirname(require.resolve('antd/package.json'));
    for (const entry of antdEntryPoints(antdDir)) {
      shared[`antd/es/${entry}`] = share('antd', {
        import: relativeImport(require.resolve(`antd/es/${entry}`)),
      });
    }
  } else shared['antd/es/'] = share('antd');

  // The rest of shared-ui is bundled into each app that imports it: shared, each module was its own chunk and script
  // tag (/cars loaded about 30 of under 1 kB, each a main-thread task of its own).
  for (const module of SHARED_UI_SINGLE_INSTANCE) shared[`${SHARED_UI}/${module}`] = share(SHARED_UI);
  return shared;
}

/** The page template of every app: rsbuild's default has no `lang`, which screen readers need (WCAG 3.1.1). */
export const HTML_TEMPLATE = path.join(import.meta.dirname, 'index.html');

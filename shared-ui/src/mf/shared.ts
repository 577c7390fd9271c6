// The one list of Module Federation shared singletons, imported by the shell and every remote config.
// Versions come from the installed packages, so host and remotes always agree on what they negotiate.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

function installedVersion(pkg: string): string {
  return (require(`${pkg}/package.json`) as { version: string }).version;
}

// Not shared on purpose: @ant-design/icons. Icons hold no state, and a shared package is not tree-shaken,
// so each app bundles just the icons it uses.
const singletons = [
  'react',
  'react-dom',
  'react-router-dom',
  'zustand',
  '@tanstack/react-query',
  'antd',
  'dayjs',
];

type SharedConfig = Record<
  string,
  { singleton: true; requiredVersion: string; version?: string; eager?: false; packageName?: string }
>;

export function sharedDependencies(): SharedConfig {
  const shared: SharedConfig = {};
  for (const pkg of singletons) {
    const version = installedVersion(pkg);
    shared[pkg] = { singleton: true, requiredVersion: `^${version}` };
  }
  // Subpath imports (react/jsx-runtime, react-dom/client) must resolve to the same instance too.
  for (const pkg of ['react', 'react-dom']) {
    shared[`${pkg}/`] = { singleton: true, requiredVersion: `^${installedVersion(pkg)}` };
  }
  // shared-ui holds the stores: one instance on the page, with an explicit version.
  const sharedUiVersion = installedVersion('@usedcars/shared-ui');
  // packageName: the plugin otherwise resolves the bare prefix '@usedcars/shared-ui/', which Node deprecates (DEP0155).
  shared['@usedcars/shared-ui/'] = {
    singleton: true,
    version: sharedUiVersion,
    requiredVersion: sharedUiVersion,
    packageName: '@usedcars/shared-ui',
  };
  return shared;
}

// The rsbuild config of every remote: its exposes and pages.json come from its own table of pages (src/app/pages.ts),
// its dev port from apps.json, the rest is the same for all three. A remote's rsbuild.config.ts is one call.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type EnvironmentConfig, type RsbuildConfig, type RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { defaultPort, type RemoteName } from './apps';
import { exposedModules, PAGES_FILE, type RemotePages } from '@usedcars/contract/remote-pages';
import { ANTD_PER_COMPONENT, HTML_TEMPLATE, sharedDependencies, type SharedOptions } from './shared';

export interface RemoteBuildOptions {
  /** The remote's pages (its src/app/pages.ts): what it exposes, and what the shell routes to at run time. */
  pages: RemotePages;
  /** The page title of the standalone run. */
  title: string;
  /** Give the standalone run the site's icon (SITE_ICON). */
  siteIcon?: boolean;
  /**
   * Also build the remote for Node (dist/server/remoteEntry.js), which the shell's server loads at run time to
   * render the public pages: the same exposes, plus `./<module>` for each file in `serverExposes`.
   */
  serverExposes?: Record<string, string>;
}

/** The site's icon, in the shared package so that every app's build finds it without reading another app. */
export const SITE_ICON = path.join(import.meta.dirname, 'favicon.svg');

/** Where the Node build of a remote goes, under its dist: served with the browser build, from the same address. */
export const SERVER_DIST = 'server';

type ModuleFederationOptions = Parameters<typeof pluginModuleFederation>[0];

/** The runtime plugin of every app's browser build that loads each shared and remote module in a task of its own. */
export const YIELD_TO_MAIN_PLUGIN = path.join(import.meta.dirname, 'yield-to-main.ts');

/** The Module Federation runtime's packages that the browser builds bundle (the shell's inject plugin among them). */
const FEDERATION_RUNTIME_PACKAGES = [
  '@module-federation/sdk',
  '@module-federation/error-codes',
  '@module-federation/runtime-core',
  '@module-federation/runtime',
  '@module-federation/runtime-tools',
  '@module-federation/webpack-bundler-runtime',
  '@module-federation/inject-external-runtime-core-plugin',
];

/**
 * Aliases of a browser build that give it the ES module builds of the federation runtime's packages. rspack's
 * federation plugin finds the runtime with require.resolve, which answers their CommonJS builds: those the bundler
 * cannot tree-shake, so every app's entry carried the whole SDK (its build-time helpers and Node script loading
 * among them). The ES module build of each is the same version, beside it.
 */
export function esmFederationRuntime(appDir: string = process.cwd()): Record<string, string> {
  const require = createRequire(path.join(appDir, 'package.json'));
  const aliases: Record<string, string> = {};
  for (const pkg of FEDERATION_RUNTIME_PACKAGES) {
    const commonJs = require.resolve(pkg);
    const esm = ['.js', '.mjs']
      .map((extension) => commonJs.replace(/\.cjs$/, extension))
      .find((file) => file !== commonJs && existsSync(file));
    if (!esm) throw new Error(`${pkg}: no ES module build beside ${commonJs}`);
    aliases[`${pkg}$`] = esm;
    aliases[`${commonJs}$`] = esm;
  }
  return aliases;
}

/**
 * The Module Federation plugin of an app's Node build (the `node` environment of nodeEnvironment): the plugin makes
 * that output async-node with a commonjs-module entry and adds @module-federation/node's runtime plugin, which loads
 * a remote's Node entry and chunks over HTTP from where the entry was.
 */
export function nodeFederation(
  options: Pick<ModuleFederationOptions, 'name' | 'filename' | 'exposes' | 'remotes'>,
  shared: SharedOptions = {},
): RsbuildPlugin {
  return pluginModuleFederation(
    {
      ...options,
      shared: sharedDependencies({ ...shared, target: 'node' }),
      shareStrategy: 'loaded-first',
      dts: false,
    },
    { target: 'node', environment: 'node' },
  );
}

/** The `node` environment of an app's build: `entry` built for Node into dist/server. */
export function nodeEnvironment(entry: Record<string, string>): EnvironmentConfig {
  return {
    source: { entry },
    output: {
      target: 'node',
      distPath: { root: `dist/${SERVER_DIST}` },
      // Hashed like the browser's chunks: a new version's chunks never meet an old one's in a cache. The entries keep
      // their names (the server loads server/remoteEntry.js and server/server.js); rsbuild's Node default for the
      // other chunks is their id alone.
      filenameHash: true,
    },
    // A function: the federation plugin keeps an environment's tools.rspack only in that form.
    tools: {
      rspack: (config) => {
        config.output = { ...config.output, chunkFilename: '[id].[contenthash:8].js' };
      },
    },
  };
}

/**
 * The standalone page's copy of the Module Federation runtime core (standalone-runtime.ts), built by an environment of
 * its own without the federation plugin, so that the core is bundled there rather than taken from the page.
 */
const STANDALONE_RUNTIME_ENVIRONMENT = 'standalone-runtime';
const STANDALONE_RUNTIME_SCRIPT = '/static/js/federation-runtime.js';

function standaloneRuntimeEnvironment(): EnvironmentConfig {
  return {
    source: {
      entry: { 'federation-runtime': path.join(import.meta.dirname, 'standalone-runtime.ts') },
      // The core's Node code paths out, as in the apps' own runtimes (experiments.optimization.target).
      define: { ENV_TARGET: JSON.stringify('web') },
    },
    // One file at a fixed address, which the standalone page names (html.tags below); no page of its own.
    output: { filenameHash: false },
    splitChunks: false,
    tools: { htmlPlugin: false },
  };
}

/** `./HomePage` -> `./src/exposed/HomePage.tsx`, for every page the remote serves. */
export function remoteExposes(pages: RemotePages): Record<string, string> {
  return Object.fromEntries(
    exposedModules(pages).map((module) => [`./${module}`, `./src/exposed/${module}.tsx`]),
  );
}

/** Writes the remote's table of pages to pages.json beside its mf-manifest.json, where the shell reads it. */
function pluginPagesJson(pages: RemotePages): RsbuildPlugin {
  return {
    name: 'usedcars:pages-json',
    setup(api) {
      api.processAssets({ stage: 'additional', environments: ['web'] }, ({ compilation, sources }) => {
        compilation.emitAsset(PAGES_FILE, new sources.RawSource(`${JSON.stringify(pages, null, 2)}\n`));
      });
    },
  };
}

export function defineRemoteConfig(
  remote: RemoteName,
  { pages, title, siteIcon = false, serverExposes }: RemoteBuildOptions,
): RsbuildConfig {
  return defineConfig({
    plugins: [
      pluginReact(),
      pluginPagesJson(pages),
      pluginModuleFederation({
        name: remote,
        filename: 'remoteEntry.js',
        exposes: remoteExposes(pages),
        shared: sharedDependencies(),
        shareStrategy: 'loaded-first',
        runtimePlugins: [YIELD_TO_MAIN_PLUGIN],
        dts: false,
        experiments: {
          // The runtime's core (about 17 kB gzip of every remote entry a page loads) is the host's: the shell puts
          // its own on the page (provideExternalRuntime), and the standalone page the copy built apart below.
          externalRuntime: true,
          // A remote loads no remotes of its own: its runtime drops the code for that (manifest snapshots, remote
          // loading) and for Node, 2.4 kB of every remote entry the home page pays for.
          optimization: { disableSnapshot: true, disableRemote: true, target: 'web' },
        },
      }),
      ...(serverExposes
        ? [
            nodeFederation({
              name: remote,
              filename: 'remoteEntry.js',
              exposes: { ...remoteExposes(pages), ...serverExposes },
            }),
          ]
        : []),
    ],
    environments: {
      web: { resolve: { alias: esmFederationRuntime() } },
      [STANDALONE_RUNTIME_ENVIRONMENT]: standaloneRuntimeEnvironment(),
      // The browser entry is never run on the server; the remote entry is all the server loads.
      ...(serverExposes ? { node: nodeEnvironment({ index: './src/server-entry.ts' }) } : {}),
    },
    source: { transformImport: [ANTD_PER_COMPONENT] },
    html: {
      template: HTML_TEMPLATE,
      title,
      favicon: siteIcon ? SITE_ICON : undefined,
      // Standalone only: the page's relative asset URLs must resolve from the site root on deep links like
      // /products/123, while the remote build itself stays address-free ('auto' below).
      tags: [
        { tag: 'base', attrs: { href: '/' }, append: false },
        // Before the page's entry (deferred scripts run in order): the runtime core the entry runs on.
        { tag: 'script', attrs: { src: STANDALONE_RUNTIME_SCRIPT, defer: true }, head: true, append: false },
      ],
    },
    // 'auto': chunks load from wherever mf-manifest.json / remoteEntry.js was fetched, so one build runs anywhere.
    output: { assetPrefix: 'auto' },
    server: {
      port: defaultPort(remote),
      strictPort: true,
      cors: { origin: '*' },
      proxy: { '/api': process.env.API_URL || `http://localhost:${defaultPort('api')}` },
    },
  });
}

// The rsbuild config of every remote: its exposes come from remote-pages.ts, its dev port from apps.json, the
// rest is the same for all three. A remote's rsbuild.config.ts is one call.
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { defaultPort, type RemoteName } from './apps';
import { exposedModules } from './remote-pages';
import { ANTD_PER_COMPONENT, HTML_TEMPLATE, sharedDependencies } from './shared';

export interface RemoteBuildOptions {
  /** The page title of the standalone run. */
  title: string;
  /** An icon for the standalone run, relative to the remote's folder. */
  favicon?: string;
}

/** `./HomePage` -> `./src/exposed/HomePage.tsx`, for every page the remote serves. */
export function remoteExposes(remote: RemoteName): Record<string, string> {
  return Object.fromEntries(
    exposedModules(remote).map((module) => [`./${module}`, `./src/exposed/${module}.tsx`]),
  );
}

export function defineRemoteConfig(
  remote: RemoteName,
  { title, favicon }: RemoteBuildOptions,
): RsbuildConfig {
  return defineConfig({
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name: remote,
        filename: 'remoteEntry.js',
        exposes: remoteExposes(remote),
        shared: sharedDependencies(),
        shareStrategy: 'loaded-first',
        dts: false,
      }),
    ],
    source: { transformImport: [ANTD_PER_COMPONENT] },
    html: {
      template: HTML_TEMPLATE,
      title,
      favicon,
      // Standalone only: the page's relative asset URLs must resolve from the site root on deep links like
      // /products/123, while the remote build itself stays address-free ('auto' below).
      tags: [{ tag: 'base', attrs: { href: '/' }, append: false }],
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

// The shell: the host every user opens. No remote is declared here: the shell reads /remotes.json at start
// and registers what it lists (src/features/remotes), so remote addresses are deploy-time configuration.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { defaultPort } from '@usedcars/shared-ui/mf/apps';
import { ANTD_PER_COMPONENT, sharedDependencies } from '@usedcars/shared-ui/mf/shared';

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'shell',
      remotes: {},
      shared: sharedDependencies(),
      shareStrategy: 'loaded-first',
      runtimePlugins: [path.resolve(import.meta.dirname, 'src/runtime-plugin/manifest-timeout.ts')],
      dts: false,
    }),
  ],
  source: { transformImport: [ANTD_PER_COMPONENT] },
  html: {
    // The shell's own page: the header and a placeholder paint before any script (see the file).
    template: './src/index.html',
    title: 'UsedCars: buy and sell used cars',
    favicon: './public/favicon.svg',
  },
  output: { assetPrefix: '/' },
  server: {
    port: defaultPort('shell'),
    strictPort: true,
    proxy: { '/api': process.env.API_URL || `http://localhost:${defaultPort('api')}` },
    // `npm run dev` writes the remotes.json of the ports in use; serve it instead of public/remotes.json.
    setup: ({ server }) => {
      const remotesJson = process.env.REMOTES_JSON_FILE;
      if (!remotesJson) return;
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== '/remotes.json') return next();
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(readFileSync(remotesJson));
      });
    },
  },
});

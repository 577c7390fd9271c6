// The shell: the host every user opens. No remote is declared here: the shell reads /remotes.json at start
// and registers what it lists (src/features/remotes), so remote addresses are deploy-time configuration.
// Built twice: for the browser (dist) and for Node (dist/server/server.js: the server render of the public pages,
// which its web server calls and which loads the storefront's Node build at run time).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type HtmlBasicTag, type RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { defaultPort, REMOTE_NAMES } from '@usedcars/shared-ui/mf/apps';
import {
  esmFederationRuntime,
  nodeEnvironment,
  nodeFederation,
  SITE_ICON,
  YIELD_TO_MAIN_PLUGIN,
} from '@usedcars/shared-ui/mf/remote-build';
import { ANTD_PER_COMPONENT, sharedDependencies } from '@usedcars/shared-ui/mf/shared';
import { siteRoutes } from './src/app/site-routes';

/**
 * The build's own /remotes.json: every remote on this machine at its apps.json port (rsbuild dev / preview, the
 * docker-compose stack). A deployment serves its own instead (tools/web-server --file; npm start writes one).
 */
const pluginDefaultRemotesJson: RsbuildPlugin = {
  name: 'usedcars:default-remotes-json',
  setup(api) {
    api.processAssets({ stage: 'additional', environments: ['web'] }, ({ compilation, sources }) => {
      const remotes = REMOTE_NAMES.map((name) => ({
        name,
        entry: `http://localhost:${defaultPort(name)}/mf-manifest.json`,
      }));
      compilation.emitAsset(
        'remotes.json',
        new sources.RawSource(`${JSON.stringify({ remotes }, null, 2)}\n`),
      );
    });
  },
};

/**
 * The site's route table for the shell's web server (tools/web-server/public-pages): which paths are pages, which
 * are public. Written with the build rather than read by the server from the sources, which are TypeScript.
 */
const pluginSiteRoutesJson: RsbuildPlugin = {
  name: 'usedcars:site-routes-json',
  setup(api) {
    api.processAssets({ stage: 'additional', environments: ['web'] }, ({ compilation, sources }) => {
      compilation.emitAsset(
        'site-routes.json',
        new sources.RawSource(`${JSON.stringify(siteRoutes(), null, 2)}\n`),
      );
    });
  },
};

/**
 * The page's scripts start once a server-rendered page is on screen (boot/start-after-paint.js): the entry's script
 * tags become that one script's data-scripts (their addresses, space-separated), and it loads them. Emitted with a
 * content hash, cached for good.
 */
const pluginStartAfterPaint: RsbuildPlugin = {
  name: 'usedcars:start-after-paint',
  setup(api) {
    const source = readFileSync(path.resolve(import.meta.dirname, 'boot/start-after-paint.js'), 'utf8');
    const file = `static/js/start-after-paint.${createHash('sha256').update(source).digest('hex').slice(0, 10)}.js`;
    api.processAssets({ stage: 'additional', environments: ['web'] }, ({ compilation, sources }) => {
      compilation.emitAsset(file, new sources.RawSource(source));
    });
    api.modifyHTMLTags(({ headTags, bodyTags }, { assetPrefix }) => {
      const isScript = (tag: HtmlBasicTag) => tag.tag === 'script' && typeof tag.attrs?.src === 'string';
      const scripts = [...headTags, ...bodyTags].filter(isScript).map((tag) => tag.attrs!.src);
      const starter: HtmlBasicTag = {
        tag: 'script',
        attrs: {
          defer: true,
          src: `${assetPrefix.replace(/\/$/, '')}/${file}`,
          'data-scripts': scripts.join(' '),
        },
      };
      return {
        headTags: [...headTags.filter((tag) => !isScript(tag)), starter],
        bodyTags: bodyTags.filter((tag) => !isScript(tag)),
      };
    });
  },
};

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginDefaultRemotesJson,
    pluginSiteRoutesJson,
    pluginStartAfterPaint,
    pluginModuleFederation({
      name: 'shell',
      remotes: {},
      shared: sharedDependencies({ provideAllOfAntd: true }),
      shareStrategy: 'loaded-first',
      runtimePlugins: [
        path.resolve(import.meta.dirname, 'src/runtime-plugin/manifest-timeout.ts'),
        YIELD_TO_MAIN_PLUGIN,
      ],
      dts: false,
      experiments: {
        // The remotes' browser builds bundle no runtime core of their own (externalRuntime): they run on this one,
        // which the shell's runtime puts on the page when it starts.
        provideExternalRuntime: true,
        // The browser build's runtime without its Node code paths (2.4 kB of the first load); the Node build below
        // keeps them.
        optimization: { target: 'web' },
      },
    }),
    // The Node build: the server render, a host that loads the storefront's Node build as the browser its own.
    // Every antd entry point here too: one only a remote imports would otherwise render on the server from the
    // remote's copy, outside the shell's theme and style cache (no theme variables, no styles in the page), and
    // hydration keeps the server's class names.
    nodeFederation({ name: 'shell', remotes: {} }, { provideAllOfAntd: true }),
  ],
  environments: {
    web: { resolve: { alias: esmFederationRuntime() } },
    node: nodeEnvironment({ server: './src/server-entry.ts' }),
  },
  source: { transformImport: [ANTD_PER_COMPONENT] },
  html: {
    // The shell's own page: the header and a placeholder paint before any script (see the file).
    template: './src/index.html',
    title: 'UsedCars: buy and sell used cars',
    favicon: SITE_ICON,
  },
  output: { assetPrefix: '/' },
  server: {
    port: defaultPort('shell'),
    strictPort: true,
    proxy: { '/api': process.env.API_URL || `http://localhost:${defaultPort('api')}` },
    // `npm run dev` writes the remotes.json of the ports in use; serve it instead of the build's own.
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

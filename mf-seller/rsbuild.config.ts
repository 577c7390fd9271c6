// The seller remote: exposes its pages to the shell and also runs on its own.
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { ANTD_PER_COMPONENT, HTML_TEMPLATE, sharedDependencies } from '@usedcars/shared-ui/mf/shared';

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'seller',
      filename: 'remoteEntry.js',
      exposes: {
        './SellerLayout': './src/exposed/SellerLayout.tsx',
        './DashboardPage': './src/exposed/DashboardPage.tsx',
        './AddProductPage': './src/exposed/AddProductPage.tsx',
        './MyProductsPage': './src/exposed/MyProductsPage.tsx',
        './BookingsPage': './src/exposed/BookingsPage.tsx',
      },
      shared: sharedDependencies(),
      shareStrategy: 'loaded-first',
      dts: false,
    }),
  ],
  source: { transformImport: [ANTD_PER_COMPONENT] },
  html: {
    template: HTML_TEMPLATE,
    title: 'UsedCars seller (standalone)',
    // Standalone only: the page's relative asset URLs must resolve from the site root on deep links like
    // /products/123, while the remote build itself stays address-free ('auto' below).
    tags: [{ tag: 'base', attrs: { href: '/' }, append: false }],
  },
  // 'auto': chunks load from wherever mf-manifest.json / remoteEntry.js was fetched, so one build runs anywhere.
  output: { assetPrefix: 'auto' },
  server: {
    port: 8082,
    strictPort: true,
    cors: { origin: '*' },
    proxy: { '/api': process.env.API_URL || 'http://localhost:3000' },
  },
});

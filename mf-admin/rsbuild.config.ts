// The admin remote: exposes its pages to the shell and also runs on its own.
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { ANTD_PER_COMPONENT, HTML_TEMPLATE, sharedDependencies } from '@usedcars/shared-ui/mf/shared';

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'admin',
      filename: 'remoteEntry.js',
      exposes: {
        './AdminLayout': './src/exposed/AdminLayout.tsx',
        './DashboardPage': './src/exposed/DashboardPage.tsx',
        './UsersPage': './src/exposed/UsersPage.tsx',
        './CategoryPage': './src/exposed/CategoryPage.tsx',
        './BrandPage': './src/exposed/BrandPage.tsx',
        './ProductsPage': './src/exposed/ProductsPage.tsx',
        './ReportProductsPage': './src/exposed/ReportProductsPage.tsx',
        './AuditLogPage': './src/exposed/AuditLogPage.tsx',
      },
      shared: sharedDependencies(),
      shareStrategy: 'loaded-first',
      dts: false,
    }),
  ],
  source: { transformImport: [ANTD_PER_COMPONENT] },
  html: {
    template: HTML_TEMPLATE,
    title: 'UsedCars admin (standalone)',
    // The site's icon: one file, the shell's.
    favicon: '../shell/public/favicon.svg',
    // Standalone only: the page's relative asset URLs must resolve from the site root on deep links like
    // /products/123, while the remote build itself stays address-free ('auto' below).
    tags: [{ tag: 'base', attrs: { href: '/' }, append: false }],
  },
  // 'auto': chunks load from wherever mf-manifest.json / remoteEntry.js was fetched, so one build runs anywhere.
  output: { assetPrefix: 'auto' },
  server: {
    port: 8083,
    strictPort: true,
    cors: { origin: '*' },
    proxy: { '/api': process.env.API_URL || 'http://localhost:3000' },
  },
});

// The storefront remote: the shopper pages, exposed to the shell and also runnable on their own; built for Node
// too, for the shell's server render of the public pages.
import { defineRemoteConfig } from '@usedcars/shared-ui/mf/remote-build';
import { STOREFRONT_TABLE } from './src/app/pages';

export default defineRemoteConfig('storefront', {
  pages: STOREFRONT_TABLE,
  title: 'UsedCars storefront (standalone)',
  serverExposes: { './page-data': './src/server/page-data.ts' },
});

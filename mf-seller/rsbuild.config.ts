// The seller remote: exposes its pages to the shell and also runs on its own.
import { defineRemoteConfig } from '@usedcars/shared-ui/mf/remote-build';
import { SELLER_TABLE } from './src/app/pages';

export default defineRemoteConfig('seller', { pages: SELLER_TABLE, title: 'UsedCars seller (standalone)' });

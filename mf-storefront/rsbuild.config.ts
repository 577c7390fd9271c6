// The storefront remote: the shopper pages, exposed to the shell and also runnable on their own.
import { defineRemoteConfig } from '@usedcars/shared-ui/mf/remote-build';

export default defineRemoteConfig('storefront', { title: 'UsedCars storefront (standalone)' });

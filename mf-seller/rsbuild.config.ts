// The seller remote: exposes its pages to the shell and also runs on its own.
import { defineRemoteConfig } from '@usedcars/shared-ui/mf/remote-build';

export default defineRemoteConfig('seller', { title: 'UsedCars seller (standalone)' });

// The admin remote: exposes its pages to the shell and also runs on its own.
import { defineRemoteConfig } from '@usedcars/shared-ui/mf/remote-build';
import { ADMIN_TABLE } from './src/app/pages';

export default defineRemoteConfig('admin', {
  pages: ADMIN_TABLE,
  title: 'UsedCars admin (standalone)',
  siteIcon: true,
});

// The admin remote: exposes its pages to the shell and also runs on its own.
import { defineRemoteConfig } from '@usedcars/shared-ui/mf/remote-build';
import { ADMIN_TABLE } from './src/app/pages';

// The site's icon: one file, the shell's.
export default defineRemoteConfig('admin', {
  pages: ADMIN_TABLE,
  title: 'UsedCars admin (standalone)',
  favicon: '../shell/public/favicon.svg',
});

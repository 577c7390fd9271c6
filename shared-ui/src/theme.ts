// antd theme of the marketplace, applied by the shell and by each remote's standalone bootstrap.
import type { ThemeConfig } from 'antd';

export const BRAND_COLOR = '#d4380d';

export const appTheme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_COLOR,
    colorLink: BRAND_COLOR,
    borderRadius: 8,
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: { headerBg: '#ffffff', footerBg: '#141414', bodyBg: '#f5f5f5', headerPadding: '0 24px' },
  },
};

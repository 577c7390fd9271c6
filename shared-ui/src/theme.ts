// antd theme of the marketplace, applied by the shell and by each remote's standalone bootstrap.
import type { ThemeConfig } from 'antd';

// Every text colour meets WCAG AA contrast (4.5:1) on its background, as the axe checks in e2e require: the brand
// orange, secondary and placeholder text and error red are darker than antd's defaults, and so is the text of the
// green and orange tags (shade 7 of the palette), so it reads on their pale backgrounds.
export const BRAND_COLOR = '#c4330b';

export const appTheme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_COLOR,
    colorLink: BRAND_COLOR,
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorError: '#cf1322',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
    // Both spellings: antd emits the hyphenated one as the CSS variable the tags read.
    green7: '#237804',
    'green-7': '#237804',
    orange7: '#ad4e00',
    'orange-7': '#ad4e00',
    gold7: '#874d00',
    'gold-7': '#874d00',
    borderRadius: 8,
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: { headerBg: '#ffffff', footerBg: '#141414', bodyBg: '#f5f5f5', headerPadding: '0 24px' },
  },
};

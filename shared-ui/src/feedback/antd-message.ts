// antd's message, themed like the pages. Loaded by message.ts on the first message, not with the page.
import { ConfigProvider, message } from 'antd';
import { createElement } from 'react';
import { appTheme } from '@usedcars/shared-ui/theme';

// Static methods render outside the page's tree; holderRender gives them the same theme.
ConfigProvider.config({
  holderRender: (children) => createElement(ConfigProvider, { theme: appTheme }, children),
});

export { message };

// The packages every app shares as Module Federation singletons (shared.ts), so that the page has one of each.
// Plain data with no import, so the browser tests read the same list.
//
// Not shared on purpose: @ant-design/icons. Icons hold no state, and a shared package is not tree-shaken,
// so each app bundles just the icons it uses.
export const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'zustand',
  '@tanstack/react-query',
  'antd',
  'dayjs',
] as const;

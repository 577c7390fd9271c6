// The browser tests run the product on their own ports, so they never collide with a running `npm start`.
export const E2E_PORTS = {
  api: 3100,
  oidc: 3101,
  shell: 8180,
  storefront: 8181,
  seller: 8182,
  admin: 8183,
} as const;

export const SHELL_URL = `http://localhost:${E2E_PORTS.shell}`;
export const storefrontUrl = `http://localhost:${E2E_PORTS.storefront}`;
export const API_URL = `http://localhost:${E2E_PORTS.api}/api`;

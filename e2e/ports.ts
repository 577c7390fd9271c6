// The browser tests run the product on their own ports, so they never collide with a running `npm start`.
// E2E_PORT_OFFSET moves them all, so two checkouts on one machine can run their browser tests side by side.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const E2E_PORTS = {
  api: 3100 + offset,
  oidc: 3101 + offset,
  shell: 8180 + offset,
  storefront: 8181 + offset,
  seller: 8182 + offset,
  admin: 8183 + offset,
} as const;

export const SHELL_URL = `http://localhost:${E2E_PORTS.shell}`;
export const storefrontUrl = `http://localhost:${E2E_PORTS.storefront}`;
export const API_URL = `http://localhost:${E2E_PORTS.api}/api`;

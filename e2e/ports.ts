// The browser tests run the product on their own ports (apps.json's, moved by its e2ePortShift), so they never
// collide with a running `npm start`. E2E_PORT_OFFSET moves them all, so two checkouts on one machine can run
// their browser tests side by side.
import APPS from '../shared-ui/src/mf/apps.json';

type PortName = keyof typeof APPS.ports;
type AppName = keyof typeof APPS.apps;

const shift = APPS.e2ePortShift + Number(process.env.E2E_PORT_OFFSET ?? 0);
const portNames = Object.keys(APPS.ports) as PortName[];

export const E2E_PORTS = Object.fromEntries(
  portNames.map((name) => [name, APPS.ports[name].port + shift]),
) as Record<PortName, number>;

/** The environment that starts `npm start` on E2E_PORTS (API_PORT, SHELL_PORT, ...). */
export const E2E_PORT_ENV = Object.fromEntries(
  portNames.map((name) => [APPS.ports[name].env, String(E2E_PORTS[name])]),
);

/** The folder of the app served on each port, e.g. { 8180: 'shell' }. */
export const APP_DIR_BY_PORT: Record<string, string> = Object.fromEntries(
  (Object.keys(APPS.apps) as AppName[]).map((name) => [E2E_PORTS[name], APPS.apps[name].dir]),
);

export const SHELL_URL = `http://localhost:${E2E_PORTS.shell}`;
export const storefrontUrl = `http://localhost:${E2E_PORTS.storefront}`;
export const API_URL = `http://localhost:${E2E_PORTS.api}/api`;

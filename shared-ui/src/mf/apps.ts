// Typed access to apps.json, the one list of front-end apps, remote names and ports.
import APPS_JSON from './apps.json';

export type AppName = keyof typeof APPS_JSON.apps;
export type RemoteName = Exclude<AppName, 'shell'>;
export type PortName = keyof typeof APPS_JSON.ports;

export const APP_NAMES = Object.keys(APPS_JSON.apps) as AppName[];
export const REMOTE_NAMES = APP_NAMES.filter((name): name is RemoteName => name !== 'shell');

/** The port of a local run (`npm start`, `rsbuild dev`). */
export function defaultPort(name: PortName): number {
  return APPS_JSON.ports[name].port;
}

/** The environment variable that moves a port, e.g. SHELL_PORT. */
export function portEnv(name: PortName): string {
  return APPS_JSON.ports[name].env;
}

/** How far the browser tests move every port, so they never collide with a running `npm start`. */
export const E2E_PORT_SHIFT = APPS_JSON.e2ePortShift;

/** The folder of an app in the repository, e.g. mf-storefront. */
export function appDir(name: AppName): string {
  return APPS_JSON.apps[name].dir;
}

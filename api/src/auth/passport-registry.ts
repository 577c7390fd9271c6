import passport, { type Strategy } from 'passport';

/**
 * Makes `strategy` the one Passport runs under `name`. Passport keeps one registry per process, and each strategy
 * registers itself when its app creates it, so the app created last would check every app's requests. A process
 * runs one app, except in the tests, which start one app inside another's lifetime: so each guard puts back its own
 * app's strategy (with that app's secret and database) just before authenticating.
 */
export function useOwnStrategy(name: string, strategy: Strategy): void {
  passport.use(name, strategy);
}

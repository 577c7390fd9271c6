// Round robin over the API instances behind /api, the public pages' reads and the server render.

/** How long an API instance that refused a connection is passed over. */
export const API_DOWN_MS = 5000;

export interface Balancer {
  /** The API instance (its base URL) to ask next. */
  next(): string;
  /** `target` could not be reached: pass it over for API_DOWN_MS. */
  failed(target: string): void;
}

/**
 * Round robin over the API instances (`targets`), passing over one that could not be reached within API_DOWN_MS.
 * The APIs keep no state of their own (Redis and the database hold it), so any instance may answer any request.
 */
export function createBalancer(targets: readonly string[], now = Date.now): Balancer {
  const downUntil = new Map<string, number>();
  let turn = 0;
  const take = () => targets[turn++ % targets.length] as string;
  return {
    next() {
      for (let tried = 0; tried < targets.length; tried += 1) {
        const target = take();
        if ((downUntil.get(target) ?? 0) <= now()) return target;
      }
      // Every one is down: ask the next anyway, rather than refuse without trying.
      return take();
    },
    failed(target) {
      downUntil.set(target, now() + API_DOWN_MS);
    },
  };
}

const UNREACHABLE = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENOTFOUND']);

/** Whether a failed connection (a socket's error, or fetch()'s, whose cause is the socket's) never reached the host. */
export function unreachable(error: unknown): boolean {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown } };
  return UNREACHABLE.has(String(code)) || UNREACHABLE.has(String(cause?.code));
}

/** Largest JSON or form body: the biggest real one (a listing) is a few kB; images are uploads, with their own limit. */
export const MAX_BODY_BYTES = 100 * 1024;
export const BODY_TOO_LARGE_MESSAGE = `The request body is too large. It may be at most ${MAX_BODY_BYTES / 1024} kB.`;
export const INVALID_JSON_MESSAGE = 'The request body is not valid JSON.';
export const UNSUPPORTED_BODY_MESSAGE =
  'Please send the request body as JSON (Content-Type: application/json).';

/** Nesting of arrays and objects a body may have: real ones have two or three levels. */
export const MAX_BODY_DEPTH = 32;
export const BODY_TOO_DEEP_MESSAGE = `The request body is nested too deeply. It may have at most ${MAX_BODY_DEPTH} levels.`;

/**
 * True when `value` nests arrays or objects more than `limit` levels deep. Walks without recursion and stops at
 * the limit: a hostile body of a few kB can nest thousands of levels, which every recursive reader (validation,
 * transformation) would overflow on.
 */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [node, depth] = pending.pop() as [unknown, number];
    if (node === null || typeof node !== 'object') continue;
    if (depth >= limit) return true;
    for (const child of Object.values(node)) pending.push([child, depth + 1]);
  }
  return false;
}

/** Fastify's own refusals of an address, before any route runs: answered in the one error shape, path not echoed. */
export const URL_TOO_LONG_MESSAGE = 'The address is too long.';
export const BAD_URL_MESSAGE = 'The address is not valid.';

import { createHash } from 'node:crypto';

/**
 * Answers sent many times unchanged, as the catalog's cached pages are (CatalogCache): their JSON text and ETag are
 * made the first time one is sent and kept with the object, for as long as it lives, instead of on every request.
 * A page of 100 cars is about 250 kB of JSON, and serializing and hashing it cost more than the rest of the request.
 * configure-app's hooks use the kept text and ETag.
 */
const sentBefore = new WeakMap<object, SentText | null>();

interface SentText {
  text: string;
  /** What else the answer said, outside its body, when its ETag was made (see etagOf); null before it is sent. */
  besides: string | null;
  etag: string | null;
}

/**
 * Marks `answer` as one that is sent again unchanged. It is frozen, with everything it holds, so that its kept
 * text cannot go stale: code that tried to change it would fail loudly instead.
 */
export function sentUnchanged<T extends object>(answer: T): T {
  if (!sentBefore.has(answer)) {
    deepFreeze(answer);
    sentBefore.set(answer, null);
  }
  return answer;
}

/**
 * The JSON text of an answer marked by sentUnchanged (undefined for any other), made the first time it is asked
 * for: by the catalog cache measuring what it keeps, then by the sending, which reuses it.
 */
export function keptText(answer: unknown): string | undefined {
  if (typeof answer !== 'object' || answer === null) return undefined;
  const kept = sentBefore.get(answer);
  if (kept !== null) return kept?.text;
  const text = JSON.stringify(answer);
  sentBefore.set(answer, { text, besides: null, etag: null });
  return text;
}

/**
 * The text and ETag of an answer marked by sentUnchanged (undefined for any other), made the first time.
 * `besides` is what the answer says outside its body (a list's total, in its headers).
 */
export function sentText(answer: unknown, besides: string): { text: string; etag: string } | undefined {
  const text = keptText(answer);
  if (text === undefined) return undefined;
  const kept = sentBefore.get(answer as object)!;
  if (kept.besides === besides && kept.etag !== null) return kept as { text: string; etag: string };
  const made = { text, besides, etag: etagOf(text, besides) };
  sentBefore.set(answer as object, made);
  return made;
}

/**
 * An answer's ETag: a hash of its body and of what it says besides (a new total with the same page is a new
 * ETag). Without anything besides, it is the hash @fastify/etag would make.
 */
export function etagOf(body: string | Buffer, besides: string): string {
  const hash = createHash('sha1').update(body);
  if (besides) hash.update(besides);
  return `"${hash.digest('base64')}"`;
}

function deepFreeze(value: object): void {
  const pending: object[] = [value];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (Object.isFrozen(next)) continue;
    Object.freeze(next);
    for (const held of Object.values(next))
      if (typeof held === 'object' && held !== null) pending.push(held as object);
  }
}

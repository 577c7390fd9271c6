/** Largest JSON or form body: the biggest real one (a listing) is a few kB; images are uploads, with their own limit. */
export const MAX_BODY_BYTES = 100 * 1024;
export const BODY_TOO_LARGE_MESSAGE = `The request body is too large. It may be at most ${MAX_BODY_BYTES / 1024} kB.`;
export const INVALID_JSON_MESSAGE = 'The request body is not valid JSON.';
export const UNSUPPORTED_BODY_MESSAGE =
  'Please send the request body as JSON (Content-Type: application/json).';

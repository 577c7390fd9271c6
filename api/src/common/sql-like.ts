/** A LIKE pattern (with `ESCAPE '!'`) matching `text` anywhere, any case: `%` and `_` in the user's text match
 * themselves, not any text (`!` escapes: the same on both drivers). */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[!%_]/g, (char) => `!${char}`)}%`;
}

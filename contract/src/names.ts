// The one rule of a name people write and others read on one line: a display name, a car's name, model and colour,
// a category or brand, a saved search, a meeting place. The API applies it to every such field it stores
// (CleanName in api/src/common/validation.ts), and in code to the name Google gives and create-admin's.

/** What breaks a line: line feeds, carriage returns, tabs and the other line and paragraph separators. */
const LINE_BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;
/** Other control characters (C0, DEL, C1) and the bidi embeddings, overrides and isolates, which reorder text. */
// eslint-disable-next-line no-control-regex
const INVISIBLE_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** The name as it is kept: each run of line breaks becomes a space, other controls go, and it is trimmed. */
export function cleanName(name: string): string {
  return name.replace(LINE_BREAKS, ' ').replace(INVISIBLE_CONTROLS, '').trim();
}

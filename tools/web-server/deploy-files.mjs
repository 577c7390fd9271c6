// The files a deployment may change under a running server, which must then be seen without a restart: remotes.json
// and the app's index.html. Every page request needs them (the page's text, its CSP, the remotes to render with), so
// each is read and parsed again only when its stat changes: a page then costs one stat per file, not a read and a
// JSON parse per reader.
import { readFile, stat } from 'node:fs/promises';

/** filePath -> { stamp, text, remotes }: the last text read, and its remotes list once asked for. */
const kept = new Map();

const stampOf = (stats) => `${stats.ino}:${stats.size}:${stats.mtimeMs}`;

/** The file's text, or null when it cannot be read (missing, a folder, no permission). */
export async function readDeployFile(filePath) {
  let stats;
  try {
    stats = await stat(filePath);
  } catch {
    kept.delete(filePath);
    return null;
  }
  const stamp = stampOf(stats);
  const known = kept.get(filePath);
  if (known?.stamp === stamp) return known.text;
  let text;
  try {
    text = await readFile(filePath, 'utf8');
  } catch {
    return null;
  }
  kept.set(filePath, { stamp, text, remotes: null });
  return text;
}

/**
 * The remotes remotes.json lists (its `remotes` array; each item as written, to be checked by the caller), or []
 * when the file is missing, unreadable or not such JSON. Parsed once per version of the file.
 */
export async function readRemotesList(filePath) {
  const text = await readDeployFile(filePath);
  if (text === null) return [];
  const entry = kept.get(filePath);
  // Another request may have read a newer version meanwhile: keep the list only beside the text it came from.
  if (entry?.text === text && entry.remotes) return entry.remotes;
  const list = remotesIn(text);
  if (entry?.text === text) entry.remotes = list;
  return list;
}

function remotesIn(text) {
  try {
    const remotes = JSON.parse(text)?.remotes;
    return Array.isArray(remotes) ? remotes : [];
  } catch {
    return [];
  }
}

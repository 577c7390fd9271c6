// The files a deployment may change under a running server, which must then be seen without a restart: remotes.json
// and the app's index.html. Every page request needs them (the page's text, its CSP, the remotes to render with), so
// each is read and parsed again only when its stat changes: a page then costs one stat per file, not a read and a
// JSON parse per reader.
import type { Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';

/** An entry of remotes.json's `remotes`, its fields as written: checked by whoever reads them. */
export type ListedRemote = Partial<Record<'name' | 'entry' | 'serverEntry', unknown>>;

/** filePath -> the last text read, and its remotes list once asked for. */
const kept = new Map<string, { stamp: string; text: string; remotes: ListedRemote[] | null }>();

const stampOf = (stats: Stats) => `${stats.ino}:${stats.size}:${stats.mtimeMs}`;

/** The file's text, or null when it cannot be read (missing, a folder, no permission). */
export async function readDeployFile(filePath: string): Promise<string | null> {
  let stats: Stats;
  try {
    stats = await stat(filePath);
  } catch {
    kept.delete(filePath);
    return null;
  }
  const stamp = stampOf(stats);
  const known = kept.get(filePath);
  if (known?.stamp === stamp) return known.text;
  let text: string;
  try {
    text = await readFile(filePath, 'utf8');
  } catch {
    return null;
  }
  kept.set(filePath, { stamp, text, remotes: null });
  return text;
}

/**
 * The remotes remotes.json lists (the objects of its `remotes` array, their fields to be checked by the caller), or []
 * when the file is missing, unreadable or not such JSON. Parsed once per version of the file.
 */
export async function readRemotesList(filePath: string): Promise<ListedRemote[]> {
  const text = await readDeployFile(filePath);
  if (text === null) return [];
  const entry = kept.get(filePath);
  // Another request may have read a newer version meanwhile: keep the list only beside the text it came from.
  if (entry?.text === text && entry.remotes) return entry.remotes;
  const list = remotesIn(text);
  if (entry?.text === text) entry.remotes = list;
  return list;
}

function remotesIn(text: string): ListedRemote[] {
  try {
    const remotes: unknown = (JSON.parse(text) as { remotes?: unknown } | null)?.remotes;
    if (!Array.isArray(remotes)) return [];
    return remotes.filter((remote): remote is ListedRemote => typeof remote === 'object' && remote !== null);
  } catch {
    return [];
  }
}

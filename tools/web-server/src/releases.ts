// An app's releases: each build it has deployed, kept in a folder of its own, and a pointer to the one served.
//
//   <releases>/<version>/   the app's dist as built (never changed once written)
//   <releases>/current      the version served now, one line
//
// A version is `<UTC time>-<digest>` (20261207T041500Z-3fa9c2d1): its name sorts by age, and its digest (of every
// file of the build) tells that a build is already released. Publishing copies the build in under a temporary name
// and renames it, then replaces `current` by a rename: a server reading the folder sees the old release or the new
// one, never half of one. The last few releases stay, so that a page loaded from one of them still finds its files
// after the next deploy, and a rollback is a move of the pointer.
import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readDeployFile } from './deploy-files.js';

export const CURRENT_FILE = 'current';
/** A release's folder name. */
export const VERSION = /^\d{8}T\d{6}Z-[0-9a-f]{8}$/;
/** How many releases a publish keeps (the current one is always kept, even when older). */
export const KEEP_RELEASES = 5;

/**
 * The exit code of a web server that stops to serve its app's new release (the shell's: server.ts); whoever runs it
 * starts it again (`npm start` does).
 */
export const RESTART_EXIT_CODE = 75;

export const isVersion = (name: string): boolean => VERSION.test(name);

/** The version `current` names, when it is a release that exists; null before the first release. */
export async function currentVersion(releasesDir: string): Promise<string | null> {
  const text = await readDeployFile(path.join(releasesDir, CURRENT_FILE));
  const version = text?.trim() ?? '';
  if (!isVersion(version)) return null;
  return (await isFolder(path.join(releasesDir, version))) ? version : null;
}

/** Every release kept, oldest first. */
export async function listReleases(releasesDir: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(releasesDir);
  } catch {
    return [];
  }
  return names.filter(isVersion).sort();
}

async function isFolder(folder: string): Promise<boolean> {
  try {
    return (await stat(folder)).isDirectory();
  } catch {
    return false;
  }
}

/** A digest of a build: every file's path and content, in a fixed order. */
export async function digestOfBuild(buildDir: string): Promise<string> {
  const hash = createHash('sha256');
  const files = (await readdir(buildDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(buildDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(await readFile(path.join(buildDir, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** `20261207T041500Z-3fa9c2d1`: the time of the release and its build's digest. */
export function versionName(date: Date, digest: string): string {
  const time = date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
  return `${time}-${digest.slice(0, 8)}`;
}

/** Points `current` at `version`: written beside it, then renamed over it. */
async function pointAt(releasesDir: string, version: string): Promise<void> {
  const next = path.join(releasesDir, `.${CURRENT_FILE}-${randomBytes(4).toString('hex')}`);
  await writeFile(next, `${version}\n`);
  await rename(next, path.join(releasesDir, CURRENT_FILE));
}

export interface Published {
  version: string;
  /** The build was the current release already: nothing was copied. */
  unchanged: boolean;
  /** Releases removed to keep the last few. */
  removed: string[];
}

/**
 * Releases the build at `buildDir`: copied in as a new version, made current, the oldest releases beyond `keep`
 * removed. A build identical to the current release is not released again.
 */
export async function publishRelease(
  releasesDir: string,
  buildDir: string,
  { keep = KEEP_RELEASES, now = new Date() }: { keep?: number; now?: Date } = {},
): Promise<Published> {
  if (!(await isFolder(buildDir))) throw new Error(`${buildDir} is not a build folder`);
  if (!(await stat(path.join(buildDir, 'index.html')).catch(() => null))) {
    throw new Error(`${buildDir} has no index.html: is it an app's dist?`);
  }
  await mkdir(releasesDir, { recursive: true });
  const digest = await digestOfBuild(buildDir);
  const current = await currentVersion(releasesDir);
  if (current?.endsWith(`-${digest.slice(0, 8)}`) && (await sameBuild(releasesDir, current, digest))) {
    return { version: current, unchanged: true, removed: [] };
  }
  const version = versionName(now, digest);
  const incoming = path.join(releasesDir, `.incoming-${randomBytes(4).toString('hex')}`);
  await cp(buildDir, incoming, { recursive: true });
  await rename(incoming, path.join(releasesDir, version));
  await pointAt(releasesDir, version);
  return { version, unchanged: false, removed: await prune(releasesDir, version, keep) };
}

async function sameBuild(releasesDir: string, version: string, digest: string): Promise<boolean> {
  return (await digestOfBuild(path.join(releasesDir, version))) === digest;
}

/** Removes the oldest releases beyond `keep`, never the current one. */
async function prune(releasesDir: string, current: string, keep: number): Promise<string[]> {
  const releases = await listReleases(releasesDir);
  const removed = releases.slice(0, Math.max(0, releases.length - keep)).filter((name) => name !== current);
  for (const name of removed) await rm(path.join(releasesDir, name), { recursive: true, force: true });
  return removed;
}

/**
 * Points `current` back at `to`, or at the release before the current one. The releases after it stay (a later
 * rollback "forward" is a rollback to them by name).
 */
export async function rollBack(
  releasesDir: string,
  to?: string,
): Promise<{ from: string | null; to: string }> {
  const releases = await listReleases(releasesDir);
  const from = await currentVersion(releasesDir);
  let target = to;
  if (target === undefined) {
    const before = releases.filter((name) => from === null || name < from);
    target = before.at(-1);
    if (!target) throw new Error('There is no earlier release to roll back to.');
  } else if (!releases.includes(target)) {
    throw new Error(`There is no release ${target}. Kept: ${releases.join(', ') || 'none'}.`);
  }
  await pointAt(releasesDir, target);
  return { from, to: target };
}

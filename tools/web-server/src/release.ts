#!/usr/bin/env node
// Releases one app's build into its releases folder (releases.ts), rolls it back, or lists its releases. The web
// server serving that folder (--releases) moves to the new current release by itself.
//
//   node tools/web-server/dist/release.js publish  --releases data/releases/storefront --from mf-storefront/dist [--keep 5]
//   node tools/web-server/dist/release.js rollback --releases data/releases/storefront [--to <version>]
//   node tools/web-server/dist/release.js list     --releases data/releases/storefront
//
// `npm run release -- <app>` builds the app and calls this (scripts/release.mjs).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { currentVersion, KEEP_RELEASES, listReleases, publishRelease, rollBack } from './releases.js';

const USAGE =
  'usage: release.js publish|rollback|list --releases <folder> [--from <build>] [--to <version>] [--keep N]';

export async function runRelease(argv: string[], log: (line: string) => void = console.log): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      releases: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      keep: { type: 'string' },
    },
  });
  const [command] = positionals;
  if (!values.releases || positionals.length !== 1) throw new Error(USAGE);
  const releasesDir = path.resolve(values.releases);
  if (command === 'publish') {
    if (!values.from) throw new Error(`publish needs --from <build folder>\n${USAGE}`);
    const keep = values.keep === undefined ? KEEP_RELEASES : Number(values.keep);
    if (!Number.isInteger(keep) || keep < 1)
      throw new Error(`--keep must be a whole number of at least 1, got "${values.keep}"`);
    const { version, unchanged, removed } = await publishRelease(releasesDir, path.resolve(values.from), {
      keep,
    });
    log(
      unchanged
        ? `${version} is current already: the build is unchanged`
        : `released ${version}: it is current now`,
    );
    if (removed.length > 0) log(`removed the oldest releases: ${removed.join(', ')}`);
  } else if (command === 'rollback') {
    const { from, to } = await rollBack(releasesDir, values.to);
    log(`rolled back from ${from ?? '(none)'} to ${to}: it is current now`);
  } else if (command === 'list') {
    const current = await currentVersion(releasesDir);
    const releases = await listReleases(releasesDir);
    if (releases.length === 0) log('no release yet');
    for (const version of releases) log(`${version === current ? '* ' : '  '}${version}`);
  } else {
    throw new Error(USAGE);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  try {
    await runRelease(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

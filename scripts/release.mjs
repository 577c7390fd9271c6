#!/usr/bin/env node
// `npm run release -- <app>`: builds one front-end app (and nothing of the others) and releases it into its releases
// folder, where the running web server picks it up; `--rollback [<version>]` points the app back at an earlier
// release; `--list` shows the releases kept. README: Releasing one app.
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { APPS, ROOT, ensureInstalled, nx, readConfig, run } from './lib/workspace.mjs';

const USAGE = `usage: npm run release -- <${APPS.map((app) => app.name).join('|')}> [--rollback [<version>] | --list]`;

const [name, option, version, ...extra] = process.argv.slice(2);
const app = APPS.find((candidate) => candidate.name === name);
const known = option === undefined || option === '--list' || option === '--rollback';
if (!app || !known || extra.length > 0 || (version !== undefined && option !== '--rollback')) {
  console.error(USAGE);
  process.exit(2);
}

const releases = path.join(readConfig().releasesDir, app.name);
const tool = (args) => run(process.execPath, ['tools/web-server/dist/release.js', ...args]);
const build = async (project) => {
  if ((await nx(['run', `${project}:build`, '--outputStyle=static'])) !== 0) {
    console.error(`The build of ${project} failed; see the messages above.`);
    process.exit(1);
  }
};

await ensureInstalled();
await build('@usedcars/web-server');
let code;
if (option === '--list') code = await tool(['list', '--releases', releases]);
else if (option === '--rollback') {
  code = await tool(['rollback', '--releases', releases, ...(version ? ['--to', version] : [])]);
} else {
  const project = JSON.parse(readFileSync(path.join(ROOT, app.dir, 'package.json'), 'utf8')).name;
  await build(project);
  code = await tool(['publish', '--releases', releases, '--from', path.join(app.dir, 'dist')]);
}
process.exit(code);

#!/usr/bin/env node
// An app's production build (each front-end app's `npm run build`): `rsbuild build`, then its size budget.
//
// Now and then (a few times in a hundred builds here, more often with several builds at once on 2 cores) the
// rsbuild process aborts (SIGABRT, exit 134) after it has printed the finished build: something native fails
// while the process exits, after the Module Federation shared-tree-shaking builds. The build itself is done, but
// the exit status says otherwise, so a build that aborted is run once more (and the abort said in the log). A real
// build error exits with 1 and is not retried.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
// The package exports no bin path; its package.json gives the folder.
const RSBUILD = path.join(path.dirname(require.resolve('@rsbuild/core/package.json')), 'bin', 'rsbuild.js');
const CHECK_SIZE_BUDGET = path.join(path.dirname(fileURLToPath(import.meta.url)), 'check-size-budget.mjs');

function run(script, args) {
  return spawnSync(process.execPath, [script, ...args], { stdio: 'inherit' });
}

let build = run(RSBUILD, ['build']);
if (build.signal === 'SIGABRT' || build.status === 134) {
  console.warn('rsbuild aborted while exiting (SIGABRT); building once more.');
  build = run(RSBUILD, ['build']);
}
if (build.status !== 0) process.exit(build.status ?? 1);
process.exit(run(CHECK_SIZE_BUDGET, []).status ?? 1);

// Records a benchmark's latest results in bench/RESULTS.md: each benchmark owns one section, between two marker
// comments, which a new run replaces; the other sections are left as they are.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './api-server.mjs';

export const RESULTS_FILE = path.join(ROOT, 'bench', 'RESULTS.md');

const HEADER = `# Benchmark results

Recorded by the scripts in this folder (see README.md); each section is replaced by its script's latest run.
Absolute figures depend on the machine and on what else ran on it (noted with each run); compare medians and
ratios.
`;

/** The machine and versions, for the record: cores, memory, CPU, Node, the database server, the load. */
export async function describeMachine(connection) {
  const [[{ version, bufferPool }]] = await connection.query(
    'SELECT VERSION() AS version, @@innodb_buffer_pool_size AS bufferPool',
  );
  const cpu = os.cpus()[0]?.model?.trim() ?? 'unknown CPU';
  const memoryGiB = (os.totalmem() / 2 ** 30).toFixed(1);
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
  return (
    `${os.availableParallelism()} cores (${cpu}), ${memoryGiB} GiB memory, ${os.type()} ${os.release()}; ` +
    `Node ${process.version}; database ${version} (InnoDB buffer pool ${Number(bufferPool) / 2 ** 20} MiB); ` +
    `load average before the run ${load} (1/5/15 min)`
  );
}

/** Replaces (or appends) the section `name` of RESULTS.md with `markdown`. */
export function recordSection(name, markdown) {
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const current = existsSync(RESULTS_FILE) ? readFileSync(RESULTS_FILE, 'utf8') : HEADER;
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from
      ? current.slice(0, from) + block + current.slice(to + end.length)
      : `${current.trimEnd()}\n\n${block}\n`;
  writeFileSync(RESULTS_FILE, next);
  // Aligned as the repository's formatter wants it, so a recorded run passes the format check.
  spawnSync(path.join(ROOT, 'node_modules', '.bin', 'prettier'), ['--write', RESULTS_FILE], {
    stdio: 'ignore',
  });
  return RESULTS_FILE;
}

/** The value at quantile `q` (0..1) of ascending `sorted`, nearest rank. */
export function quantile(sorted, q) {
  if (sorted.length === 0) return NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank];
}

export const median = (values) =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

export function markdownTable(headings, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(headings), line(headings.map(() => '---')), ...rows.map(line)].join('\n');
}

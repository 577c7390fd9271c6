// A node:test reporter that writes the counts `npm test` sums (scripts/lib/test-summary.mjs reads jest's --json
// fields) to reports/jest-web-server.json; the spec reporter prints the details.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const REPORT = fileURLToPath(new URL('../../../reports/jest-web-server.json', import.meta.url));

export default async function* jestStyleReport(source) {
  const counts = { numPassedTests: 0, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0 };
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    const { details, skip, todo } = event.data;
    if (details?.type === 'suite') continue;
    if (todo) counts.numTodoTests += 1;
    else if (skip) counts.numPendingTests += 1;
    else if (event.type === 'test:pass') counts.numPassedTests += 1;
    else counts.numFailedTests += 1;
  }
  mkdirSync(path.dirname(REPORT), { recursive: true });
  writeFileSync(REPORT, JSON.stringify({ ...counts, success: counts.numFailedTests === 0 }, null, 2) + '\n');
  yield '';
}

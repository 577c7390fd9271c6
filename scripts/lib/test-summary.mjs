// Sums the machine-readable reports every suite writes into reports/ (jest --json, Playwright's JSON
// reporter) into the one closing line CI reads: "N passed, N failed".
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export function summarize(reportsDir) {
  const suites = [];
  let files = [];
  try {
    files = readdirSync(reportsDir)
      .filter((f) => f.endsWith('.json'))
      .sort();
  } catch {
    // no reports at all: every suite failed before writing one
  }
  for (const file of files) {
    const report = JSON.parse(readFileSync(path.join(reportsDir, file), 'utf8'));
    if (typeof report.numPassedTests === 'number') {
      // jest: a suite that failed to load counts as a failure even when it holds no test
      const failed = report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
      suites.push({
        name: file,
        passed: report.numPassedTests,
        failed,
        skipped: report.numPendingTests + report.numTodoTests,
      });
    } else if (report.stats && typeof report.stats.expected === 'number') {
      // Playwright: flaky tests passed on retry; they are reported, not hidden
      const { expected, unexpected, flaky, skipped } = report.stats;
      suites.push({
        name: file,
        passed: expected + flaky,
        failed: unexpected + (report.errors?.length ?? 0),
        skipped,
        flaky,
      });
    }
  }
  return suites;
}

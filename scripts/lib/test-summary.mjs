// Sums the machine-readable reports every suite writes into reports/ (jest --json, Playwright's JSON
// reporter) into the one closing line CI reads: "N passed, N failed".
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

function reportFiles(reportsDir) {
  try {
    return readdirSync(reportsDir)
      .filter((f) => f.endsWith('.json'))
      .sort();
  } catch {
    return []; // no reports at all: every suite failed before writing one
  }
}

export function summarize(reportsDir) {
  const suites = [];
  for (const file of reportFiles(reportsDir)) {
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

const ANSI = new RegExp(String.raw`\u001b\[[0-9;]*m`, 'g');

/**
 * The failed tests of every report, each with the first lines of its error: printed beside the closing line, so a
 * failure is explained by the end of the output (what a CI log keeps when it is cut) and not only far above it.
 */
export function failures(reportsDir, linesEach = 6) {
  const found = [];
  const add = (title, message) =>
    found.push({
      title,
      error: String(message ?? '')
        .replace(ANSI, '')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .slice(0, linesEach),
    });
  for (const file of reportFiles(reportsDir)) {
    const report = JSON.parse(readFileSync(path.join(reportsDir, file), 'utf8'));
    for (const suite of report.testResults ?? []) {
      for (const test of suite.assertionResults ?? []) {
        if (test.status === 'failed')
          add(`${path.relative(process.cwd(), suite.name)} › ${test.fullName}`, test.failureMessages?.[0]);
      }
      if (
        suite.status === 'failed' &&
        !(suite.assertionResults ?? []).some((test) => test.status === 'failed')
      )
        add(path.relative(process.cwd(), suite.name), suite.message);
    }
    const visit = (playwrightSuite, titles) => {
      for (const spec of playwrightSuite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          if (test.status !== 'unexpected') continue;
          const last = test.results?.at(-1);
          const where = last?.error?.location;
          const at = where ? `at ${path.basename(where.file)}:${where.line}\n` : '';
          add(
            `${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`,
            at + (last?.error?.message ?? last?.status),
          );
        }
      }
      for (const child of playwrightSuite.suites ?? [])
        visit(child, child.title === child.file ? titles : [...titles, child.title]);
    };
    for (const playwrightSuite of report.suites ?? []) visit(playwrightSuite, []);
    for (const error of report.errors ?? []) add(file, error.message);
  }
  return found;
}

// React's private fields on DOM nodes (keys starting with two underscores and "react") are renamed without notice
// between versions; code that reads them breaks silently on an upgrade. What has hydrated is told by the app's own
// signal instead (shared-ui/src/components/HydrationPart.tsx). This checks every source of the front ends and of
// what drives them (browser tests, benches, tools); the shell's test target lists the same folders as its inputs.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const FOLDERS = [
  'shell',
  'shared-ui',
  'mf-storefront',
  'mf-seller',
  'mf-admin',
  'e2e',
  'bench',
  'tools',
  'scripts',
];
const SOURCE = /\.(?:[cm]?[jt]sx?|html|css)$/;
// Spelled in two pieces, so that this file does not match itself.
const PRIVATE_KEY = new RegExp(['__', 'react'].join(''), 'i');

function sources(): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--deduplicate', '--', ...FOLDERS],
    { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  // Files deleted in the working tree are still listed as tracked.
  return listed.split('\0').filter((file) => SOURCE.test(file) && existsSync(path.join(ROOT, file)));
}

describe("React's internals", () => {
  it('are read by no source', () => {
    const files = sources();
    expect(files).toContain('shell/boot/start-after-paint.js');
    expect(files.filter((file) => PRIVATE_KEY.test(readFileSync(path.join(ROOT, file), 'utf8')))).toEqual([]);
  });
});

import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { readDeployFile, readRemotesList } from '../src/deploy-files.js';

const work = mkdtempSync(path.join(tmpdir(), 'deploy-files-test-'));
after(() => rmSync(work, { recursive: true, force: true }));

test('a deploy-time file is read as it is now: a change of the same length is seen, a removed file is null', async () => {
  const file = path.join(work, 'index.html');
  writeFileSync(file, '<p>one</p>');
  utimesSync(file, 1_000, 1_000);
  assert.equal(await readDeployFile(file), '<p>one</p>');
  writeFileSync(file, '<p>two</p>');
  utimesSync(file, 2_000, 2_000);
  assert.equal(await readDeployFile(file), '<p>two</p>');
  rmSync(file);
  assert.equal(await readDeployFile(file), null);
  assert.equal(await readDeployFile(work), null, 'a folder');
});

test("remotes.json's list, [] when the file is missing, not JSON or has no list", async () => {
  const file = path.join(work, 'remotes.json');
  assert.deepEqual(await readRemotesList(file), []);
  const remotes = [{ name: 'storefront', entry: 'http://localhost:8081/mf-manifest.json' }];
  writeFileSync(file, JSON.stringify({ remotes }));
  assert.deepEqual(await readRemotesList(file), remotes);
  assert.equal(await readRemotesList(file), await readRemotesList(file), 'parsed once while unchanged');
  for (const broken of ['{not json', '{"remotes": {"name": "x"}}', 'null']) {
    writeFileSync(file, broken);
    assert.deepEqual(await readRemotesList(file), [], broken);
  }
  writeFileSync(file, JSON.stringify({ remotes }));
  assert.deepEqual(await readRemotesList(file), remotes);
});

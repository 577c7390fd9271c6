// `npm run backup` and `npm run restore` (src/cli/backups.ts), on the test project's database: a backup taken while
// the API serves, restored into an empty database and photo store, holds every row and photo, and an API started on
// it serves them. MySQL through the real mysqldump and mysql client; photos on disk and in an S3 bucket.
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Product as ProductBody } from '@usedcars/contract/types';
import request from 'supertest';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { backup, BackupError, MANIFEST, restore } from '../src/cli/backups';
import { readDatabaseConfig } from '../src/config/database.config';
import { resolveDataSourceOptions } from '../src/database';
import { bearer, login, signup, uniqueEmail } from './auth-helpers';
import { createTestApp, type TestApp } from './create-test-app';
import { newListing, uploadPhoto } from './listing-fixtures';
import { startS3StandIn } from './s3-stand-in';
import { createTestEnvironment, testDriver, type TestEnvironment } from './test-database';

/** Every row of every table, in id order: what "found every order, listing and account" compares. */
async function everyRow(dataSource: DataSource): Promise<Record<string, unknown[]>> {
  const tables: Record<string, unknown[]> = {};
  for (const meta of dataSource.entityMetadatas) {
    const order = meta.primaryColumns
      .map((column) => dataSource.driver.escape(column.databaseName))
      .join(', ');
    tables[meta.tableName] = await dataSource.query(
      `SELECT * FROM ${dataSource.driver.escape(meta.tableName)} ORDER BY ${order}`,
    );
  }
  return tables;
}

async function openDatabase(env: Record<string, string | undefined>): Promise<DataSource> {
  const options = await resolveDataSourceOptions(readDatabaseConfig(env));
  return new DataSource({ ...options, migrationsRun: false } as DataSourceOptions).initialize();
}

describe('backup and restore', () => {
  let source: TestApp;
  let backups: string;

  beforeAll(async () => {
    // The demo's catalogue and orders, with its photos.
    source = await createTestApp();
    backups = mkdtempSync(join(tmpdir(), 'backups-'));
  }, 300_000);

  afterAll(async () => {
    await source?.close();
    rmSync(backups, { recursive: true, force: true });
  });

  it('restores a backup taken while the API serves into an empty database: every account, listing, order and photo', async () => {
    // Something written just before, through the API: an account, its photo and its listing.
    const email = uniqueEmail('backed-up');
    const seller = await signup(source.http, { role: 'Seller', email });
    const photo = await uploadPhoto(source.http, seller.token);
    const listed = await request(source.http)
      .post('/api/product')
      .set(...bearer(seller.token))
      .send(newListing(photo))
      .expect(201);
    const listingId = (listed.body as { insertedId: string }).insertedId;

    const { folder, manifest } = await backup({ env: source.environment.env, to: backups });
    const original = await everyRow(source.dataSource);
    expect(original.orders!.length).toBeGreaterThan(0);
    expect(manifest.database.rows).toMatchObject({
      users: original.users!.length,
      products: original.products!.length,
      orders: original.orders!.length,
    });
    const photos = readdirSync(join(source.environment.dataDir, 'uploads')).sort();
    expect(manifest.photos.count).toBe(photos.length);

    const empty = await createTestEnvironment();
    let restored: TestApp | undefined;
    try {
      const summary = await restore({ env: empty.env, from: folder });
      expect(summary.photos).toBe(photos.length);
      const copy = await openDatabase(empty.env);
      try {
        expect(await everyRow(copy)).toEqual(original);
      } finally {
        await copy.destroy();
      }
      expect(readdirSync(join(empty.dataDir, 'uploads')).sort()).toEqual(photos);

      // An API on the restored data: the account signs in, its listing shows, with its photo.
      restored = await createTestApp({ environment: empty, seed: false });
      await login(restored.http, email, 'Secret#1');
      const shown = await request(restored.http).get(`/api/product/${listingId}`).expect(200);
      const [cover] = (shown.body as ProductBody).images;
      expect(cover!.url).toBe(photo.url);
      await request(restored.http).get(cover!.url).expect(200);
    } finally {
      await (restored ? restored.close() : empty.cleanUp());
    }
  }, 300_000);

  it('makes each backup a folder of its own, linking the photos it shares with the one before', async () => {
    const first = await backup({ env: source.environment.env, to: backups });
    const second = await backup({ env: source.environment.env, to: backups });
    expect(second.folder).not.toBe(first.folder);
    const [name] = readdirSync(join(first.folder, 'photos'));
    // The same file, not a copy: a daily backup costs only the new photos' space.
    expect(statSync(join(second.folder, 'photos', name!)).ino).toBe(
      statSync(join(first.folder, 'photos', name!)).ino,
    );
    expect(second.manifest.photos).toEqual(first.manifest.photos);
  }, 300_000);

  it('refuses to restore over a database that holds data, and changes nothing', async () => {
    const { folder } = await backup({ env: source.environment.env, to: backups });
    const before = await everyRow(source.dataSource);
    await expect(restore({ env: source.environment.env, from: folder })).rejects.toThrow(
      /is not empty\. A restore goes into an empty database/,
    );
    expect(await everyRow(source.dataSource)).toEqual(before);
  }, 300_000);

  it('refuses a folder that is not a finished backup', async () => {
    const unfinished = mkdtempSync(join(backups, 'unfinished-'));
    const empty = await createTestEnvironment();
    try {
      const refused = restore({ env: empty.env, from: unfinished });
      await expect(refused).rejects.toThrow(BackupError);
      await expect(refused).rejects.toThrow(`is not a finished backup: it has no ${MANIFEST}`);
    } finally {
      await empty.cleanUp();
    }
  });

  it('refuses a backup made by a newer version of the API, before writing anything', async () => {
    const { folder, manifest } = await backup({ env: source.environment.env, to: backups });
    const future = { ...manifest, database: { ...manifest.database, lastMigration: 'Future9999999999999' } };
    writeFileSync(join(folder, MANIFEST), JSON.stringify(future));
    const empty = await createTestEnvironment();
    try {
      await expect(restore({ env: empty.env, from: folder })).rejects.toThrow(
        'This backup was made by a newer version of the API (its database has the migration Future9999999999999)',
      );
      if (testDriver === 'sqlite') expect(readdirSync(empty.dataDir)).not.toContain('marketplace.sqlite');
      else {
        const database = await openDatabase(empty.env);
        try {
          expect(await database.query('SHOW TABLES')).toEqual([]);
        } finally {
          await database.destroy();
        }
      }
      expect(readdirSync(join(empty.dataDir, 'uploads'))).toEqual([]);
    } finally {
      await empty.cleanUp();
    }
  }, 300_000);

  it('backs up the photos of an S3 bucket and restores them into another', async () => {
    const from = await startS3StandIn('photos');
    const into = await startS3StandIn('restored');
    let onS3: TestApp | undefined;
    let empty: TestEnvironment | undefined;
    let restored: TestApp | undefined;
    try {
      onS3 = await createTestApp({ seed: false, env: from.env });
      const seller = await signup(onS3.http, { role: 'Seller' });
      const photo = await uploadPhoto(onS3.http, seller.token);
      const { folder, manifest } = await backup({
        env: { ...onS3.environment.env, ...from.env },
        to: backups,
      });
      // The photo, its thumbnail and its middle size.
      expect(manifest.photos.count).toBe(3);

      empty = await createTestEnvironment();
      await restore({ env: { ...empty.env, ...into.env }, from: folder });
      restored = await createTestApp({ environment: empty, seed: false, env: into.env });
      for (const url of [photo.url, photo.thumbUrl]) await request(restored.http).get(url).expect(200);
    } finally {
      await onS3?.close();
      await (restored ? restored.close() : empty?.cleanUp());
      await from.stop();
      await into.stop();
    }
  }, 300_000);
});

import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { readAppConfig } from './app.config';
import { readDatabaseConfig } from './database.config';
import { readMailConfig } from './mail.config';
import { readMediaConfig } from './media.config';
import { readPaymentsConfig } from './payments.config';
import { InvalidConfigError } from './validate-config';
import { DEFAULT_DATA_DIR } from './paths';

describe('configuration', () => {
  const dataDir = join(__dirname, '..', '..', '..', 'data');

  afterAll(() => rmSync('/tmp/api-config-test', { recursive: true, force: true }));

  it('defaults to SQLite under the repository data folder, whatever the working directory', () => {
    expect(DEFAULT_DATA_DIR).toBe(dataDir);
    expect(readDatabaseConfig({ DATA_DIR: '/tmp/api-config-test' })).toEqual({
      driver: 'sqlite',
      database: '/tmp/api-config-test/marketplace.sqlite',
    });
  });

  it('reads a MySQL DATABASE_URL', () => {
    expect(
      readDatabaseConfig({
        DATA_DIR: '/tmp/api-config-test',
        DATABASE_URL: 'mysql://u:p@db.local:3307/shop',
      }),
    ).toMatchObject({
      driver: 'mysql',
      host: 'db.local',
      port: 3307,
      database: 'shop',
    });
  });

  it.each(['postgres://localhost/db', 'mysql://localhost', 'not a url', 'mysql:///db'])(
    'rejects DATABASE_URL=%j with a clear message',
    (url) => {
      expect(() => readDatabaseConfig({ DATA_DIR: '/tmp/api-config-test', DATABASE_URL: url })).toThrow(
        InvalidConfigError,
      );
      expect(() => readDatabaseConfig({ DATA_DIR: '/tmp/api-config-test', DATABASE_URL: url })).toThrow(
        /DATABASE_URL must be a MySQL URL with a database name, like mysql:\/\//,
      );
    },
  );

  it('treats an empty setting as unset, as docker-compose passes ${VAR:-}', () => {
    expect(readAppConfig({ DATA_DIR: '/tmp/api-config-test', PORT: '', LOG_LEVEL: '' }).port).toBe(3000);
    expect(readPaymentsConfig({ STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' }).provider).toBe('sandbox');
  });

  it('applies defaults and parses lists', () => {
    const config = readAppConfig({ DATA_DIR: '/tmp/api-config-test' });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      logLevel: 'info',
      seedDemoData: true,
      reportHideThreshold: 3,
      reportTrustedAccountDays: 7,
      writeRateLimit: 60,
    });
    expect(readAppConfig({ DATA_DIR: '/tmp/api-config-test', WRITE_RATE_LIMIT: '120' }).writeRateLimit).toBe(
      120,
    );
    expect(
      readAppConfig({ DATA_DIR: '/tmp/api-config-test', REPORT_HIDE_THRESHOLD: '5' }).reportHideThreshold,
    ).toBe(5);
    expect(config.corsOrigins).toEqual([
      'http://localhost:8080',
      'http://localhost:8081',
      'http://localhost:8082',
      'http://localhost:8083',
    ]);
    expect(
      readAppConfig({
        DATA_DIR: '/tmp/api-config-test',
        CORS_ORIGINS: 'https://a.example, https://b.example/',
      }).corsOrigins,
    ).toEqual(['https://a.example', 'https://b.example']);
    expect(readAppConfig({ DATA_DIR: '/tmp/api-config-test', NODE_ENV: 'production' }).seedDemoData).toBe(
      false,
    );
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT must be a whole number/],
    [{ PORT: '70000' }, /PORT must be between 0 and 65535/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
    [{ CORS_ORIGINS: 'localhost:8080' }, /CORS_ORIGINS must be a comma-separated list/],
    [{ SEED_DEMO_DATA: 'maybe' }, /SEED_DEMO_DATA must be true or false/],
    [{ REPORT_HIDE_THRESHOLD: '0' }, /REPORT_HIDE_THRESHOLD must be a whole number between 1 and 1000/],
    [{ REPORT_HIDE_THRESHOLD: 'three' }, /REPORT_HIDE_THRESHOLD must be a whole number between 1 and 1000/],
    [
      { REPORT_TRUSTED_ACCOUNT_DAYS: '-1' },
      /REPORT_TRUSTED_ACCOUNT_DAYS must be a whole number between 0 and 365/,
    ],
    [{ WRITE_RATE_LIMIT: '0' }, /WRITE_RATE_LIMIT must be a whole number of requests per minute/],
    [{ WRITE_RATE_LIMIT: 'lots' }, /WRITE_RATE_LIMIT must be a whole number of requests per minute/],
    [{ WRITE_RATE_LIMIT: '2.5' }, /WRITE_RATE_LIMIT must be a whole number of requests per minute/],
  ])('rejects %j', (env, message) => {
    expect(() => readAppConfig({ DATA_DIR: '/tmp/api-config-test', ...env })).toThrow(message);
  });

  it('keeps each address to MAIL_RECIPIENT_HOURLY_LIMIT mails an hour, 5 unless set, from 1 to 1000', () => {
    expect(readMailConfig({}).recipientHourlyLimit).toBe(5);
    expect(readMailConfig({ MAIL_RECIPIENT_HOURLY_LIMIT: '20' }).recipientHourlyLimit).toBe(20);
    for (const limit of ['0', '1001', '2.5', 'many']) {
      expect(() => readMailConfig({ MAIL_RECIPIENT_HOURLY_LIMIT: limit })).toThrow(
        'MAIL_RECIPIENT_HOURLY_LIMIT must be a whole number of mails from 1 to 1000',
      );
    }
  });

  it('limits photo uploads to UPLOAD_RATE_LIMIT a minute and UPLOAD_DAILY_LIMIT a day per account, 24 and 240 unless set', () => {
    expect(readMediaConfig({}).uploadLimits).toEqual({ perMinute: 24, perDay: 240 });
    expect(
      readMediaConfig({
        UPLOAD_RATE_LIMIT: '6',
        UPLOAD_DAILY_LIMIT: '50',
        MEDIA_STORAGE: 's3',
        S3_BUCKET: 'photos',
      }).uploadLimits,
    ).toEqual({ perMinute: 6, perDay: 50 });
    for (const limit of ['0', '2.5', 'many']) {
      expect(() => readMediaConfig({ UPLOAD_RATE_LIMIT: limit })).toThrow(
        'UPLOAD_RATE_LIMIT must be a whole number of photos per minute, 1 to 100000',
      );
      expect(() => readMediaConfig({ UPLOAD_DAILY_LIMIT: limit })).toThrow(
        'UPLOAD_DAILY_LIMIT must be a whole number of photos per day, 1 to 1000000',
      );
    }
  });
});

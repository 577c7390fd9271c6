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

  it('reads DATABASE_REPLICA_URLS and the lag limit, replicas named without their password', () => {
    const config = readDatabaseConfig({
      DATA_DIR: '/tmp/api-config-test',
      DATABASE_URL: 'mysql://u:p@db.local:3307/shop',
      DATABASE_REPLICA_URLS: ' mysql://r:secret@replica-1:3308/shop , mysql://r:secret@replica-2/shop',
      DATABASE_REPLICA_MAX_LAG_SECONDS: '2.5',
    });
    expect(config).toMatchObject({
      replicas: [
        { url: 'mysql://r:secret@replica-1:3308/shop', name: 'replica-1:3308' },
        { url: 'mysql://r:secret@replica-2/shop', name: 'replica-2:3306' },
      ],
      replicaMaxLagSeconds: 2.5,
    });
    expect(readDatabaseConfig({ DATA_DIR: '/tmp/x', DATABASE_URL: 'mysql://u@db/shop' })).toMatchObject({
      replicas: [],
      replicaMaxLagSeconds: 5,
    });
  });

  it.each([
    [{ DATABASE_REPLICA_URLS: 'mysql://r@replica/shop' }, /DATABASE_REPLICA_URLS needs DATABASE_URL/],
    [
      { DATABASE_URL: 'mysql://u@db/shop', DATABASE_REPLICA_URLS: 'mysql://r@replica/shop,postgres://x/y' },
      /DATABASE_REPLICA_URLS must be comma-separated MySQL URLs/,
    ],
    [
      { DATABASE_URL: 'mysql://u@db/shop', DATABASE_REPLICA_MAX_LAG_SECONDS: '0' },
      /DATABASE_REPLICA_MAX_LAG_SECONDS must be a number of seconds above 0, at most 30/,
    ],
    [
      { DATABASE_URL: 'mysql://u@db/shop', DATABASE_REPLICA_MAX_LAG_SECONDS: '60' },
      /DATABASE_REPLICA_MAX_LAG_SECONDS must be/,
    ],
  ])('rejects replica settings %j with a clear message', (env, message) => {
    expect(() => readDatabaseConfig({ DATA_DIR: '/tmp/api-config-test', ...env })).toThrow(message);
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

  it('sweeps paid orders every 10 minutes unless set, never with 0, and refuses what is not a whole second count', () => {
    expect(readPaymentsConfig({}).handoverSweepMs).toBe(600_000);
    expect(readPaymentsConfig({ HANDOVER_SWEEP_SECONDS: '0' }).handoverSweepMs).toBe(0);
    expect(readPaymentsConfig({ HANDOVER_SWEEP_SECONDS: '60' }).handoverSweepMs).toBe(60_000);
    for (const bad of ['-1', '1.5', 'often', '86401']) {
      expect(() => readPaymentsConfig({ HANDOVER_SWEEP_SECONDS: bad })).toThrow(
        'HANDOVER_SWEEP_SECONDS must be a whole number of seconds from 0 (off) to 86400',
      );
    }
  });

  it('logs JSON unless pretty lines are asked for outside production', () => {
    const dir = { DATA_DIR: '/tmp/api-config-test' };
    expect(readAppConfig(dir).logFormat).toBe('json');
    expect(readAppConfig({ ...dir, LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(readAppConfig({ ...dir, LOG_FORMAT: 'pretty', NODE_ENV: 'production' }).logFormat).toBe('json');
    expect(() => readAppConfig({ ...dir, LOG_FORMAT: 'colour' })).toThrow(
      'LOG_FORMAT must be json or pretty',
    );
  });

  it('serves no metrics unless METRICS_PORT is set, and then on loopback unless METRICS_HOST says', () => {
    const dir = { DATA_DIR: '/tmp/api-config-test' };
    expect(readAppConfig(dir)).toMatchObject({ metricsPort: null, metricsHost: '127.0.0.1' });
    expect(readAppConfig({ ...dir, METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' })).toMatchObject({
      metricsPort: 9464,
      metricsHost: '10.0.0.5',
    });
    expect(() => readAppConfig({ ...dir, METRICS_PORT: '70000' })).toThrow('METRICS_PORT must be between');
    expect(() => readAppConfig({ ...dir, METRICS_PORT: 'yes' })).toThrow('METRICS_PORT must be');
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
      contactClientHourlyLimit: 5,
    });
    expect(readAppConfig({ DATA_DIR: '/tmp/api-config-test', WRITE_RATE_LIMIT: '120' }).writeRateLimit).toBe(
      120,
    );
    expect(
      readAppConfig({ DATA_DIR: '/tmp/api-config-test', CONTACT_CLIENT_HOURLY_LIMIT: '50' })
        .contactClientHourlyLimit,
    ).toBe(50);
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
    [{ CONTACT_CLIENT_HOURLY_LIMIT: '0' }, /CONTACT_CLIENT_HOURLY_LIMIT must be a whole number of messages/],
  ])('rejects %j', (env, message) => {
    expect(() => readAppConfig({ DATA_DIR: '/tmp/api-config-test', ...env })).toThrow(message);
  });

  it('holds the mail of a new message MESSAGE_MAIL_HOLD_SECONDS, 300 unless set, from 0 to 3600', () => {
    expect(readMailConfig({}).messageMailHoldMs).toBe(300_000);
    expect(readMailConfig({ MESSAGE_MAIL_HOLD_SECONDS: '0' }).messageMailHoldMs).toBe(0);
    for (const hold of ['-1', '3601', '2.5', 'soon'])
      expect(() => readMailConfig({ MESSAGE_MAIL_HOLD_SECONDS: hold })).toThrow(
        'MESSAGE_MAIL_HOLD_SECONDS must be a whole number of seconds from 0 to 3600',
      );
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

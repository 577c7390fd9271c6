import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readAppConfig } from './app.config';
import { readAuthConfig } from './auth.config';

describe('auth configuration', () => {
  let dataDir: string;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'auth-config-'));
  });

  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('generates a JWT secret once outside production and keeps it (mode 0600)', () => {
    const first = readAuthConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(readAuthConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8')).toBe(first.jwtSecret);
  });

  it('applies defaults', () => {
    expect(readAuthConfig({ DATA_DIR: dataDir })).toMatchObject({
      jwtExpiresInSeconds: 86400,
      oidc: null,
      publicUrl: 'http://localhost:8080',
      rateLimit: { limit: 10, windowSeconds: 60 },
      signInFailures: { limit: 10, windowSeconds: 900 },
      passwordResetClientHourlyLimit: 20,
      passwordHashCost: 15,
    });
    expect(readAppConfig({ DATA_DIR: dataDir })).toMatchObject({
      maxUploadBytes: 5 * 1024 * 1024,
      trustProxy: 'loopback',
    });
  });

  it('reads the settings', () => {
    const secret = 'x'.repeat(40);
    expect(
      readAuthConfig({
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        JWT_SECRET: secret,
        JWT_EXPIRES_IN: '15m',
        OIDC_ISSUER_URL: 'https://accounts.google.com',
        OIDC_CLIENT_ID: 'id',
        OIDC_CLIENT_SECRET: 'shh',
        PUBLIC_URL: 'https://cars.example/',
        AUTH_RATE_LIMIT: '5',
        AUTH_RATE_WINDOW_SECONDS: '30',
        SIGN_IN_FAILURE_LIMIT: '5',
        SIGN_IN_FAILURE_WINDOW_SECONDS: '300',
        PASSWORD_RESET_CLIENT_HOURLY_LIMIT: '7',
        PASSWORD_HASH_COST: '16',
      }),
    ).toEqual({
      jwtSecret: secret,
      jwtExpiresInSeconds: 900,
      oidc: {
        issuerUrl: 'https://accounts.google.com',
        clientId: 'id',
        clientSecret: 'shh',
        providerName: 'Google',
        localStandIn: false,
      },
      publicUrl: 'https://cars.example',
      rateLimit: { limit: 5, windowSeconds: 30 },
      signInFailures: { limit: 5, windowSeconds: 300 },
      passwordResetClientHourlyLimit: 7,
      passwordHashCost: 16,
    });
    // Outside production a test run may make sign-ins cheaper.
    expect(readAuthConfig({ DATA_DIR: dataDir, PASSWORD_HASH_COST: '10' }).passwordHashCost).toBe(10);
    expect(readAppConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(readAppConfig({ DATA_DIR: dataDir, TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it.each([
    [{ NODE_ENV: 'production' }, /JWT_SECRET is required in production/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET must be at least 32 characters/],
    [{ JWT_EXPIRES_IN: 'forever' }, /JWT_EXPIRES_IN must be a duration/],
    [{ JWT_EXPIRES_IN: '0' }, /JWT_EXPIRES_IN must be at least 1 second/],
    [{ OIDC_ISSUER_URL: 'https://issuer.example' }, /OIDC_CLIENT_ID is required with OIDC_ISSUER_URL/],
    [{ OIDC_ISSUER_URL: 'issuer.example', OIDC_CLIENT_ID: 'x' }, /OIDC_ISSUER_URL must be an http\(s\) URL/],
    [{ PUBLIC_URL: 'http://localhost:8080/app' }, /PUBLIC_URL must be the origin of the site/],
    [{ AUTH_RATE_LIMIT: '0' }, /AUTH_RATE_LIMIT must be a whole number/],
    [{ OIDC_LOCAL_STAND_IN: 'maybe' }, /OIDC_LOCAL_STAND_IN must be true or false/],
    [{ SIGN_IN_FAILURE_LIMIT: '0' }, /SIGN_IN_FAILURE_LIMIT must be a whole number from 1 to 1000/],
    [
      { PASSWORD_RESET_CLIENT_HOURLY_LIMIT: '0' },
      /PASSWORD_RESET_CLIENT_HOURLY_LIMIT must be a whole number of 1 or more/,
    ],
    [{ SIGN_IN_FAILURE_LIMIT: 'ten' }, /SIGN_IN_FAILURE_LIMIT must be a whole number from 1 to 1000/],
    [
      { SIGN_IN_FAILURE_WINDOW_SECONDS: '86400' },
      /SIGN_IN_FAILURE_WINDOW_SECONDS must be a whole number from 1 to 3600/,
    ],
    [{ PASSWORD_HASH_COST: '9' }, /PASSWORD_HASH_COST must be a whole number from 10 to 20/],
    [{ PASSWORD_HASH_COST: '21' }, /PASSWORD_HASH_COST must be a whole number from 10 to 20/],
    [{ PASSWORD_HASH_COST: 'high' }, /PASSWORD_HASH_COST must be a whole number from 10 to 20/],
    [
      { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), PASSWORD_HASH_COST: '12' },
      /PASSWORD_HASH_COST must be at least 15 in production/,
    ],
  ])('rejects %j', (env, message) => {
    expect(() => readAuthConfig({ DATA_DIR: dataDir, ...env })).toThrow(message);
  });

  it.each([
    [{ MAX_UPLOAD_BYTES: '10' }, /MAX_UPLOAD_BYTES must be a whole number between/],
    [{ TRUST_PROXY: 'x;y' }, /TRUST_PROXY must be/],
  ])('rejects %j', (env, message) => {
    expect(() => readAppConfig({ DATA_DIR: dataDir, ...env })).toThrow(message);
  });
});

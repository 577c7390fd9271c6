import { JwtService } from '@nestjs/jwt';
import { generateKeyPairSync } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import type {
  ApiErrorBody,
  AuthProviders,
  AuthResponse,
  TokenResponse,
  User,
} from '@usedcars/contract/types';
import { LOGIN_MESSAGES, SIGNUP_MESSAGES, signInPausedMessage } from '@usedcars/contract/messages';
import { User as UserEntity } from '../src/users';
import { bearer, DEMO, login, signup, uniqueEmail } from './auth-helpers';
import { createTestApp, type TestApp } from './create-test-app';

const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]+$/;
const base64url = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('accounts and tokens', () => {
  let testApp: TestApp;
  let secret: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    secret = readFileSync(join(testApp.environment.dataDir, 'jwt-secret'), 'utf8').trim();
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('keeps a generated JWT secret in DATA_DIR, readable by the owner only', () => {
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(testApp.environment.dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
  });

  describe('POST /api/auth/signup', () => {
    it.each(['Buyer', 'Seller'] as const)('creates a %s and answers a session', async (role) => {
      const email = uniqueEmail(role.toLowerCase());
      const response = await request(testApp.http)
        .post('/api/auth/signup')
        .send({
          displayName: '  Karim Ahmed ',
          email: `  ${email.toUpperCase()} `,
          password: 'Secret#1',
          role,
        })
        .expect(201);
      const body = response.body as AuthResponse;
      expect(body.token).toMatch(JWT_SHAPE);
      expect(body.user).toEqual({
        _id: body.user.uid,
        uid: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
        displayName: 'Karim Ahmed',
        email,
        photoURL: null,
        role,
        verified: false,
        emailVerified: false,
        suspended: false,
        hasPassword: true,
        date: expect.any(String) as string,
      } satisfies User);
      const me = await request(testApp.http)
        .get('/api/auth/me')
        .set(...bearer(body.token))
        .expect(200);
      expect(me.body).toEqual(body.user);
      const stored = await testApp.dataSource
        .getRepository(UserEntity)
        .findOneByOrFail({ id: body.user.uid });
      expect(stored.passwordHash).toMatch(/^scrypt\$/);
    });

    it('refuses to create an Admin', async () => {
      const response = await request(testApp.http)
        .post('/api/auth/signup')
        .send({ displayName: 'Eve', email: uniqueEmail(), password: 'Secret#1', role: 'Admin' })
        .expect(400);
      expect((response.body as ApiErrorBody).message).toBe(SIGNUP_MESSAGES.role);
    });

    it('answers the fixed message for each missing field', async () => {
      const response = await request(testApp.http).post('/api/auth/signup').send({}).expect(400);
      const body = response.body as ApiErrorBody;
      expect(body.errors).toEqual([
        { field: 'displayName', message: SIGNUP_MESSAGES.displayName },
        { field: 'email', message: SIGNUP_MESSAGES.email },
        { field: 'password', message: SIGNUP_MESSAGES.password },
        { field: 'role', message: SIGNUP_MESSAGES.role },
      ]);
      const blank = await request(testApp.http)
        .post('/api/auth/signup')
        .send({ displayName: '   ', email: 'not-an-email', password: 'Secret#1', role: 'Buyer' })
        .expect(400);
      expect((blank.body as ApiErrorBody).errors).toEqual([
        { field: 'displayName', message: SIGNUP_MESSAGES.displayName },
        { field: 'email', message: SIGNUP_MESSAGES.email },
      ]);
    });

    it.each(['Sh#1a', 'secret#1', 'SECRET#1', 'Secret#x', 'Secret11', '', 'Ab#12', 12345678])(
      'refuses the weak password %j',
      async (password) => {
        const response = await request(testApp.http)
          .post('/api/auth/signup')
          .send({ displayName: 'Weak', email: uniqueEmail(), password, role: 'Buyer' })
          .expect(400);
        expect((response.body as ApiErrorBody).errors).toEqual([
          { field: 'password', message: SIGNUP_MESSAGES.password },
        ]);
      },
    );

    it('refuses unknown fields (no uid, no verified, no role tricks)', async () => {
      const response = await request(testApp.http)
        .post('/api/auth/signup')
        .send({ displayName: 'X', email: uniqueEmail(), password: 'Secret#1', role: 'Buyer', verified: true })
        .expect(400);
      expect((response.body as ApiErrorBody).errors?.[0]?.field).toBe('verified');
    });

    it("answers 409 'Email already use' for a taken email, whatever its case", async () => {
      const response = await request(testApp.http)
        .post('/api/auth/signup')
        .send({ displayName: 'Copy', email: 'Buyer@Demo.TEST', password: 'Secret#1', role: 'Buyer' })
        .expect(409);
      expect(response.body).toEqual({
        statusCode: 409,
        error: 'Conflict',
        message: SIGNUP_MESSAGES.emailInUse,
      });
    });

    it('lets exactly one of two racing sign-ups with the same email win', async () => {
      const email = uniqueEmail('race');
      const send = () =>
        request(testApp.http)
          .post('/api/auth/signup')
          .send({ displayName: 'Racer', email, password: 'Secret#1', role: 'Buyer' });
      const statuses = (await Promise.all([send(), send(), send()]))
        .map((response) => response.status)
        .sort();
      expect(statuses).toEqual([201, 409, 409]);
    });
  });

  describe('POST /api/auth/login', () => {
    it('signs in with email and password, case-insensitively for the email', async () => {
      const response = await request(testApp.http)
        .post('/api/auth/login')
        .send({ email: ' SELLER@demo.test ', password: 'Demo#pass1' })
        .expect(200);
      const body = response.body as AuthResponse;
      expect(body.token).toMatch(JWT_SHAPE);
      expect(body.user).toMatchObject({ email: DEMO.seller, role: 'Seller', verified: true });
      const claims = JSON.parse(
        Buffer.from(body.token.split('.')[1] as string, 'base64url').toString(),
      ) as Record<string, unknown>;
      expect(Object.keys(claims).sort()).toEqual(['csrf', 'exp', 'iat', 'se', 'sub']);
      expect(claims.sub).toBe(body.user.uid);
      // The account's session epoch: a new password moves it on, ending this token (passwords.spec.ts).
      expect(claims.se).toBe(0);
      expect((claims.exp as number) - (claims.iat as number)).toBe(86400);
      const header = JSON.parse(Buffer.from(body.token.split('.')[0] as string, 'base64url').toString()) as {
        alg: string;
      };
      expect(header.alg).toBe('HS256');
    });

    it('answers an unknown email and a wrong password alike, so nobody learns which addresses have accounts', async () => {
      const unknown = await request(testApp.http)
        .post('/api/auth/login')
        .send({ email: 'nobody@example.com', password: 'Demo#pass1' })
        .expect(401);
      expect(unknown.body).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Wrong Email or Password',
      });
      const wrong = await request(testApp.http)
        .post('/api/auth/login')
        .send({ email: DEMO.buyer, password: 'Demo#pass2' })
        .expect(401);
      expect(wrong.body).toEqual(unknown.body);
    });

    it('answers the fixed message for each missing field', async () => {
      const response = await request(testApp.http).post('/api/auth/login').send({ email: '  ' }).expect(400);
      expect((response.body as ApiErrorBody).errors).toEqual([
        { field: 'email', message: LOGIN_MESSAGES.email },
        { field: 'password', message: LOGIN_MESSAGES.password },
      ]);
    });
  });

  describe('GET /api/auth/me', () => {
    it('answers 401 with a readable message without a token', async () => {
      const response = await request(testApp.http).get('/api/auth/me').expect(401);
      expect(response.body).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Please log in to continue.',
      });
    });
  });

  describe('GET /api/auth/providers', () => {
    it('offers no OpenID Connect provider when none is configured, and its routes are 404', async () => {
      const response = await request(testApp.http).get('/api/auth/providers').expect(200);
      expect(response.body).toEqual({ oidc: null } satisfies AuthProviders);
      await request(testApp.http).get('/api/auth/oidc/start').expect(404);
      await request(testApp.http).get('/api/auth/oidc/callback?code=x&state=y').expect(404);
    });
  });

  describe('POST /api/used-jwt', () => {
    let buyer: AuthResponse;

    beforeAll(async () => {
      buyer = await login(testApp.http, DEMO.buyer);
    });

    const refresh = (token?: string, body: object = {}) => {
      const call = request(testApp.http).post('/api/used-jwt').send(body);
      return token === undefined ? call : call.set(...bearer(token));
    };

    it('answers a fresh token for a valid one, with or without the own uid', async () => {
      const fresh = (await refresh(buyer.token).expect(200)).body as TokenResponse;
      expect(Object.keys(fresh)).toEqual(['token']);
      expect(fresh.token).toMatch(JWT_SHAPE);
      await request(testApp.http)
        .get('/api/auth/me')
        .set(...bearer(fresh.token))
        .expect(200);
      await refresh(buyer.token, { uid: buyer.user.uid }).expect(200);
    });

    it("refuses another account's uid with 403", async () => {
      const seller = await login(testApp.http, DEMO.seller);
      const response = await refresh(buyer.token, { uid: seller.user.uid }).expect(403);
      expect((response.body as ApiErrorBody).message).toBe('You can only get a token for your own account.');
    });

    it('never issues a token for a bare uid', async () => {
      const response = await refresh(undefined, { uid: buyer.user.uid }).expect(401);
      expect((response.body as ApiErrorBody).message).toBe('Please log in to continue.');
    });

    it('refuses an expired token with its own message', async () => {
      const now = Math.floor(Date.now() / 1000);
      const expired = await new JwtService().signAsync(
        { sub: buyer.user.uid, iat: now - 7200, exp: now - 3600 },
        { secret, algorithm: 'HS256' },
      );
      const response = await refresh(expired).expect(401);
      expect(response.body).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Your session has expired. Please log in again.',
      });
    });

    it('refuses forged and malformed tokens', async () => {
      const now = Math.floor(Date.now() / 1000);
      const claims = { sub: buyer.user.uid, iat: now, exp: now + 3600 };
      const otherSecret = await new JwtService().signAsync(claims, {
        secret: 'another-secret-that-is-long-enough-0123456789',
        algorithm: 'HS256',
      });
      const algNone = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
      const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const rs256 = await new JwtService().signAsync(claims, {
        privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        algorithm: 'RS256',
      });
      const hsHeaderRsBody = `${base64url({ alg: 'RS256', typ: 'JWT' })}.${base64url(claims)}.${buyer.token.split('.')[2]}`;
      const noExpiry = await new JwtService().signAsync(
        { sub: buyer.user.uid },
        { secret, algorithm: 'HS256' },
      );
      for (const token of [otherSecret, algNone, rs256, hsHeaderRsBody, noExpiry, 'not.a.jwt', 'garbage']) {
        const response = await refresh(token).expect(401);
        expect((response.body as ApiErrorBody).message).toBe(
          'Your session is no longer valid. Please log in again.',
        );
      }
      await request(testApp.http).post('/api/used-jwt').set('Authorization', 'Basic abc').expect(401);
    });

    it("refuses a deleted account's token at once", async () => {
      const gone = await signup(testApp.http);
      await refresh(gone.token).expect(200);
      const admin = await login(testApp.http, DEMO.admin);
      await request(testApp.http)
        .delete(`/api/user/${gone.user.uid}`)
        .set(...bearer(admin.token))
        .expect(200);
      await refresh(gone.token).expect(401);
      await request(testApp.http)
        .get('/api/auth/me')
        .set(...bearer(gone.token))
        .expect(401);
    });
  });
});

describe('abuse limits', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({
      seed: false,
      env: { AUTH_RATE_LIMIT: '3', AUTH_RATE_WINDOW_SECONDS: '60' },
    });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('answers 429 with the readable message after AUTH_RATE_LIMIT attempts, per client address', async () => {
    const attempt = (forwardedFor?: string) => {
      const call = request(testApp.http)
        .post('/api/auth/login')
        .send({ email: 'x@example.com', password: 'y' });
      return forwardedFor ? call.set('X-Forwarded-For', forwardedFor) : call;
    };
    for (let i = 0; i < 3; i++) await attempt('203.0.113.7').expect(401);
    const limited = await attempt('203.0.113.7').expect(429);
    expect(limited.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many attempts. Please wait a minute and try again.',
    });
    // Behind the loopback proxy, another client address has its own allowance.
    await attempt('203.0.113.8').expect(401);
  });

  it('limits sign-up too, and leaves ordinary reads alone', async () => {
    const attempt = () =>
      request(testApp.http).post('/api/auth/signup').set('X-Forwarded-For', '198.51.100.1').send({});
    for (let i = 0; i < 3; i++) await attempt().expect(400);
    await attempt().expect(429);
    for (let i = 0; i < 5; i++) await request(testApp.http).get('/api/health').expect(200);
  });
});

describe('the limit on wrong passwords per account (SIGN_IN_FAILURE_LIMIT, default 10 per 15 minutes)', () => {
  let testApp: TestApp;
  let client = 0;
  /** Each call comes from a new client address, as an attacker inside the trusted proxies can make it. */
  const newAddress = (): string => `203.0.113.${++client % 250}`;
  const attempt = (email: string, password: string) =>
    request(testApp.http)
      .post('/api/auth/login')
      .set('X-Forwarded-For', newAddress())
      .send({ email, password });
  const account = (email = uniqueEmail('limited')) =>
    request(testApp.http)
      .post('/api/auth/signup')
      .set('X-Forwarded-For', newAddress())
      .send({ displayName: 'Limited', email, password: 'Secret#1', role: 'Buyer' })
      .expect(201)
      .then((response) => ({ email, token: (response.body as AuthResponse).token }));

  beforeAll(async () => {
    // The per-client limit is low, as in production: a new address on each attempt passes it.
    testApp = await createTestApp({ seed: false, env: { AUTH_RATE_LIMIT: '3' } });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('pauses password sign-in for the address after 10 wrong passwords from any addresses, even the right one', async () => {
    const owner = await account();
    for (let i = 0; i < 10; i++) {
      expect((await attempt(owner.email, 'Wrong#pass1').expect(401)).body.message).toBe(
        LOGIN_MESSAGES.wrongEmailOrPassword,
      );
    }
    const paused = await attempt(owner.email, 'Secret#1').expect(429);
    expect(paused.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: signInPausedMessage(15, null),
    });
    expect(paused.body.message).toBe(
      'Too many wrong passwords for this account. Please try again in 15 minutes.',
    );
    const retryAfter = Number(paused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // The same address however it is typed; a session already open goes on; other accounts sign in.
    await attempt(`  ${owner.email.toUpperCase()} `, 'Secret#1').expect(429);
    await request(testApp.http)
      .get('/api/auth/me')
      .set(...bearer(owner.token))
      .expect(200);
    const other = await account();
    await attempt(other.email, 'Secret#1').expect(200);
  });

  it('counts an address without an account alike, so the answers tell nothing of who has one', async () => {
    const nobody = uniqueEmail('nobody');
    for (let i = 0; i < 10; i++) {
      expect((await attempt(nobody, 'Wrong#pass1').expect(401)).body.message).toBe(
        LOGIN_MESSAGES.wrongEmailOrPassword,
      );
    }
    expect((await attempt(nobody, 'Wrong#pass1').expect(429)).body.message).toBe(
      signInPausedMessage(15, null),
    );
  });

  it('counts only wrong passwords, and checks no more than 10 of the attempts sent all at once', async () => {
    const owner = await account();
    for (let i = 0; i < 12; i++) await attempt(owner.email, 'Secret#1').expect(200);
    const statuses = await Promise.all(
      Array.from({ length: 16 }, async () => (await attempt(owner.email, 'Wrong#pass1')).status),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(6);
  });
});

describe('the pause of a password sign-in', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({
      seed: false,
      env: { SIGN_IN_FAILURE_LIMIT: '2', SIGN_IN_FAILURE_WINDOW_SECONDS: '5' },
    });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('ends with its window (SIGN_IN_FAILURE_WINDOW_SECONDS): the owner signs in again', async () => {
    const { user } = await signup(testApp.http);
    const attempt = (password: string) =>
      request(testApp.http).post('/api/auth/login').send({ email: user.email, password });
    await attempt('Wrong#pass1').expect(401);
    await attempt('Wrong#pass1').expect(401);
    const paused = await attempt('Secret#1').expect(429);
    expect(paused.body.message).toBe(signInPausedMessage(1, null));
    const retryAfter = Number(paused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(5);
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000 + 100));
    await attempt('Secret#1').expect(200);
  });
});

// The API's abuse limits (issue #7): body size, page size, the write rate limit, CORS and the secure headers.
// The upload limit is proven by images.spec ("refuses a file over MAX_UPLOAD_BYTES with 413"), the public search's
// page size by catalog.spec, and the auth limit's message by auth.spec ("abuse limits").
import { Logger } from '@nestjs/common';
import request from 'supertest';
import type { ApiErrorBody } from '@usedcars/contract/types';
import { Brand } from '../src/catalog';
import {
  BAD_URL_MESSAGE,
  BODY_TOO_DEEP_MESSAGE,
  BODY_TOO_LARGE_MESSAGE,
  INVALID_JSON_MESSAGE,
  MAX_BODY_BYTES,
  MAX_BODY_DEPTH,
  UNSUPPORTED_BODY_MESSAGE,
  URL_TOO_LONG_MESSAGE,
} from '../src/common/request-body';
import { RATE_LIMITED_MESSAGE } from '@usedcars/contract/messages';
import { WRITE_RATE_LIMITED_MESSAGE, WRITE_RATE_WINDOW_SECONDS } from '../src/auth/write-rate-limit';
import { DEMO, bearer, login, signup } from './auth-helpers';
import { servedRoutes } from './app-routes';
import { createTestApp, type TestApp } from './create-test-app';

const ALLOWED_ORIGIN = 'http://localhost:8080';
const FOREIGN_ORIGIN = 'https://evil.example';

describe('request limits', () => {
  let testApp: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    adminToken = (await login(testApp.http, DEMO.admin)).token;
  });

  afterAll(async () => {
    await testApp.close();
  });

  const brandCount = () => testApp.dataSource.getRepository(Brand).count();
  const createBrand = () =>
    request(testApp.http)
      .post('/api/brand')
      .set(...bearer(adminToken));

  describe('body size', () => {
    it(`refuses a JSON body over ${MAX_BODY_BYTES / 1024} kB with 413 and the limit, writing nothing`, async () => {
      const before = await brandCount();
      const response = await createBrand()
        .set('Content-Type', 'application/json')
        .send(JSON.stringify({ brandName: 'x'.repeat(MAX_BODY_BYTES) }))
        .expect(413);
      expect(response.body).toEqual({
        statusCode: 413,
        error: 'Payload Too Large',
        message: BODY_TOO_LARGE_MESSAGE,
      });
      expect(BODY_TOO_LARGE_MESSAGE).toContain('100 kB');
      expect(await brandCount()).toBe(before);
    });

    it('refuses a form body over the limit the same way', async () => {
      const response = await createBrand()
        .type('form')
        .send(`brandName=${'x'.repeat(MAX_BODY_BYTES)}`)
        .expect(413);
      expect((response.body as ApiErrorBody).message).toBe(BODY_TOO_LARGE_MESSAGE);
    });

    it('reads a body just under the limit (then validation judges it)', async () => {
      const response = await createBrand()
        .send({ brandName: 'x'.repeat(MAX_BODY_BYTES - 100) })
        .expect(400);
      expect((response.body as ApiErrorBody).errors?.[0]?.field).toBe('brandName');
    });

    it('refuses malformed JSON with 400 and a clear message, writing nothing', async () => {
      const before = await brandCount();
      const response = await createBrand()
        .set('Content-Type', 'application/json')
        .send('{"brandName": "Tesla",')
        .expect(400);
      expect(response.body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: INVALID_JSON_MESSAGE,
      });
      expect(await brandCount()).toBe(before);
    });

    it('refuses an empty JSON body and a body of another type with a clear message, writing nothing', async () => {
      const before = await brandCount();
      const empty = await createBrand().set('Content-Type', 'application/json').send('').expect(400);
      expect((empty.body as ApiErrorBody).message).toBe(INVALID_JSON_MESSAGE);
      const text = await createBrand()
        .set('Content-Type', 'application/xml')
        .send('<brandName>Tesla</brandName>')
        .expect(415);
      expect(text.body).toEqual({
        statusCode: 415,
        error: 'Unsupported Media Type',
        message: UNSUPPORTED_BODY_MESSAGE,
      });
      expect(await brandCount()).toBe(before);
    });
  });

  describe('deeply nested bodies', () => {
    const DEEP_BODIES = {
      arrays: '['.repeat(3000) + ']'.repeat(3000),
      objects: '{"a":'.repeat(2000) + '1' + '}'.repeat(2000),
    };
    const SOME_ID = '01900000-0000-7000-8000-000000000000';

    it('answers 400 with a clear message on every route that takes a body, logged in or not, logging no error', async () => {
      const logged = jest.spyOn(Logger.prototype, 'error');
      const writes = servedRoutes(testApp).filter((route) => !route.startsWith('GET '));
      expect(writes.length).toBeGreaterThan(15);
      for (const route of writes) {
        const [method, path] = route.split(' ') as [string, string];
        const url = path.replace(/:[^/]+/g, SOME_ID);
        for (const [shape, body] of Object.entries(DEEP_BODIES)) {
          for (const token of [null, adminToken]) {
            const agent = request(testApp.http);
            const call = agent[method.toLowerCase() as 'post'](url).set('Content-Type', 'application/json');
            const response = await (token ? call.set(...bearer(token)) : call).send(body);
            expect({ route, shape, status: response.status, body: response.body as unknown }).toEqual({
              route,
              shape,
              status: 400,
              body: { statusCode: 400, error: 'Bad Request', message: BODY_TOO_DEEP_MESSAGE },
            });
          }
        }
      }
      expect(logged).not.toHaveBeenCalled();
      logged.mockRestore();
    });

    it('reads a body of exactly the limit’s levels (then validation judges it), and refuses one more', async () => {
      const nested = (levels: number) => {
        let body: unknown = 'Tesla';
        // The body object itself is the first level.
        for (let level = 1; level < levels; level += 1) body = [body];
        return { brandName: body };
      };
      const atLimit = await createBrand().send(nested(MAX_BODY_DEPTH)).expect(400);
      expect((atLimit.body as ApiErrorBody).errors?.[0]?.field).toBe('brandName');
      const over = await createBrand()
        .send(nested(MAX_BODY_DEPTH + 1))
        .expect(400);
      expect((over.body as ApiErrorBody).message).toBe(BODY_TOO_DEEP_MESSAGE);
    });
  });

  describe('addresses Fastify refuses before any route', () => {
    it('answers an over-long path segment 414 in the one error shape, without echoing the path', async () => {
      const response = await request(testApp.http)
        .get(`/api/product/${'a'.repeat(1200)}`)
        .expect(414);
      expect(response.body).toEqual({
        statusCode: 414,
        error: 'URI Too Long',
        message: URL_TOO_LONG_MESSAGE,
      });
    });

    it('answers a malformed percent-encoding 400 in the one error shape, without echoing the path', async () => {
      const response = await request(testApp.http).get('/api/category/%E0%A4%A').expect(400);
      expect(response.body).toEqual({ statusCode: 400, error: 'Bad Request', message: BAD_URL_MESSAGE });
    });
  });

  describe('page size', () => {
    it.each(['/api/admin/products', '/api/reports', '/api/audit-log'])(
      'refuses a pageSize over the cap on %s with 400 and the cap',
      async (path) => {
        const response = await request(testApp.http)
          .get(`${path}?pageSize=101`)
          .set(...bearer(adminToken))
          .expect(400);
        const body = response.body as ApiErrorBody;
        expect(body.message).toBe('pageSize must be a whole number between 1 and 100');
        expect(body.errors).toEqual([{ field: 'pageSize', message: body.message }]);
        await request(testApp.http)
          .get(`${path}?pageSize=100`)
          .set(...bearer(adminToken))
          .expect(200);
      },
    );
  });

  describe('CORS', () => {
    it('answers a preflight from an app origin, without allowing credentials', async () => {
      const response = await request(testApp.http)
        .options('/api/wishlist')
        .set('Origin', ALLOWED_ORIGIN)
        .set('Access-Control-Request-Method', 'POST')
        .set('Access-Control-Request-Headers', 'authorization,content-type');
      expect(response.status).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
      expect(response.headers['access-control-allow-methods']).toContain('POST');
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    });

    it('gives a foreign origin no CORS allowance, on a preflight or a simple request', async () => {
      const preflight = await request(testApp.http)
        .options('/api/wishlist')
        .set('Origin', FOREIGN_ORIGIN)
        .set('Access-Control-Request-Method', 'POST');
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();

      const simple = await request(testApp.http).get('/api/brand').set('Origin', FOREIGN_ORIGIN).expect(200);
      expect(simple.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('lets an app origin read a simple answer and its total-count header', async () => {
      const response = await request(testApp.http)
        .get('/api/products?pageSize=1')
        .set('Origin', ALLOWED_ORIGIN)
        .expect(200);
      expect(response.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
      expect(response.headers['access-control-expose-headers']).toContain('X-Total-Count');
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    });
  });

  it('sets the secure headers on API answers, errors included', async () => {
    for (const call of [request(testApp.http).get('/api/brand'), request(testApp.http).get('/api/nowhere')]) {
      const { headers } = await call;
      expect(headers['content-security-policy']).toContain("default-src 'self'");
      expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(headers['content-security-policy']).toContain("object-src 'none'");
      expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(headers['referrer-policy']).toBe('no-referrer');
      expect(headers['cross-origin-resource-policy']).toBe('same-site');
      expect(headers['x-powered-by']).toBeUndefined();
    }
  });
});

describe('write rate limit (the default WRITE_RATE_LIMIT)', () => {
  const DEFAULT_WRITE_RATE_LIMIT = 60;
  let testApp: TestApp;

  beforeAll(async () => {
    // The test environment raises the limit for every other suite; this one runs on the real default.
    testApp = await createTestApp({ env: { WRITE_RATE_LIMIT: undefined, AUTH_RATE_LIMIT: '3' } });
  });

  afterAll(async () => {
    await testApp.close();
  });

  const renameMe = (token: string, displayName: string) =>
    request(testApp.http)
      .patch('/api/users/me')
      .set(...bearer(token))
      .send({ displayName });

  it('lets an account make the default number of writes a minute, then answers 429 with Retry-After', async () => {
    const { token } = await signup(testApp.http);
    for (let i = 1; i <= DEFAULT_WRITE_RATE_LIMIT; i++) await renameMe(token, `Name ${i}`).expect(200);

    const limited = await renameMe(token, 'One too many').expect(429);
    expect(limited.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: WRITE_RATE_LIMITED_MESSAGE,
    });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(WRITE_RATE_WINDOW_SECONDS);

    // The refused write changed nothing, and reading is not limited.
    const me = await request(testApp.http)
      .get('/api/auth/me')
      .set(...bearer(token))
      .expect(200);
    expect((me.body as { displayName: string }).displayName).toBe(`Name ${DEFAULT_WRITE_RATE_LIMIT}`);

    // Counted per account: another account on the same address still writes.
    const other = await signup(testApp.http);
    await renameMe(other.token, 'Unaffected').expect(200);
  });

  it('counts anonymous writes per client address, and leaves the auth routes and the webhook to their own rules', async () => {
    const confirm = (address: string) =>
      request(testApp.http).post('/api/payments/sandbox/confirm').set('X-Forwarded-For', address).send({});
    for (let i = 0; i < DEFAULT_WRITE_RATE_LIMIT; i++) {
      expect((await confirm('203.0.113.20')).status).not.toBe(429);
    }
    const limited = await confirm('203.0.113.20').expect(429);
    expect((limited.body as ApiErrorBody).message).toBe(WRITE_RATE_LIMITED_MESSAGE);
    expect((await confirm('203.0.113.21')).status).not.toBe(429);

    // The same address may still log in (the auth limit applies, not the write limit) ...
    const loginFrom = (address: string) =>
      request(testApp.http)
        .post('/api/auth/login')
        .set('X-Forwarded-For', address)
        .send({ email: DEMO.buyer, password: 'Wrong#pass1' });
    await loginFrom('203.0.113.20').expect(401);
    // ... and the payment provider's webhook is judged by its signature alone.
    await request(testApp.http)
      .post('/api/payments/webhook')
      .set('X-Forwarded-For', '203.0.113.20')
      .set('Content-Type', 'application/json')
      .send('{}')
      .expect(400);

    // The auth limit (AUTH_RATE_LIMIT=3 here) answers 429 with its message and the standard Retry-After.
    await loginFrom('203.0.113.20').expect(401);
    await loginFrom('203.0.113.20').expect(401);
    const authLimited = await loginFrom('203.0.113.20').expect(429);
    expect((authLimited.body as ApiErrorBody).message).toBe(RATE_LIMITED_MESSAGE);
    expect(Number(authLimited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });
});

import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { resolve } from 'node:path';
import request from 'supertest';
import type { AuthProviders, Product, User } from '@usedcars/contract/types';
import { safeReturnTo } from '../src/auth/oidc/oidc.service';
import { User as UserEntity } from '../src/users';
import { bearer, DEMO, signup } from './auth-helpers';
import { createTestApp, type TestApp } from './create-test-app';

const PUBLIC_URL = 'http://localhost:8080';
const CALLBACK = `${PUBLIC_URL}/api/auth/oidc/callback`;
const PROVIDER_SCRIPT = resolve(__dirname, '..', '..', 'tools', 'oidc-provider', 'server.mjs');

/** Starts the local OpenID provider on a free port and resolves its issuer URL. */
function startProvider(): Promise<{ child: ChildProcess; issuer: string }> {
  const child = spawn(process.execPath, [PROVIDER_SCRIPT, '--port', '0', '--redirect-uri', CALLBACK], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`provider did not start: ${errors}`)), 20_000);
    child.on('exit', (code) => fail(new Error(`provider exited with ${code}: ${errors}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const match = /^OIDC_PROVIDER_READY (\S+)$/.exec(line);
      if (match) {
        clearTimeout(timer);
        done({ child, issuer: match[1] as string });
      }
    });
  });
}

/** A tiny cookie jar for the provider's origin (name → value; paths ignored, which is fine for one flow). */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(headers: Headers | string[] | undefined): void {
    const lines = Array.isArray(headers) ? headers : (headers?.getSetCookie() ?? []);
    for (const line of lines) {
      const [pair] = line.split(';');
      const index = (pair as string).indexOf('=');
      const name = (pair as string).slice(0, index).trim();
      const value = (pair as string).slice(index + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }
}

interface FlowResult {
  status: number;
  location: string;
  setCookies: string[];
  callbackUrl: URL;
}

describe('Continue With Google (OpenID Connect against the local provider)', () => {
  let provider: { child: ChildProcess; issuer: string };
  let testApp: TestApp;

  beforeAll(async () => {
    provider = await startProvider();
    testApp = await createTestApp({
      env: {
        OIDC_ISSUER_URL: provider.issuer,
        OIDC_CLIENT_ID: 'usedcars-local',
        OIDC_CLIENT_SECRET: 'usedcars-local-secret',
        OIDC_LOCAL_STAND_IN: 'true',
        PUBLIC_URL,
      },
    });
  }, 60_000);

  afterAll(async () => {
    await testApp?.close();
    provider?.child.kill('SIGTERM');
  });

  /** From our start route through the provider's sign-in form, up to (not including) our callback. */
  async function signInAtProvider(
    email: string,
    name: string,
    returnTo = '/cars',
  ): Promise<{ callbackUrl: URL; transactionCookie: string }> {
    const start = await request(testApp.http)
      .get(`/api/auth/oidc/start?returnTo=${encodeURIComponent(returnTo)}`)
      .expect(302);
    const transactionCookie = (start.headers['set-cookie'] as unknown as string[]).find((line) =>
      line.startsWith('oidc_tx='),
    ) as string;
    expect(transactionCookie).toMatch(/HttpOnly/);
    expect(transactionCookie).toMatch(/SameSite=Lax/);
    expect(transactionCookie).toMatch(/Path=\/api\/auth\/oidc/);
    expect(transactionCookie).toMatch(/Max-Age=600/);
    const authorize = new URL(start.headers.location as string);
    expect(authorize.origin).toBe(provider.issuer);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: 'usedcars-local',
      redirect_uri: CALLBACK,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    for (const key of ['state', 'nonce', 'code_challenge'])
      expect(authorize.searchParams.get(key)).toBeTruthy();

    const jar = new CookieJar();
    let url = authorize.href;
    for (let hop = 0; hop < 10; hop++) {
      const response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
      jar.store(response.headers);
      if (response.status === 200) {
        const html = await response.text();
        expect(html).toContain('name="email"');
        const action = new URL(`${new URL(url).pathname}/login`, provider.issuer);
        const posted = await fetch(action, {
          method: 'POST',
          redirect: 'manual',
          headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ email, name }).toString(),
        });
        jar.store(posted.headers);
        url = new URL(posted.headers.get('location') as string, url).href;
        continue;
      }
      expect([302, 303]).toContain(response.status);
      const next = new URL(response.headers.get('location') as string, url);
      if (next.href.startsWith(CALLBACK)) {
        return { callbackUrl: next, transactionCookie: transactionCookie.split(';')[0] as string };
      }
      url = next.href;
    }
    throw new Error('the provider never sent the browser back');
  }

  async function callback(callbackUrl: URL, cookie?: string): Promise<FlowResult> {
    const call = request(testApp.http).get(`${callbackUrl.pathname}${callbackUrl.search}`);
    const response = await (cookie ? call.set('Cookie', cookie) : call);
    return {
      status: response.status,
      location: response.headers.location as string,
      setCookies: (response.headers['set-cookie'] as unknown as string[] | undefined) ?? [],
      callbackUrl,
    };
  }

  function accessToken(result: FlowResult): string {
    const line = result.setCookies.find((cookie) => cookie.startsWith('used_access_token='));
    expect(line).toBeDefined();
    return decodeURIComponent((line as string).split(';')[0]!.split('=')[1] as string);
  }

  /** The account the flow's access-token cookie signs in. */
  async function signedInAccount(result: FlowResult): Promise<User> {
    const response = await request(testApp.http)
      .get('/api/auth/me')
      .set(...bearer(accessToken(result)))
      .expect(200);
    return response.body as User;
  }

  const loginError = (result: FlowResult): string => {
    expect(result.status).toBe(302);
    const target = new URL(result.location, PUBLIC_URL);
    expect(target.pathname).toBe('/login');
    return target.searchParams.get('error') as string;
  };

  it('is offered by GET /api/auth/providers', async () => {
    const response = await request(testApp.http).get('/api/auth/providers').expect(200);
    expect(response.body).toEqual({ oidc: { name: 'Google', localStandIn: true } } satisfies AuthProviders);
  });

  it('signs a new person in as a Buyer, sets the access-token cookie and returns to the page', async () => {
    const { callbackUrl, transactionCookie } = await signInAtProvider('New.Person@Example.com', 'New Person');
    const result = await callback(callbackUrl, transactionCookie);
    expect(result.status).toBe(302);
    expect(result.location).toBe('/cars');

    const cookieLine = result.setCookies.find((cookie) => cookie.startsWith('used_access_token=')) as string;
    expect(cookieLine).toMatch(/Path=\//);
    expect(cookieLine).toMatch(/SameSite=Lax/);
    expect(cookieLine).toMatch(/Max-Age=86400/);
    // Out of scripts' reach; the page reads only the proof beside it.
    expect(cookieLine).toMatch(/HttpOnly/i);
    expect(cookieLine).not.toMatch(/Secure/i);
    const proofLine = result.setCookies.find((cookie) => cookie.startsWith('used_csrf=')) as string;
    expect(proofLine).toMatch(/^used_csrf=[\w-]{20,};/);
    expect(proofLine).not.toMatch(/HttpOnly/i);

    const me = await signedInAccount(result);
    expect(me).toMatchObject({
      email: 'new.person@example.com',
      displayName: 'New Person',
      role: 'Buyer',
      verified: false,
      photoURL: null,
    });
    const stored = await testApp.dataSource.getRepository(UserEntity).findOneByOrFail({ id: me.uid });
    expect(stored.passwordHash).toBeNull();

    // Signing in again reaches the same account.
    const again = await signInAtProvider('new.person@example.com', 'Another Name', '/wishlist');
    const second = await callback(again.callbackUrl, again.transactionCookie);
    expect(second.location).toBe('/wishlist');
    const meAgain = await signedInAccount(second);
    expect(meAgain.uid).toBe(me.uid);
    expect(meAgain.displayName).toBe('New Person');
  });

  it('signs in the existing password account whose address was proven (seeded), with the same verified email', async () => {
    const existing = await testApp.dataSource
      .getRepository(UserEntity)
      .findOneByOrFail({ email: DEMO.seller });
    const { callbackUrl, transactionCookie } = await signInAtProvider(DEMO.seller, 'Whoever');
    const result = await callback(callbackUrl, transactionCookie);
    expect(result.location).toBe('/cars');
    const me = await signedInAccount(result);
    expect(me).toMatchObject({ uid: existing.id, role: 'Seller', displayName: existing.displayName });
  });

  it('never signs the owner into a password account that registered their address unproven (pre-account hijack)', async () => {
    // A squatter registers the owner's address with a password, and books a car in that name.
    const victim = 'owner.of.this.address@example.com';
    const squatter = await signup(testApp.http, { email: victim, password: 'Squat#pass1' });
    const [car] = (await request(testApp.http).get('/api/products?pageSize=1').expect(200)).body as Product[];
    await request(testApp.http)
      .post('/api/orders')
      .set(...bearer(squatter.token))
      .send({ productID: car?._id, customerMobile: '+880 1711-000000', meetLocation: 'Gulshan 1, Dhaka' })
      .expect(201);

    // The owner signs in with Google, which proves the address.
    const { callbackUrl, transactionCookie } = await signInAtProvider(victim, 'Real Owner');
    const result = await callback(callbackUrl, transactionCookie);
    expect(result.location).toBe('/cars');
    const me = await signedInAccount(result);
    expect(me).toMatchObject({ email: victim, displayName: 'Real Owner' });
    expect(me.uid).not.toBe(squatter.user.uid);
    const owned = await request(testApp.http)
      .get(`/api/orders/${me.uid}`)
      .set(...bearer(accessToken(result)))
      .expect(200);
    expect(owned.body).toEqual([]);

    // The squatter's password and session stop working.
    await request(testApp.http)
      .post('/api/auth/login')
      .send({ email: victim, password: 'Squat#pass1' })
      .expect(401);
    await request(testApp.http)
      .get('/api/auth/me')
      .set(...bearer(squatter.token))
      .expect(401);
    const stored = await testApp.dataSource.getRepository(UserEntity).findOneByOrFail({ id: me.uid });
    expect(stored.emailVerifiedAt).not.toBeNull();
  });

  it('keeps the name the provider gives on one line, without control characters', async () => {
    const { callbackUrl, transactionCookie } = await signInAtProvider(
      'control.name@example.com',
      ' Ann\r\nSet-Cookie: x=1\u202e\u0007 ',
    );
    const me = await signedInAccount(await callback(callbackUrl, transactionCookie));
    expect(me.displayName).toBe('Ann Set-Cookie: x=1');
  });

  it('returns only to a path on this site', async () => {
    const { callbackUrl, transactionCookie } = await signInAtProvider(
      'third@example.com',
      '',
      '//evil.example/x',
    );
    const result = await callback(callbackUrl, transactionCookie);
    expect(result.location).toBe('/');
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'cars',
      '',
      '/a\nb',
      null,
    ]) {
      expect(safeReturnTo(bad)).toBe('/');
    }
    expect(safeReturnTo('/products/1?x=2#y')).toBe('/products/1?x=2#y');
  });

  it('returns to a path holding characters outside Latin-1, percent-encoded, with the session set', async () => {
    const returnTo = '/category/日本車?q=Škoda 🚗#über';
    const encoded = '/category/%E6%97%A5%E6%9C%AC%E8%BB%8A?q=%C5%A0koda%20%F0%9F%9A%97#%C3%BCber';
    const { callbackUrl, transactionCookie } = await signInAtProvider('unicode@example.com', 'Uni', returnTo);
    const result = await callback(callbackUrl, transactionCookie);
    expect(result.status).toBe(302);
    expect(result.location).toBe(encoded);
    expect((await signedInAccount(result)).email).toBe('unicode@example.com');
    // Already encoded, or Latin-1 only: the same address, encoded once.
    expect(safeReturnTo(encoded)).toBe(encoded);
    expect(safeReturnTo('/cars?q=café')).toBe('/cars?q=caf%C3%A9');
    expect(safeReturnTo('/a/../../b')).toBe('/b');
  });

  it('still signs in the owner of an address whose password sign-in is paused, and the pause says so', async () => {
    const email = 'paused.owner@example.com';
    await signup(testApp.http, { email, password: 'Secret#1' });
    const attempt = (password: string) =>
      request(testApp.http).post('/api/auth/login').send({ email, password });
    for (let i = 0; i < 10; i++) await attempt('Wrong#pass1').expect(401);
    const paused = await attempt('Secret#1').expect(429);
    expect((paused.body as { message: string }).message).toBe(
      'Too many wrong passwords for this account. Please try again in 15 minutes, or use Continue With Google now: ' +
        'only password sign-in is paused.',
    );
    const { callbackUrl, transactionCookie } = await signInAtProvider(email, 'Paused Owner');
    const result = await callback(callbackUrl, transactionCookie);
    expect(result.location).toBe('/cars');
    expect((await signedInAccount(result)).email).toBe(email);
  });

  it('refuses a tampered state, a missing or forged transaction cookie, and a provider error', async () => {
    const users = testApp.dataSource.getRepository(UserEntity);
    const before = await users.count();

    const first = await signInAtProvider('tamper@example.com', 'Tamper');
    const tampered = new URL(first.callbackUrl);
    tampered.searchParams.set('state', 'not-the-state-we-sent');
    const tamperedResult = await callback(tampered, first.transactionCookie);
    expect(loginError(tamperedResult)).toBe('failed');
    expect(tamperedResult.setCookies.some((cookie) => cookie.startsWith('used_access_token='))).toBe(false);

    const second = await signInAtProvider('tamper@example.com', 'Tamper');
    expect(loginError(await callback(second.callbackUrl))).toBe('expired');
    const forged = second.transactionCookie.replace(/\.[^.]+$/, '.AAAA');
    expect(loginError(await callback(second.callbackUrl, forged))).toBe('expired');

    const denied = new URL(`${CALLBACK}?error=access_denied&state=x`);
    expect(loginError(await callback(denied, second.transactionCookie))).toBe('cancelled');

    expect(await users.count()).toBe(before);
  });
});

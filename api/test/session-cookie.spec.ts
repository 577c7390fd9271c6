// The browser's session: the token in an HttpOnly cookie the API sets, and the CSRF proof a write authenticated by that
// cookie must carry (a page of another site can make the browser send the cookies, not set the header).
import request from 'supertest';
import type { AuthResponse } from '@usedcars/contract/types';
import { CSRF_HEADER, SESSION_MODE_HEADER } from '@usedcars/contract/types';
import { CSRF_REFUSED_MESSAGE } from '../src/auth/session-cookie';
import { bearer, DEMO, DEMO_PASSWORD } from './auth-helpers';
import { createTestApp, type TestApp } from './create-test-app';

/** The Set-Cookie lines of an answer, by cookie name. */
function setCookies(response: request.Response): Map<string, string> {
  const raw = response.headers['set-cookie'] as unknown as string[] | string | undefined;
  const lines = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return new Map(lines.map((line) => [line.slice(0, line.indexOf('=')), line]));
}

/** A cookie line's value. */
const valueOf = (line: string | undefined) =>
  decodeURIComponent(/^[^=]+=([^;]*)/.exec(line ?? '')?.[1] ?? '');

const csrfClaimOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { csrf?: string }).csrf;

describe('the session cookie', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  /** Signs in as the apps do; answers the Cookie header the browser would send back, and the proof. */
  async function appLogin(email: string) {
    const response = await request(testApp.http)
      .post('/api/auth/login')
      .set(SESSION_MODE_HEADER, 'cookie')
      .send({ email, password: DEMO_PASSWORD })
      .expect(200);
    const cookies = setCookies(response);
    const token = valueOf(cookies.get('used_access_token'));
    const proof = valueOf(cookies.get('used_csrf'));
    return {
      response,
      cookies,
      token,
      proof,
      cookie: `used_access_token=${encodeURIComponent(token)}; used_csrf=${encodeURIComponent(proof)}`,
    };
  }

  const savedSearches = async (cookie: string) =>
    (await request(testApp.http).get('/api/saved-searches').set('Cookie', cookie).expect(200))
      .body as unknown[];

  it('keeps the token where no script reads it: HttpOnly, SameSite=Lax, for the whole site, as long as the token', async () => {
    const { response, cookies, token, proof } = await appLogin(DEMO.buyer);
    const line = cookies.get('used_access_token')!;
    expect(line).toMatch(/; HttpOnly/i);
    expect(line).toMatch(/; SameSite=Lax/i);
    expect(line).toMatch(/; Path=\//);
    expect(line).toMatch(/; Max-Age=86400/);
    expect(line).not.toMatch(/; Secure/i); // http://localhost: a Secure cookie would not be kept
    // The apps get no token in the body: a script on the page never holds one.
    const body = response.body as Partial<AuthResponse>;
    expect(body.token).toBeUndefined();
    expect(body.user?.email).toBe(DEMO.buyer);
    // Beside it, readable, the token's own proof.
    expect(cookies.get('used_csrf')).not.toMatch(/HttpOnly/i);
    expect(cookies.get('used_csrf')).toMatch(/; SameSite=Lax/i);
    expect(proof).toMatch(/^[\w-]{20,}$/);
    expect(proof).toBe(csrfClaimOf(token));
  });

  it('still answers the original clients the token in the body (they send it as Authorization)', async () => {
    const response = await request(testApp.http)
      .post('/api/auth/login')
      .send({ email: DEMO.buyer, password: DEMO_PASSWORD })
      .expect(200);
    const { token } = response.body as AuthResponse;
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    await request(testApp.http)
      .post('/api/saved-searches')
      .set(...bearer(token))
      .send({ name: 'By header', query: { brand: 'toyota' } })
      .expect(201);
  });

  it('authenticates reads by the cookie alone, and a write only with the proof: a cross-site write is refused and changes nothing', async () => {
    const { cookie, proof } = await appLogin(DEMO.buyer2);
    const before = (await savedSearches(cookie)).length;
    const search = { name: 'Cross-site', query: { brand: 'honda' } };

    // As a form or script of another site would send it: the cookies, no header.
    const forged = await request(testApp.http)
      .post('/api/saved-searches')
      .set('Cookie', cookie)
      .set('Origin', 'https://evil.example')
      .send(search)
      .expect(403);
    expect(forged.body).toMatchObject({ statusCode: 403, message: CSRF_REFUSED_MESSAGE });
    // A guessed or another session's proof is no better.
    await request(testApp.http)
      .post('/api/saved-searches')
      .set('Cookie', cookie)
      .set(CSRF_HEADER, `${proof.slice(0, -2)}xx`)
      .send(search)
      .expect(403);
    const other = await appLogin(DEMO.buyer);
    await request(testApp.http)
      .post('/api/saved-searches')
      .set('Cookie', cookie)
      .set(CSRF_HEADER, other.proof)
      .send(search)
      .expect(403);
    expect(await savedSearches(cookie)).toHaveLength(before);

    // The apps' own request carries it.
    await request(testApp.http)
      .post('/api/saved-searches')
      .set('Cookie', cookie)
      .set(CSRF_HEADER, proof)
      .send(search)
      .expect(201);
    expect(await savedSearches(cookie)).toHaveLength(before + 1);
  });

  it('on a public route, a write without the proof is simply anonymous', async () => {
    const { cookie } = await appLogin(DEMO.buyer);
    // Logging in again from a page with a stale session: the cookie is not used, the form's answer counts.
    await request(testApp.http)
      .post('/api/auth/login')
      .set('Cookie', cookie)
      .send({ email: DEMO.seller, password: DEMO_PASSWORD })
      .expect(200);
  });

  it('renews the session into the cookies (a new proof), and ends it by clearing them', async () => {
    const { cookie, proof, token } = await appLogin(DEMO.seller);
    const renewed = await request(testApp.http)
      .post('/api/used-jwt')
      .set('Cookie', cookie)
      .set(CSRF_HEADER, proof)
      .set(SESSION_MODE_HEADER, 'cookie')
      .send({})
      .expect(200);
    // Authenticated by the cookie: no token in the body even without the apps' header.
    expect(renewed.body).toEqual({});
    const cookies = setCookies(renewed);
    expect(cookies.get('used_access_token')).toMatch(/HttpOnly/i);
    const fresh = valueOf(cookies.get('used_access_token'));
    expect(fresh).not.toBe(token);
    expect(valueOf(cookies.get('used_csrf'))).toBe(csrfClaimOf(fresh));
    expect(valueOf(cookies.get('used_csrf'))).not.toBe(proof);
    const noBodyEither = await request(testApp.http)
      .post('/api/used-jwt')
      .set('Cookie', cookie)
      .set(CSRF_HEADER, proof)
      .send({})
      .expect(200);
    expect(noBodyEither.body).toEqual({});

    // Not without the session's proof: another site's form cannot sign the visitor out.
    const forged = await request(testApp.http).post('/api/auth/logout').set('Cookie', cookie).expect(403);
    expect(setCookies(forged).size).toBe(0);
    const out = await request(testApp.http)
      .post('/api/auth/logout')
      .set('Cookie', cookie)
      .set(CSRF_HEADER, proof)
      .expect(204);
    const cleared = setCookies(out);
    for (const name of ['used_access_token', 'used_csrf']) {
      expect(valueOf(cleared.get(name))).toBe('');
      expect(cleared.get(name)).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
    }
  });
});

// What SIGTERM does (src/shutdown.ts, called by main.ts): a notice period in which answers say the instance is
// leaving, then no new connection, the live streams ended, and the requests under way finished, their writes kept.
import { request as httpRequest } from 'node:http';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AuthResponse } from '@usedcars/contract/types';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { readDatabaseConfig } from '../src/config/database.config';
import { resolveDataSourceOptions } from '../src/database';
import { DRAINING_HEADER, drainAndClose } from '../src/shutdown';
import { bearer, signup, uniqueEmail } from './auth-helpers';
import { createTestApp, type TestApp } from './create-test-app';
import { listen, LiveStream } from './live-stream';

/** A sign-up whose body is sent in two halves, the second only when `finish` is called. */
function slowSignup(baseUrl: string, email: string) {
  const body = Buffer.from(
    JSON.stringify({ displayName: 'Late Person', email, password: 'Secret#1', role: 'Buyer' }),
  );
  const url = new URL('/api/auth/signup', baseUrl);
  let send!: () => void;
  const answered = new Promise<{ status: number; body: AuthResponse }>((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method: 'POST',
        agent: false,
        headers: { 'Content-Type': 'application/json', 'Content-Length': body.length },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as AuthResponse }),
        );
      },
    );
    request.on('error', reject);
    request.write(body.subarray(0, 20));
    send = () => request.end(body.subarray(20));
  });
  return { answered, finish: () => send() };
}

async function refused(baseUrl: string): Promise<boolean> {
  try {
    await fetch(`${baseUrl}/api/health`);
    return false;
  } catch (error) {
    return (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED';
  }
}

describe('shutting down (SIGTERM)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ seed: false });
  }, 120_000);

  afterAll(async () => {
    await testApp.environment.cleanUp();
  });

  it('says it is leaving, then takes no connection, ends live streams and finishes what is under way', async () => {
    const baseUrl = await listen(testApp.app);
    const member = await signup(testApp.http);
    const stream = await LiveStream.open(baseUrl, Object.fromEntries([bearer(member.token)]));
    const email = uniqueEmail('late');
    const late = slowSignup(baseUrl, email);
    // Its first half is in: the request is under way.
    await new Promise((resolve) => setTimeout(resolve, 100));

    const app = testApp.app as NestFastifyApplication;
    const closed = drainAndClose(app, { noticeMs: 1500, timeoutMs: 20_000 });

    // The notice: answered as ever, with the header that tells a balancer to pass the instance over; its health
    // check out of rotation.
    const during = await fetch(`${baseUrl}/api/products?pageSize=1`);
    expect(during.status).toBe(200);
    expect(during.headers.get(DRAINING_HEADER)).toBe('1');
    const health = await fetch(`${baseUrl}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'This instance is shutting down.',
    });
    expect(stream.ended).toBe(false);

    // Then: refused before anything is sent (a balancer tries another instance), and the stream ended.
    const deadline = Date.now() + 10_000;
    while (!(await refused(baseUrl))) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await stream.waitFor(() => stream.ended);

    // The request under way is finished, and what it wrote is kept.
    late.finish();
    const answer = await late.answered;
    expect(answer.status).toBe(201);
    await closed;
    const options = await resolveDataSourceOptions(readDatabaseConfig(testApp.environment.env));
    const database = await new DataSource({
      ...options,
      migrationsRun: false,
    } as DataSourceOptions).initialize();
    try {
      const [row] = (await database.query('SELECT id FROM users WHERE email = ?', [email])) as {
        id: string;
      }[];
      expect(row?.id).toBe(answer.body.user.uid);
    } finally {
      await database.destroy();
    }
  }, 60_000);
});

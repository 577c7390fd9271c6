import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { ConversationSummary } from '@usedcars/contract/types';
import { IsNull } from 'typeorm';
import { Product } from '../src/catalog';
import { LiveService } from '../src/live';
import { MAX_STREAMS_PER_ACCOUNT, REPLACED_STREAM_RETRY_MS } from '../src/live/live-hub';
import { bearer, DEMO, login, signup } from './auth-helpers';
import { createTestApp, type TestApp } from './create-test-app';
import { listen, LiveStream } from './live-stream';

const cookie = (token: string) => ({ Cookie: `used_access_token=${encodeURIComponent(token)}` });
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function publicCarOf(testApp: TestApp, email: string): Promise<Product> {
  return testApp.dataSource.getRepository(Product).findOneOrFail({
    where: {
      sold: false,
      takenDownAt: IsNull(),
      deletedAt: IsNull(),
      heldForReviewAt: IsNull(),
      author: { email },
    },
    relations: { author: true },
  });
}

async function startConversation(testApp: TestApp, token: string, productID: string, text: string) {
  return (
    await request(testApp.http)
      .post('/api/conversations')
      .set(...bearer(token))
      .send({ productID, text })
      .expect(201)
  ).body as ConversationSummary;
}

describe('the live stream (one API instance, events in process)', () => {
  let testApp: TestApp;
  let baseUrl: string;
  const streams: LiveStream[] = [];
  const open = async (headers: Record<string, string>) => {
    const stream = await LiveStream.open(baseUrl, headers);
    streams.push(stream);
    return stream;
  };

  // Seeding the demo catalog takes over a minute on a busy machine's MySQL.
  beforeAll(async () => {
    testApp = await createTestApp();
    baseUrl = await listen(testApp.app);
  }, 180_000);

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await testApp?.close();
  });

  it('needs a valid session: no cookie, a bad one, or a token in the address are refused', async () => {
    for (const headers of [{}, cookie('not-a-token'), { Cookie: 'other=1' }]) {
      const stream = await open(headers);
      expect(stream.status).toBe(401);
    }
    const buyer = await signup(testApp.http);
    const viaQuery = await fetch(`${baseUrl}/api/live/events?token=${buyer.token}`);
    expect(viaQuery.status).toBe(401);
    await viaQuery.body?.cancel();
  });

  it('is an unbuffered event stream, authenticated by the session cookie or a Bearer token', async () => {
    const buyer = await signup(testApp.http);
    for (const headers of [cookie(buyer.token), { Authorization: `Bearer ${buyer.token}` }]) {
      const stream = await open(headers);
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(stream.headers.get('cache-control')).toContain('no-transform');
      expect(stream.headers.get('x-accel-buffering')).toBe('no');
      expect(stream.text).toMatch(/^retry: \d+\n/);
    }
  });

  it('tells both parties of a new message, and no one else; the event names only the conversation', async () => {
    const seller = await login(testApp.http, DEMO.seller);
    const buyer = await signup(testApp.http, { displayName: 'Live Buyer' });
    const stranger = await signup(testApp.http);
    const car = await publicCarOf(testApp, DEMO.seller);
    const sellerStream = await open(cookie(seller.token));
    const buyerStream = await open(cookie(buyer.token));
    const strangerStream = await open(cookie(stranger.token));

    const started = await startConversation(testApp, buyer.token, car.id, 'Still for sale?');
    const event = { type: 'message', conversationId: started._id };
    await sellerStream.waitFor(() => sellerStream.events.length === 1);
    await buyerStream.waitFor(() => buyerStream.events.length === 1);
    expect(sellerStream.events).toEqual([event]);
    expect(buyerStream.events).toEqual([event]);
    expect(sellerStream.text).not.toContain('Still for sale?');

    await request(testApp.http)
      .post(`/api/conversations/${started._id}/messages`)
      .set(...bearer(seller.token))
      .send({ text: 'Yes it is' })
      .expect(201);
    await buyerStream.waitFor(() => buyerStream.events.length === 2);
    // Both events reached the parties; by then the stranger's stream would have had them too.
    expect(strangerStream.events).toEqual([]);
  });

  it('tells the other party of a block and an unblock', async () => {
    const seller = await login(testApp.http, DEMO.seller);
    const buyer = await signup(testApp.http);
    const car = await publicCarOf(testApp, DEMO.seller);
    const started = await startConversation(testApp, buyer.token, car.id, 'Hello');
    const buyerStream = await open(cookie(buyer.token));
    await request(testApp.http)
      .post(`/api/conversations/${started._id}/block`)
      .set(...bearer(seller.token))
      .expect(200);
    await buyerStream.waitFor(() => buyerStream.events.length === 1);
    expect(buyerStream.events).toEqual([{ type: 'conversation', conversationId: started._id }]);
  });

  it('ends the streams of a deleted account, which cannot open one again', async () => {
    const admin = await login(testApp.http, DEMO.admin);
    const doomed = await signup(testApp.http);
    const bystander = await signup(testApp.http);
    const doomedTabs = [await open(cookie(doomed.token)), await open(cookie(doomed.token))];
    const bystanderTab = await open(cookie(bystander.token));

    await request(testApp.http)
      .delete(`/api/user/${doomed.user.uid}`)
      .set(...bearer(admin.token))
      .expect(200);
    for (const tab of doomedTabs) await tab.waitFor(() => tab.ended);
    expect((await open(cookie(doomed.token))).status).toBe(401);

    // Nobody else's stream ended, and the deleted account hears nothing more.
    await testApp.app
      .get(LiveService)
      .publish([bystander.user.uid, doomed.user.uid], { type: 'notification' });
    await bystanderTab.waitFor(() => bystanderTab.events.length === 1);
    expect(bystanderTab.ended).toBe(false);
    expect(doomedTabs.flatMap((tab) => tab.events)).toEqual([]);
  });

  it(`keeps ${MAX_STREAMS_PER_ACCOUNT} streams of an account: a newer one ends the oldest, whose browser waits before reopening`, async () => {
    const user = await signup(testApp.http);
    const tabs: LiveStream[] = [];
    for (let n = 0; n < MAX_STREAMS_PER_ACCOUNT; n += 1) tabs.push(await open(cookie(user.token)));
    const newest = await open(cookie(user.token));
    const [oldest, ...kept] = tabs;
    await oldest!.waitFor(() => oldest!.ended);
    expect(oldest!.text).toContain(`retry: ${REPLACED_STREAM_RETRY_MS}\n`);

    await testApp.app.get(LiveService).publish([user.user.uid], { type: 'notification' });
    for (const tab of [...kept, newest]) await tab.waitFor(() => tab.events.length === 1);
    expect([...kept, newest].some((tab) => tab.ended)).toBe(false);
    expect(oldest!.events).toEqual([]);
  });
});

describe('the live stream when nothing happens', () => {
  it('sends a comment line every LIVE_HEARTBEAT_SECONDS, so proxies keep it open', async () => {
    const testApp = await createTestApp({ seed: false, env: { LIVE_HEARTBEAT_SECONDS: '1' } });
    const baseUrl = await listen(testApp.app);
    const buyer = await signup(testApp.http);
    const stream = await LiveStream.open(baseUrl, cookie(buyer.token));
    try {
      await stream.waitFor(() => (stream.text.match(/^: ping$/gm) ?? []).length >= 2, 5_000);
      expect(stream.events).toEqual([]);
    } finally {
      stream.close();
      await testApp.close();
    }
  });
});

describe('the live stream across API instances', () => {
  /** Two apps on one database; `env` for both (REDIS_URL or not). */
  async function twoInstances(redis: Record<string, string | undefined>) {
    // Their own key prefix: other test files use the same Redis at the same time.
    const env = { ...redis, REDIS_KEY_PREFIX: `live-test-${randomUUID()}:` };
    const first = await createTestApp({ env });
    const second = await createTestApp({ environment: first.environment, seed: false, env });
    return { first, second, secondUrl: await listen(second.app) };
  }

  it('with REDIS_URL, an event published on one instance reaches a stream opened on another', async () => {
    const { first, second, secondUrl } = await twoInstances({ REDIS_URL });
    const streams: LiveStream[] = [];
    try {
      const seller = await login(first.http, DEMO.seller);
      const buyer = await signup(first.http);
      const stranger = await signup(first.http);
      const sellerOnSecond = await LiveStream.open(secondUrl, cookie(seller.token));
      const strangerOnSecond = await LiveStream.open(secondUrl, cookie(stranger.token));
      streams.push(sellerOnSecond, strangerOnSecond);

      // The message is written through the first instance only.
      const car = await publicCarOf(first, DEMO.seller);
      const started = await startConversation(first, buyer.token, car.id, 'Through Redis?');
      await sellerOnSecond.waitFor(() => sellerOnSecond.events.length === 1);
      expect(sellerOnSecond.events).toEqual([{ type: 'message', conversationId: started._id }]);

      // And the service's own publish, as other modules call it.
      await first.app
        .get(LiveService)
        .publish([stranger.user.uid], { type: 'conversation', conversationId: 'x' });
      await strangerOnSecond.waitFor(() => strangerOnSecond.events.length === 1);
      expect(strangerOnSecond.events).toEqual([{ type: 'conversation', conversationId: 'x' }]);
    } finally {
      for (const stream of streams) stream.close();
      await second.close({ keepData: true });
      await first.close();
    }
  }, 240_000);

  it('with REDIS_URL, deleting an account on one instance ends its streams on another', async () => {
    const { first, second, secondUrl } = await twoInstances({ REDIS_URL });
    const streams: LiveStream[] = [];
    try {
      const admin = await login(first.http, DEMO.admin);
      const doomed = await signup(first.http);
      const other = await signup(first.http);
      const doomedOnSecond = await LiveStream.open(secondUrl, cookie(doomed.token));
      const otherOnSecond = await LiveStream.open(secondUrl, cookie(other.token));
      streams.push(doomedOnSecond, otherOnSecond);

      await request(first.http)
        .delete(`/api/user/${doomed.user.uid}`)
        .set(...bearer(admin.token))
        .expect(200);
      await doomedOnSecond.waitFor(() => doomedOnSecond.ended);
      expect(otherOnSecond.ended).toBe(false);
    } finally {
      for (const stream of streams) stream.close();
      await second.close({ keepData: true });
      await first.close();
    }
  }, 240_000);

  it('without REDIS_URL, each instance tells only its own streams (why Redis is needed)', async () => {
    const { first, second, secondUrl } = await twoInstances({ REDIS_URL: undefined });
    const streams: LiveStream[] = [];
    try {
      const seller = await login(first.http, DEMO.seller);
      const buyer = await signup(first.http);
      const firstUrl = await listen(first.app);
      const sellerOnFirst = await LiveStream.open(firstUrl, cookie(seller.token));
      const sellerOnSecond = await LiveStream.open(secondUrl, cookie(seller.token));
      streams.push(sellerOnFirst, sellerOnSecond);
      const car = await publicCarOf(first, DEMO.seller);
      await startConversation(first, buyer.token, car.id, 'Only here');
      await sellerOnFirst.waitFor(() => sellerOnFirst.events.length === 1);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(sellerOnSecond.events).toEqual([]);
    } finally {
      for (const stream of streams) stream.close();
      await second.close({ keepData: true });
      await first.close();
    }
  }, 240_000);
});

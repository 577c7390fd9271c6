import request from 'supertest';
import type {
  ApiErrorBody,
  AppNotification,
  CreateProductRequest,
  SavedSearch as SavedSearchBody,
} from '@usedcars/contract/types';
import { SAVED_SEARCH_LIMIT } from '@usedcars/contract/types';
import { ALERT_MESSAGES } from '@usedcars/contract/alerts-messages';
import { ListingAlerts, SavedSearch } from '../src/alerts';
import { ListingEvents, Product } from '../src/catalog';
import { LiveService } from '../src/live';
import { OutboxMail } from '../src/mail';
import { Notification } from '../src/notifications';
import { WishlistEntry } from '../src/wishlist';
import { bearer, DEMO, login, proveAddress, signup, uniqueEmail, readNotifications } from './auth-helpers';
import { createTestApp, type TestApp } from './create-test-app';
import { listingForm, uploadPhoto } from './listing-fixtures';
import { MailDevInbox } from './maildev';

const PUBLIC_URL = 'http://shop.example:8080';

describe('notifications, saved searches and their alerts', () => {
  let inbox: MailDevInbox;
  let testApp: TestApp;
  let seller: string;
  let sellerId: string;
  let photo: { url: string; thumbUrl: string };

  beforeAll(async () => {
    inbox = await MailDevInbox.start();
    testApp = await createTestApp({ env: { SMTP_URL: inbox.smtpUrl, PUBLIC_URL } });
    const session = await login(testApp.http, DEMO.seller);
    seller = session.token;
    sellerId = session.user.uid;
    photo = await uploadPhoto(testApp.http, seller);
    // The first pass starts the cursor a few seconds back (SETTLE_MS), which can hold the demo seed's cars: run it
    // before any search exists, so that no test's search is told of them.
    await testApp.app.get(ListingAlerts).scanNewListings(new Date(Date.now() + 60_000));
    // MailDev, the app and its seeded catalog: slow on a busy machine.
  }, 180_000);

  afterAll(async () => {
    await testApp?.close();
    await inbox?.stop();
  });

  /** A new buyer: its token, id and address. */
  async function newBuyer(name = 'Rafi') {
    const email = uniqueEmail('alerts');
    const session = await signup(testApp.http, { email, displayName: name });
    return { token: session.token, id: session.user.uid, email };
  }

  /** The live events `userId`'s open pages get (this process's streams), until `stop`. */
  function liveEventsOf(userId: string) {
    const events: unknown[] = [];
    const stop = testApp.app.get(LiveService).listen(userId, {
      send: (event) => events.push(event),
      end: () => undefined,
    });
    return { events, stop };
  }

  async function saveSearch(token: string, body: object, expected = 201) {
    return request(testApp.http)
      .post('/api/saved-searches')
      .set(...bearer(token))
      .send(body)
      .expect(expected);
  }

  async function list(changes: Partial<CreateProductRequest>, token = seller): Promise<string> {
    const response = await request(testApp.http)
      .post('/api/product')
      .set(...bearer(token))
      .send(listingForm(photo, changes))
      .expect(201);
    return (response.body as { insertedId: string }).insertedId;
  }

  /** The pass over new listings, as the background loop runs it, past the settling delay. */
  const scan = () => testApp.app.get(ListingAlerts).scanNewListings(new Date(Date.now() + 60_000));

  const notificationsOf = (token: string) => readNotifications(testApp.http, token);

  async function unread(token: string): Promise<number> {
    const response = await request(testApp.http)
      .get('/api/notifications/unread')
      .set(...bearer(token))
      .expect(200);
    return (response.body as { count: number }).count;
  }

  const alertMails = (to: string, kind = 'saved-search') =>
    testApp.dataSource.getRepository(OutboxMail).findBy({ recipient: to, kind });

  describe('saved searches', () => {
    it('saves the /cars filters as GET /products reads them, lists, renames and deletes them', async () => {
      const buyer = await newBuyer();
      const saved = (
        await saveSearch(buyer.token, {
          name: '  Cheap Toyotas ',
          query: { brand: 'toyota', maxPrice: '9000', fuel: 'Hybrid,Petrol', minYear: 2015, q: '' },
        })
      ).body as SavedSearchBody;
      expect(saved).toMatchObject({
        name: 'Cheap Toyotas',
        emailAlerts: true,
        query: { brand: 'toyota', maxPrice: 9000, fuel: ['Petrol', 'Hybrid'], minYear: 2015 },
      });
      expect(saved.query).not.toHaveProperty('q');

      const renamed = await request(testApp.http)
        .patch(`/api/saved-searches/${saved._id}`)
        .set(...bearer(buyer.token))
        .send({ name: 'Toyotas', emailAlerts: false })
        .expect(200);
      expect(renamed.body).toMatchObject({ name: 'Toyotas', emailAlerts: false });

      const listed = await request(testApp.http)
        .get('/api/saved-searches')
        .set(...bearer(buyer.token))
        .expect(200);
      expect((listed.body as SavedSearchBody[]).map((s) => s.name)).toEqual(['Toyotas']);

      await request(testApp.http)
        .delete(`/api/saved-searches/${saved._id}`)
        .set(...bearer(buyer.token))
        .expect(200, { acknowledged: true });
      const after = await request(testApp.http)
        .get('/api/saved-searches')
        .set(...bearer(buyer.token))
        .expect(200);
      expect(after.body).toEqual([]);
    });

    it('refuses a query GET /products would refuse, and unknown keys by name', async () => {
      const buyer = await newBuyer();
      const refused = async (query: unknown, field: string, message: string | RegExp) => {
        const body = (await saveSearch(buyer.token, { name: 'x', query }, 400)).body as ApiErrorBody;
        expect(body.errors?.[0]?.field).toBe(field);
        expect(body.message).toMatch(message);
      };
      await refused({ colour: 'red' }, 'query.colour', /colour is not a filter of the cars page/);
      await refused({ page: 2 }, 'query.page', /page is not a filter of the cars page/);
      await refused({ minPrice: '-5' }, 'query.minPrice', /minPrice must be a number of dollars/);
      await refused({ fuel: 'Steam' }, 'query.fuel', /fuel must be one or more of/);
      await refused({ minYear: 1800 }, 'query.minYear', /minYear must be a year between 1900 and 2100/);
      await refused({ sort: 'random' }, 'query.sort', /sort must be one of/);
      await refused({ brand: { $gt: '' } }, 'query.brand', ALERT_MESSAGES.query);
      await refused(['brand'], 'query', ALERT_MESSAGES.query);
      await refused('brand=toyota', 'query', ALERT_MESSAGES.query);
      const noName = (await saveSearch(buyer.token, { name: ' ', query: {} }, 400)).body as ApiErrorBody;
      expect(noName.message).toBe(ALERT_MESSAGES.name);
      const extra = (await saveSearch(buyer.token, { name: 'x', query: {}, userId: sellerId }, 400))
        .body as ApiErrorBody;
      expect(extra.message).toMatch(/userId/);
      expect(await testApp.dataSource.getRepository(SavedSearch).countBy({ userId: buyer.id })).toBe(0);
      const nullAlerts = (await saveSearch(buyer.token, { name: 'x', query: {}, emailAlerts: null }, 400))
        .body as ApiErrorBody;
      expect(nullAlerts.message).toBe(ALERT_MESSAGES.emailAlerts);
    });

    it('refuses a name or e-mail setting of null on a change, and keeps the search as it was', async () => {
      const buyer = await newBuyer();
      const saved = (await saveSearch(buyer.token, { name: 'Kept', query: {} })).body as SavedSearchBody;
      for (const [change, message] of [
        [{ name: null }, ALERT_MESSAGES.name],
        [{ name: null, emailAlerts: false }, ALERT_MESSAGES.name],
        [{ emailAlerts: null }, ALERT_MESSAGES.emailAlerts],
      ] as const) {
        const refused = await request(testApp.http)
          .patch(`/api/saved-searches/${saved._id}`)
          .set(...bearer(buyer.token))
          .send(change)
          .expect(400);
        expect((refused.body as ApiErrorBody).message).toBe(message);
      }
      const [kept] = (
        await request(testApp.http)
          .get('/api/saved-searches')
          .set(...bearer(buyer.token))
          .expect(200)
      ).body as SavedSearchBody[];
      expect(kept).toMatchObject({ name: 'Kept', emailAlerts: true });
    });

    it(`keeps at most ${SAVED_SEARCH_LIMIT} searches per account`, async () => {
      const buyer = await newBuyer();
      for (let i = 0; i < SAVED_SEARCH_LIMIT; i += 1)
        await saveSearch(buyer.token, { name: `s${i}`, query: { minYear: 2000 + i } });
      const body = (await saveSearch(buyer.token, { name: 'one more', query: {} }, 409)).body as ApiErrorBody;
      expect(body.message).toBe(ALERT_MESSAGES.tooMany);
      // One already kept is answered even then: saving it again adds nothing.
      await saveSearch(buyer.token, { name: 'again', query: { minYear: 2000 } });
    });

    it('keeps the same filters once: a repeat, even at the same instant, answers the search kept', async () => {
      const buyer = await newBuyer();
      const other = await newBuyer();
      const query = { brand: 'toyota', model: 'Premio', fuel: ['Petrol', 'Hybrid'] };
      const [first, second] = await Promise.all([
        saveSearch(buyer.token, { name: 'Premios', query }),
        saveSearch(buyer.token, { name: 'Premios', query }),
      ]);
      const kept = first.body as SavedSearchBody;
      expect((second.body as SavedSearchBody)._id).toBe(kept._id);
      // The same filters in another order, under another name: still the one kept, as it was.
      const again = (
        await saveSearch(buyer.token, {
          name: 'Other name',
          query: { fuel: ['Hybrid', 'Petrol'], model: 'Premio', brand: 'toyota' },
          emailAlerts: false,
        })
      ).body as SavedSearchBody;
      expect(again).toEqual(kept);
      // Other filters, or another user's same filters, are searches of their own.
      const narrower = (
        await saveSearch(buyer.token, { name: 'Hybrid Premios', query: { ...query, fuel: ['Hybrid'] } })
      ).body as SavedSearchBody;
      expect(narrower._id).not.toBe(kept._id);
      const others = (await saveSearch(other.token, { name: 'Premios', query })).body as SavedSearchBody;
      expect(others._id).not.toBe(kept._id);
      expect(await testApp.dataSource.getRepository(SavedSearch).countBy({ userId: buyer.id })).toBe(2);

      // The next matching car tells the buyer once per search, not once per click.
      await scan();
      await list({ model: 'Premio' });
      await scan();
      expect(await notificationsOf(buyer.token)).toHaveLength(1);
    });

    it('shows and changes a search to its owner only', async () => {
      const owner = await newBuyer();
      const other = await newBuyer();
      const saved = (await saveSearch(owner.token, { name: 'Mine', query: { brand: 'honda' } }))
        .body as SavedSearchBody;
      const listed = await request(testApp.http)
        .get('/api/saved-searches')
        .set(...bearer(other.token))
        .expect(200);
      expect(listed.body).toEqual([]);
      await request(testApp.http)
        .patch(`/api/saved-searches/${saved._id}`)
        .set(...bearer(other.token))
        .send({ name: 'Taken' })
        .expect(404);
      await request(testApp.http)
        .delete(`/api/saved-searches/${saved._id}`)
        .set(...bearer(other.token))
        .expect(404);
      await request(testApp.http).get('/api/saved-searches').expect(401);
      const row = await testApp.dataSource.getRepository(SavedSearch).findOneByOrFail({ id: saved._id });
      expect(row.name).toBe('Mine');
    });
  });

  describe('new-listing alerts', () => {
    it('tells a matching search, not others, nor the seller of their own car', async () => {
      const buyer = await newBuyer();
      const other = await newBuyer();
      await saveSearch(buyer.token, {
        name: 'Corolla under 16k',
        query: { brand: 'toyota', model: 'corolla', maxPrice: 16000, fuel: 'Petrol' },
      });
      await saveSearch(other.token, { name: 'Hondas', query: { brand: 'honda' } });
      // The seller's own search matches their own car: never told.
      await saveSearch(seller, { name: 'My own kind', query: { brand: 'toyota' } });
      await scan(); // earlier tests' listings are behind the cursor
      const [buyerLive, otherLive] = [liveEventsOf(buyer.id), liveEventsOf(other.id)];

      const match = await list({ sellPrice: 15000 });
      await list({ sellPrice: 17000 }); // over the search's maxPrice
      await list({ fuel: 'Diesel' }); // another fuel
      await scan();

      const told = await notificationsOf(buyer.token);
      expect(told).toEqual([
        expect.objectContaining({
          kind: 'saved-search',
          title: 'New match for "Corolla under 16k"',
          text: expect.stringMatching(/^Toyota Corolla \(bought 2018\), \$15,000$/),
          link: `/products/${match}`,
          read: false,
        }),
      ]);
      expect(await unread(buyer.token)).toBe(1);
      expect(await notificationsOf(other.token)).toEqual([]);
      expect(await notificationsOf(seller)).toEqual([]);
      // The owner's open pages are told at once (their bell refetches); nobody else's.
      expect(buyerLive.events).toEqual([{ type: 'notification' }]);
      expect(otherLive.events).toEqual([]);
      buyerLive.stop();
      otherLive.stop();
      // The same matching as the list: GET /products with the search's filters lists the car.
      const listed = await request(testApp.http)
        .get('/api/products?brand=toyota&model=corolla&maxPrice=16000&fuel=Petrol&pageSize=100')
        .expect(200);
      expect((listed.body as { _id: string }[]).map((p) => p._id)).toContain(match);
      // A second pass tells nothing again.
      await scan();
      expect(await notificationsOf(buyer.token)).toHaveLength(1);
    });

    it('mails a search at most once an hour; later matches are in the app only', async () => {
      const buyer = await newBuyer();
      const saved = (
        await saveSearch(buyer.token, { name: 'Any Axio', query: { brand: 'toyota', model: 'Axio' } })
      ).body as SavedSearchBody;
      await scan();
      await list({ model: 'Axio' });
      await scan();
      await list({ model: 'Axio' });
      await scan();
      expect(await notificationsOf(buyer.token)).toHaveLength(2);
      expect(await alertMails(buyer.email)).toHaveLength(1);

      // An hour later the next match mails again.
      await testApp.dataSource
        .getRepository(SavedSearch)
        .update({ id: saved._id }, { lastMailedAt: new Date(Date.now() - 61 * 60_000) });
      await list({ model: 'Axio' });
      await scan();
      expect(await alertMails(buyer.email)).toHaveLength(2);
      expect(await notificationsOf(buyer.token)).toHaveLength(3);
    });

    it('mails through SMTP with an unsubscribe link and header that turn off that search only, without login', async () => {
      const buyer = await newBuyer('Tanvir <b>');
      // The outbox mails an address only once it is proven.
      await proveAddress(testApp.http, inbox, buyer.email);
      const named = (
        await saveSearch(buyer.token, {
          name: 'Premio <script>',
          query: { brand: 'toyota', model: 'Premio' },
        })
      ).body as SavedSearchBody;
      const kept = (
        await saveSearch(buyer.token, { name: 'Kept', query: { brand: 'toyota', model: 'Allion' } })
      ).body as SavedSearchBody;
      await scan();
      const car = await list({ model: 'Premio', modelYear: 2015, sellPrice: 9500 });
      await list({ model: 'Allion' });
      await scan();

      const mails = await inbox.waitForMails(buyer.email, (m) => m.subject.includes('Premio'), 1);
      const mail = mails[0]!;
      expect(mail.subject).toBe('New match for "Premio <script>": 2015 Toyota Premio');
      expect(mail.text).toContain(`2015 Toyota Premio, $9,500: ${PUBLIC_URL}/products/${car}`);
      expect(mail.html).toContain('Premio &lt;script&gt;');
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).toContain('Hello Tanvir &lt;b&gt;,');
      // A long header is folded onto the next line.
      const header = /^List-Unsubscribe:\s*(<[^>]*>)/im.exec(await inbox.source(mail.id))?.[1] ?? '';
      const pattern = /^<(http:\/\/shop\.example:8080(\/api\/saved-searches\/unsubscribe\/[\w-]+))>$/;
      expect(header).toMatch(pattern);
      const link = pattern.exec(header)!;
      expect(mail.text).toContain(link[1]);
      const path = link[2]!;

      // Opening the link turns nothing off (mail scanners open links); its button does, without a login.
      const page = await request(testApp.http).get(path).expect(200);
      expect(page.text).toContain('Premio &lt;script&gt;');
      expect(page.text).toContain('<form method="post"');
      const searches = testApp.dataSource.getRepository(SavedSearch);
      expect((await searches.findOneByOrFail({ id: named._id })).emailAlerts).toBe(true);
      await request(testApp.http).post(path).set('Content-Type', 'text/plain').send('').expect(200);
      expect((await searches.findOneByOrFail({ id: named._id })).emailAlerts).toBe(false);
      expect((await searches.findOneByOrFail({ id: kept._id })).emailAlerts).toBe(true);

      await request(testApp.http).get('/api/saved-searches/unsubscribe/not-a-real-token-at-all').expect(404);
      await request(testApp.http).post('/api/saved-searches/unsubscribe/x').expect(404);

      // No more mails for it; still in the app.
      await testApp.dataSource.getRepository(SavedSearch).update({ id: named._id }, { lastMailedAt: null });
      await list({ model: 'Premio' });
      await scan();
      expect((await alertMails(buyer.email)).filter((m) => m.subject.includes('Premio'))).toHaveLength(1);
      expect((await notificationsOf(buyer.token)).filter((n) => n.title.includes('Premio'))).toHaveLength(2);
    });
  });

  describe('price drops', () => {
    async function wishList(token: string, productId: string) {
      await request(testApp.http)
        .post('/api/wishlist')
        .set(...bearer(token))
        .send({ productID: productId })
        .expect((response) => expect(response.status).toBeLessThan(300));
    }

    /** The seller's edit of the car listed with `changes`, at a new price. */
    async function reprice(id: string, sellPrice: number, changes: Partial<CreateProductRequest> = {}) {
      await request(testApp.http)
        .put(`/api/product/${id}`)
        .set(...bearer(seller))
        .send(listingForm(photo, { sellPrice, ...changes }))
        .expect(200);
      await testApp.app.get(ListingEvents).settled();
    }

    it('tells the wish-listers, not the seller nor others, only when the price goes down', async () => {
      const fan = await newBuyer();
      const other = await newBuyer();
      const axio = { model: 'Axio', purchaseYear: '2016-03', modelYear: 2014 };
      const car = await list({ ...axio, sellPrice: 10000 });
      await wishList(fan.token, car);
      const [fanLive, otherLive] = [liveEventsOf(fan.id), liveEventsOf(other.id)];

      await reprice(car, 10500, axio);
      await reprice(car, 10500, { ...axio, description: 'Same price, new words.' });
      expect(await notificationsOf(fan.token)).toEqual([]);

      await reprice(car, 9500, axio);
      // Less than the price the fan saw when wish-listing it.
      expect(await notificationsOf(fan.token)).toEqual([
        expect.objectContaining({
          kind: 'price-drop',
          text: '2014 Toyota Axio is now $9,500, $500 less.',
          link: `/products/${car}`,
        }),
      ]);
      const mails = await alertMails(fan.email, 'price-drop');
      expect(mails.map((m) => m.subject)).toEqual(['2014 Toyota Axio is now $9,500']);
      expect(await notificationsOf(other.token)).toEqual([]);
      expect(await notificationsOf(seller)).toEqual([]);
      expect(fanLive.events).toEqual([{ type: 'notification' }]);
      expect(otherLive.events).toEqual([]);
      fanLive.stop();
      otherLive.stop();
    });

    /** Moves the fan's last tell of the car `hours` back, as if that much time had passed. */
    async function toldHoursAgo(userId: string, productId: string, hours: number) {
      const entries = testApp.dataSource.getRepository(WishlistEntry);
      const entry = await entries.findOneByOrFail({ userId, productId });
      expect(entry.priceToldAt).not.toBeNull();
      await entries.update(
        { id: entry.id },
        { priceToldAt: new Date(entry.priceToldAt!.getTime() - hours * 3_600_000) },
      );
    }

    it('tells each wish-lister at most once a day, and only of a price below the lowest they were told of', async () => {
      const fan = await newBuyer();
      const axio = { model: 'Axio', purchaseYear: '2016-03', modelYear: 2014 };
      const car = await list({ ...axio, sellPrice: 10000 });
      await wishList(fan.token, car);

      // The seller moves the price a dollar down and up again, ten times.
      for (let i = 0; i < 10; i++) {
        await reprice(car, 9999, axio);
        await reprice(car, 10000, axio);
      }
      const texts = async () => (await notificationsOf(fan.token)).map((n) => n.text);
      expect(await texts()).toEqual(['2014 Toyota Axio is now $9,999, $1 less.']);
      expect(await alertMails(fan.email, 'price-drop')).toHaveLength(1);

      // A real drop the same day waits: at most one a day.
      await reprice(car, 9000, axio);
      expect(await texts()).toHaveLength(1);

      // A day later, a price that is not below the last one told ($9,999) is still no news.
      await toldHoursAgo(fan.id, car, 24);
      await reprice(car, 10500, axio);
      await reprice(car, 9999, axio);
      expect(await texts()).toHaveLength(1);

      await reprice(car, 9500, axio);
      expect(await texts()).toEqual([
        '2014 Toyota Axio is now $9,500, $499 less.',
        '2014 Toyota Axio is now $9,999, $1 less.',
      ]);
      const mails = await alertMails(fan.email, 'price-drop');
      expect(mails.map((m) => m.subject).sort()).toEqual([
        '2014 Toyota Axio is now $9,500',
        '2014 Toyota Axio is now $9,999',
      ]);
    });

    it('tells once when two instances pass on drops of the same car at once', async () => {
      const fans = [await newBuyer(), await newBuyer()];
      const car = await list({ sellPrice: 10000 });
      for (const fan of fans) await wishList(fan.token, car);
      await testApp.dataSource.getRepository(Product).update({ id: car }, { sellPriceCents: 900_000 });
      // Each instance that took an edit tells of its drop, both reading the wish-listers before either tells.
      const alerts = testApp.app.get(ListingAlerts);
      const drop = { productId: car, oldPriceCents: 1_000_000, newPriceCents: 900_000 };
      await Promise.all([alerts.notifyPriceDrop(drop), alerts.notifyPriceDrop(drop)]);
      for (const fan of fans) {
        expect(await notificationsOf(fan.token)).toHaveLength(1);
        expect(await alertMails(fan.email, 'price-drop')).toHaveLength(1);
      }
    });

    it('tells nobody of a car hidden from the lists', async () => {
      const fan = await newBuyer();
      const car = await list({ sellPrice: 10000 });
      await wishList(fan.token, car);
      await testApp.dataSource.getRepository(Product).update({ id: car }, { heldForReviewAt: new Date() });
      await reprice(car, 8000);
      expect(await notificationsOf(fan.token)).toEqual([]);
      // A sold car cannot be edited at all.
      await testApp.dataSource
        .getRepository(Product)
        .update({ id: car }, { heldForReviewAt: null, sold: true });
      await request(testApp.http)
        .put(`/api/product/${car}`)
        .set(...bearer(seller))
        .send(listingForm(photo, { sellPrice: 7000 }))
        .expect(409);
      await testApp.app.get(ListingEvents).settled();
      expect(await notificationsOf(fan.token)).toEqual([]);
      expect(await alertMails(fan.email, 'price-drop')).toEqual([]);
    });
  });

  describe('notifications', () => {
    it('are read and marked by their owner only; newest first, paged', async () => {
      const owner = await newBuyer();
      const other = await newBuyer();
      await saveSearch(owner.token, { name: 'Fits', query: { brand: 'toyota', model: 'Vitz' } });
      await scan();
      const first = await list({ model: 'Vitz', sellPrice: 5000 });
      await scan();
      const second = await list({ model: 'Vitz', sellPrice: 6000 });
      await scan();
      const mine = await notificationsOf(owner.token);
      expect(mine.map((n) => n.link)).toEqual([`/products/${second}`, `/products/${first}`]);

      const paged = await request(testApp.http)
        .get('/api/notifications?page=2&pageSize=1')
        .set(...bearer(owner.token))
        .expect(200);
      expect((paged.body as AppNotification[]).map((n) => n.link)).toEqual([`/products/${first}`]);
      expect(paged.headers['x-total-count']).toBe('2');

      // Another account: not listed, not counted, not marked.
      expect(await notificationsOf(other.token)).toEqual([]);
      await request(testApp.http)
        .post(`/api/notifications/${mine[0]!._id}/read`)
        .set(...bearer(other.token))
        .expect(404);
      await request(testApp.http)
        .post('/api/notifications/read-all')
        .set(...bearer(other.token))
        .expect(200);
      expect(await unread(owner.token)).toBe(2);
      await request(testApp.http).get('/api/notifications').expect(401);
      await request(testApp.http).post(`/api/notifications/${mine[0]!._id}/read`).expect(401);

      await request(testApp.http)
        .post(`/api/notifications/${mine[0]!._id}/read`)
        .set(...bearer(owner.token))
        .expect(200, { acknowledged: true });
      expect(await unread(owner.token)).toBe(1);
      expect((await notificationsOf(owner.token)).map((n) => n.read)).toEqual([true, false]);
      await request(testApp.http)
        .post('/api/notifications/read-all')
        .set(...bearer(owner.token))
        .expect(200);
      expect(await unread(owner.token)).toBe(0);
      await request(testApp.http)
        .post('/api/notifications/not-an-id/read')
        .set(...bearer(owner.token))
        .expect(404);
      expect(await testApp.dataSource.getRepository(Notification).countBy({ userId: other.id })).toBe(0);
    });
  });
});

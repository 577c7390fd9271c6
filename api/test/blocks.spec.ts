// A block between two accounts stops everything of either from reaching the other (issue #40): a blocked buyer
// once kept booking and cancelling the blocker's car, and every booking mailed the seller text the buyer wrote.
// Messages are covered in conversations.spec.ts; queued message mails in closed-conversations.spec.ts.
import request from 'supertest';
import type { ApiErrorBody, ConversationSummary, Order } from '@usedcars/contract/types';
import { BUYING_MESSAGES } from '@usedcars/contract/messages';
import { ListingAlerts } from '../src/alerts';
import { ListingEvents, Product } from '../src/catalog';
import { bearer, signup, readNotifications } from './auth-helpers';
import { createTestApp, type TestApp } from './create-test-app';
import { cloneListing, listingForm, uploadPhoto } from './listing-fixtures';
import { tableFingerprint } from './table-fingerprint';

interface Account {
  token: string;
  uid: string;
}

describe('a block between two accounts', () => {
  let testApp: TestApp;
  const http = () => request(testApp.http);

  const account = async (role: 'Buyer' | 'Seller' = 'Buyer'): Promise<Account> => {
    const { token, user } = await signup(testApp.http, { role });
    return { token, uid: user.uid };
  };
  const newCar = (seller: Account) => cloneListing(testApp, seller.uid);
  const book = (buyer: Account, car: Product) =>
    http()
      .post('/api/orders')
      .set(...bearer(buyer.token))
      .send({ productID: car.id, customerMobile: '+880 1811-222333', meetLocation: 'Anywhere you like' });
  /** The buyer writes to the car's seller: the conversation either of them blocks from. */
  const talk = async (buyer: Account, car: Product) =>
    (
      (
        await http()
          .post('/api/conversations')
          .set(...bearer(buyer.token))
          .send({ productID: car.id, text: 'Hello' })
          .expect(201)
      ).body as ConversationSummary
    )._id;
  const setBlock = (by: Account, conversationId: string, blocked: boolean) => {
    const path = `/api/conversations/${conversationId}/block`;
    return (blocked ? http().post(path) : http().delete(path)).set(...bearer(by.token)).expect(200);
  };
  const notificationsOf = (who: Account) => readNotifications(testApp.http, who.token);

  beforeAll(async () => {
    testApp = await createTestApp();
    // The first pass of the new-listing alerts starts a few seconds back: run it before any search exists.
    await testApp.app.get(ListingAlerts).scanNewListings(new Date(Date.now() + 60_000));
    // Seeding the demo catalog takes over a minute on a busy machine's MySQL.
  }, 180_000);

  afterAll(async () => {
    await testApp?.close();
  });

  it('stops the blocked buyer booking any car of the seller: the book-and-cancel loop mails nobody', async () => {
    const seller = await account('Seller');
    const buyer = await account();
    const [car, otherCar] = [await newCar(seller), await newCar(seller)];
    const conversation = await talk(buyer, car);
    // Before the block, the loop works (each booking mails the seller what the buyer wrote).
    const order = (await book(buyer, car).expect(201)).body as Order;
    await http()
      .delete(`/api/orders/${order._id}`)
      .set(...bearer(buyer.token))
      .expect(200);

    await setBlock(seller, conversation, true);
    const before = await tableFingerprint(testApp.dataSource);
    for (const target of [car, otherCar]) {
      const refused = await book(buyer, target).expect(403);
      expect((refused.body as ApiErrorBody).message).toBe(BUYING_MESSAGES.blocked);
    }
    // No booking, no mail, nothing at all.
    expect(await tableFingerprint(testApp.dataSource)).toBe(before);

    // Anyone else still books the car; and once unblocked, so does the buyer.
    await book(await account(), car).expect(201);
    await setBlock(seller, conversation, false);
    await book(buyer, car).expect(201);
  });

  it('works both ways: a buyer who blocked the seller cannot book their cars either', async () => {
    const seller = await account('Seller');
    const buyer = await account();
    const car = await newCar(seller);
    await setBlock(buyer, await talk(buyer, car), true);
    const refused = await book(buyer, car).expect(403);
    expect((refused.body as ApiErrorBody).message).toBe(BUYING_MESSAGES.blocked);
  });

  it('leaves a booking made before it: the buyer may still cancel it, and the seller still sees it', async () => {
    const seller = await account('Seller');
    const buyer = await account();
    const car = await newCar(seller);
    const order = (await book(buyer, car).expect(201)).body as Order;
    await setBlock(seller, await talk(buyer, car), true);

    const bookings = await http()
      .get('/api/seller/bookings')
      .set(...bearer(seller.token))
      .expect(200);
    expect((bookings.body as { _id: string }[]).map((b) => b._id)).toContain(order._id);
    await http()
      .delete(`/api/orders/${order._id}`)
      .set(...bearer(buyer.token))
      .expect(200);
  });

  it('keeps the seller’s new cars from the saved searches, and their price drops from the wish lists, of the other', async () => {
    const seller = await account('Seller');
    const [blockedBySeller, blockingSeller, stranger] = [await account(), await account(), await account()];
    const photo = await uploadPhoto(testApp.http, seller.token);
    const listed = async (sellPrice: number) =>
      (
        (
          await http()
            .post('/api/product')
            .set(...bearer(seller.token))
            .send(listingForm(photo, { sellPrice, model: 'Blockmobile' }))
            .expect(201)
        ).body as { insertedId: string }
      ).insertedId;
    const scan = () => testApp.app.get(ListingAlerts).scanNewListings(new Date(Date.now() + 60_000));
    const firstCar = await testApp.dataSource
      .getRepository(Product)
      .findOneByOrFail({ id: await listed(9000) });
    await scan(); // before the searches: the new car below is the one to tell of
    await setBlock(seller, await talk(blockedBySeller, firstCar), true);
    await setBlock(blockingSeller, await talk(blockingSeller, firstCar), true);

    for (const who of [blockedBySeller, blockingSeller, stranger]) {
      await http()
        .post('/api/saved-searches')
        .set(...bearer(who.token))
        .send({ name: 'Blockmobiles', query: { model: 'Blockmobile' } })
        .expect(201);
      await http()
        .post('/api/wishlist')
        .set(...bearer(who.token))
        .send({ productID: firstCar.id })
        .expect((response) => expect(response.status).toBeLessThan(300));
    }

    await listed(9500);
    await scan();
    await http()
      .put(`/api/product/${firstCar.id}`)
      .set(...bearer(seller.token))
      .send(listingForm(photo, { sellPrice: 8000, model: 'Blockmobile' }))
      .expect(200);
    await testApp.app.get(ListingEvents).settled();

    expect((await notificationsOf(stranger)).map((n) => n.kind).sort()).toEqual([
      'price-drop',
      'saved-search',
    ]);
    for (const who of [blockedBySeller, blockingSeller]) expect(await notificationsOf(who)).toEqual([]);
  });
});

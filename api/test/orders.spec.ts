import request from 'supertest';
import type {
  ApiErrorBody,
  BookingRequest,
  Order,
  OrderProduct,
  SellerBooking,
} from '@usedcars/contract/types';
import { Product as ProductEntity, PRODUCT_MESSAGES } from '../src/catalog';
import { BUYING_MESSAGES } from '@usedcars/contract/messages';
import { BOOKING_FIELD_MESSAGES } from '../src/orders/dto/booking.dto';
import { Order as OrderEntity } from '../src/orders';
import type { PaymentState } from '../src/orders/order.entity';
import { ORDER_MESSAGES } from '../src/orders/orders.service';
import { User as UserEntity } from '../src/users';
import { bearer, DEMO, login, signup } from './auth-helpers';
import { keysOf, PRODUCT_KEYS } from './contract-keys';
import { NOT_YOUR_ACCOUNT_MESSAGE } from '../src/common/caller-fields';
import { createTestApp, type TestApp } from './create-test-app';
import { cloneListing } from './listing-fixtures';

interface Account {
  token: string;
  uid: string;
  displayName: string;
  email: string;
}

// Exhaustive key lists: the compiler fails if the contract gains or loses a field.
const ORDER_KEYS: Record<keyof Order, true> = {
  _id: true,
  productID: true,
  productAuthor: true,
  customerName: true,
  customerEmail: true,
  customerId: true,
  customerMobile: true,
  meetLocation: true,
  bookingDate: true,
  price: true,
  product: true,
  payment: true,
  paymentMethod: true,
  transitionID: true,
  paymentDate: true,
  status: true,
  deal: true,
};
const { priceRating: _rating, ...LISTING_KEYS } = PRODUCT_KEYS;
const ORDER_PRODUCT_KEYS: Record<keyof OrderProduct, true> = { ...LISTING_KEYS, mobile: true };
const SELLER_BOOKING_KEYS: Record<keyof SellerBooking, true> = {
  _id: true,
  productID: true,
  productName: true,
  productThumbnail: true,
  price: true,
  customerName: true,
  customerEmail: true,
  customerMobile: true,
  meetLocation: true,
  bookingDate: true,
  payment: true,
  paymentDate: true,
  status: true,
  deal: true,
};

describe('bookings (orders)', () => {
  let testApp: TestApp;
  let seller: Account;
  let seller2: Account;
  let buyer: Account;
  let admin: string;

  const products = () => testApp.dataSource.getRepository(ProductEntity);
  const orders = () => testApp.dataSource.getRepository(OrderEntity);

  async function account(email: string): Promise<Account> {
    const { token, user } = await login(testApp.http, email);
    return { token, uid: user.uid, displayName: user.displayName, email: user.email };
  }

  async function newBuyer(): Promise<Account> {
    const { token, user } = await signup(testApp.http, { displayName: 'Rafi Chowdhury' });
    return { token, uid: user.uid, displayName: user.displayName, email: user.email };
  }

  const newCar = (authorId = seller.uid, changes: Partial<ProductEntity> = {}) =>
    cloneListing(testApp, authorId, changes);

  const booking = (productID: string, overrides: Partial<BookingRequest> = {}): BookingRequest => ({
    productID,
    customerMobile: '+880 1811-222333',
    meetLocation: 'Gulshan 1 circle, Dhaka',
    ...overrides,
  });

  const post = (token: string | null, body: unknown) => {
    const call = request(testApp.http)
      .post('/api/orders')
      .send(body as object);
    return token ? call.set(...bearer(token)) : call;
  };

  async function book(customer: Account, productID: string): Promise<Order> {
    return (await post(customer.token, booking(productID)).expect(201)).body as Order;
  }

  const listOrders = (token: string | null, uid: string) => {
    const call = request(testApp.http).get(`/api/orders/${uid}`);
    return token ? call.set(...bearer(token)) : call;
  };

  const cancel = (token: string | null, orderId: string) => {
    const call = request(testApp.http).delete(`/api/orders/${orderId}`);
    return token ? call.set(...bearer(token)) : call;
  };

  beforeAll(async () => {
    testApp = await createTestApp();
    seller = await account(DEMO.seller);
    seller2 = await account(DEMO.seller2);
    buyer = await newBuyer();
    admin = (await login(testApp.http, DEMO.admin)).token;
  });

  afterAll(async () => {
    await testApp.close();
  });

  describe('POST /api/orders', () => {
    it('books a car with the customer, seller and price from the records', async () => {
      const car = await newCar();
      const response = await post(buyer.token, booking(car.id, { meetLocation: '  Banani 11  ' })).expect(
        201,
      );
      const { acknowledged, ...order } = response.body as Order & { acknowledged: true };
      expect(acknowledged).toBe(true);
      expect(keysOf(order)).toEqual(keysOf(ORDER_KEYS));
      expect(keysOf(order.product)).toEqual(keysOf(ORDER_PRODUCT_KEYS));
      expect(order).toMatchObject({
        productID: car.id,
        productAuthor: seller.uid,
        customerId: buyer.uid,
        customerName: buyer.displayName,
        customerEmail: buyer.email,
        customerMobile: '+880 1811-222333',
        meetLocation: 'Banani 11',
        price: car.sellPriceCents / 100,
        payment: false,
        paymentMethod: null,
        transitionID: null,
        paymentDate: null,
        status: 'awaiting_payment',
      });
      expect(order.product).toMatchObject({ _id: car.id, mobile: car.mobile, sell: false });
      expect(Math.abs(Date.parse(order.bookingDate) - Date.now())).toBeLessThan(60_000);

      const row = await orders().findOneByOrFail({ id: order._id });
      expect(row).toMatchObject({
        customerId: buyer.uid,
        productAuthorId: seller.uid,
        priceCents: car.sellPriceCents,
        paymentState: 'unpaid',
        openBookingKey: buyer.uid,
        canceledAt: null,
      });
    });

    it('is refused to anonymous callers (401)', async () => {
      const car = await newCar();
      await post(null, booking(car.id)).expect(401);
      expect(await orders().countBy({ productId: car.id })).toBe(0);
    });

    it.each([
      ['sellPrice', () => 1],
      ['priceCents', () => 100],
      ['price', () => 1],
      ['payment', () => true],
      ['sold', () => true],
    ])('refuses a body that sets %s (400, nothing written)', async (field, value) => {
      const car = await newCar();
      const response = await post(buyer.token, { ...booking(car.id), [field]: value() });
      expect(response.status).toBe(400);
      expect((response.body as ApiErrorBody).errors?.[0]?.field).toBe(field);
      expect(await orders().countBy({ productId: car.id })).toBe(0);
    });

    it.each([
      ['customerId', () => seller2.uid, 403, NOT_YOUR_ACCOUNT_MESSAGE],
      ['customerEmail', () => 'someone@example.com', 403, NOT_YOUR_ACCOUNT_MESSAGE],
      ['productAuthor', () => buyer.uid, 400, BOOKING_FIELD_MESSAGES.productAuthor],
    ])('refuses %s naming someone else (nothing written)', async (field, value, status, message) => {
      const car = await newCar();
      const response = await post(buyer.token, { ...booking(car.id), [field]: value() });
      expect(response.status).toBe(status);
      expect((response.body as ApiErrorBody).message).toBe(message);
      expect(await orders().countBy({ productId: car.id })).toBe(0);
    });

    it('takes the original booking form’s payload, keeping the records’ customer, seller and date', async () => {
      const car = await newCar();
      const response = await post(buyer.token, {
        ...booking(car.id),
        productAuthor: seller.uid,
        customerName: 'Any Name The Form Showed',
        customerEmail: buyer.email.toUpperCase(),
        customerId: buyer.uid,
        bookingDate: '2020-01-01T00:00:00.000Z',
      }).expect(201);
      const order = response.body as Order & { acknowledged: true };
      expect(order).toMatchObject({
        acknowledged: true,
        productAuthor: seller.uid,
        customerId: buyer.uid,
        customerName: buyer.displayName,
        customerEmail: buyer.email,
      });
      expect(new Date(order.bookingDate).getFullYear()).toBe(new Date().getFullYear());
    });

    it.each([
      ['a missing mobile', { customerMobile: undefined }, 'customerMobile', BUYING_MESSAGES.mobile],
      ['a blank mobile', { customerMobile: '   ' }, 'customerMobile', BUYING_MESSAGES.mobile],
      ['a malformed mobile', { customerMobile: 'call me' }, 'customerMobile', PRODUCT_MESSAGES.mobileInvalid],
      ['a missing meeting place', { meetLocation: undefined }, 'meetLocation', BUYING_MESSAGES.meetLocation],
      ['a blank meeting place', { meetLocation: '  ' }, 'meetLocation', BUYING_MESSAGES.meetLocation],
      [
        'a meeting place over 200 characters',
        { meetLocation: 'x'.repeat(201) },
        'meetLocation',
        BOOKING_FIELD_MESSAGES.meetLocationLength,
      ],
      ['a missing car', { productID: undefined }, 'productID', BOOKING_FIELD_MESSAGES.productID],
    ])('refuses %s with its message', async (_label, overrides, field, message) => {
      const car = await newCar();
      const response = await post(buyer.token, booking(car.id, overrides as Partial<BookingRequest>));
      expect(response.status).toBe(400);
      expect((response.body as ApiErrorBody).errors?.[0]).toEqual({ field, message });
      expect(await orders().countBy({ productId: car.id })).toBe(0);
    });

    it('takes a meeting place of exactly 200 characters', async () => {
      const car = await newCar();
      await post(buyer.token, booking(car.id, { meetLocation: 'y'.repeat(200) })).expect(201);
    });

    it('refuses the caller’s own car (403)', async () => {
      const car = await newCar(seller.uid);
      const response = await post(seller.token, booking(car.id)).expect(403);
      expect((response.body as ApiErrorBody).message).toBe(BUYING_MESSAGES.ownCar);
    });

    it('refuses a sold car (409)', async () => {
      const car = await newCar(seller.uid, { sold: true });
      const response = await post(buyer.token, booking(car.id)).expect(409);
      expect((response.body as ApiErrorBody).message).toBe(BUYING_MESSAGES.carSold);
      expect(await orders().countBy({ productId: car.id })).toBe(0);
    });

    it('answers 404 for a taken-down, deleted, unknown or malformed car, or one of a deleted seller', async () => {
      const takenDown = await newCar(seller.uid, { takenDownAt: new Date(), takedownReason: 'Fraud' });
      const deleted = await newCar(seller.uid, { deletedAt: new Date() });
      const goneSeller = await signup(testApp.http, { role: 'Seller' });
      const orphan = await newCar(goneSeller.user.uid);
      await testApp.dataSource
        .getRepository(UserEntity)
        .update({ id: goneSeller.user.uid }, { deletedAt: new Date() });
      for (const id of [
        takenDown.id,
        deleted.id,
        orphan.id,
        '0190a0a0-0000-7000-8000-000000000000',
        'nope',
      ]) {
        const response = await post(buyer.token, booking(id)).expect(404);
        expect((response.body as ApiErrorBody).message).toBe('Product not found.');
      }
    });

    it('keeps one open booking per buyer and car (409), while other buyers may book it too', async () => {
      const car = await newCar();
      await book(buyer, car.id);
      const again = await post(buyer.token, booking(car.id)).expect(409);
      expect((again.body as ApiErrorBody).message).toBe(BUYING_MESSAGES.alreadyBooked);
      await book(await newBuyer(), car.id);
      expect(await orders().countBy({ productId: car.id })).toBe(2);
    });

    it('turns 10 concurrent bookings of one buyer into exactly one', async () => {
      const car = await newCar();
      const customer = await newBuyer();
      const responses = await Promise.all(
        Array.from({ length: 10 }, () => post(customer.token, booking(car.id))),
      );
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses).toEqual([201, ...Array<number>(9).fill(409)]);
      expect(await orders().countBy({ productId: car.id, customerId: customer.uid })).toBe(1);
    });

    it('books again after cancelling', async () => {
      const car = await newCar();
      const first = await book(buyer, car.id);
      await cancel(buyer.token, first._id).expect(200);
      const second = await book(buyer, car.id);
      expect(second._id).not.toBe(first._id);
      expect(await orders().countBy({ productId: car.id, customerId: buyer.uid })).toBe(2);
    });
  });

  describe('GET /api/orders/:uid', () => {
    it('answers [] when logged out', async () => {
      const response = await listOrders(null, buyer.uid).expect(200);
      expect(response.body).toEqual([]);
    });

    it('refuses another account’s uid (403)', async () => {
      const response = await listOrders(seller2.token, buyer.uid).expect(403);
      expect((response.body as ApiErrorBody).message).toBe(ORDER_MESSAGES.ownOrdersOnly);
    });

    it('lists the caller’s bookings newest first with the status of each, cancelled ones left out', async () => {
      const customer = await newBuyer();
      const paid = await book(customer, (await newCar()).id);
      const soldToOther = await book(customer, (await newCar()).id);
      const takenDown = await book(customer, (await newCar()).id);
      const deleted = await book(customer, (await newCar()).id);
      const cancelled = await book(customer, (await newCar(seller2.uid)).id);
      const open = await book(customer, (await newCar(seller2.uid)).id);

      await orders().update({ id: paid._id }, { paymentState: 'paid', paymentMethod: 'card' });
      await products().update({ id: paid.productID }, { sold: true, saleOrderId: paid._id });
      await products().update({ id: soldToOther.productID }, { sold: true });
      await products().update({ id: takenDown.productID }, { takenDownAt: new Date() });
      await products().update({ id: deleted.productID }, { deletedAt: new Date() });
      await cancel(customer.token, cancelled._id).expect(200);
      await book(await newBuyer(), open.productID); // someone else's booking is not listed

      const response = await listOrders(customer.token, customer.uid.toUpperCase()).expect(200);
      const list = response.body as Order[];
      expect(list.map((order) => [order._id, order.status])).toEqual([
        [open._id, 'awaiting_payment'],
        [deleted._id, 'unavailable'],
        [takenDown._id, 'unavailable'],
        [soldToOther._id, 'sold'],
        [paid._id, 'paid'],
      ]);
      for (const order of list) {
        expect(keysOf(order)).toEqual(keysOf(ORDER_KEYS));
        expect(order.customerId).toBe(customer.uid);
      }
      expect(list[4]).toMatchObject({ payment: true, paymentMethod: 'card' });
    });

    it('keeps an order whose seller was deleted, as unavailable', async () => {
      const customer = await newBuyer();
      const goneSeller = await signup(testApp.http, { role: 'Seller' });
      const order = await book(customer, (await newCar(goneSeller.user.uid)).id);
      await testApp.dataSource
        .getRepository(UserEntity)
        .update({ id: goneSeller.user.uid }, { deletedAt: new Date() });
      const list = (await listOrders(customer.token, customer.uid).expect(200)).body as Order[];
      expect(list.map((entry) => [entry._id, entry.status])).toEqual([[order._id, 'unavailable']]);
    });
  });

  describe('DELETE /api/orders/:orderId', () => {
    it('cancels the caller’s unpaid booking: it leaves My Orders and frees the car for a new booking', async () => {
      const customer = await newBuyer();
      const order = await book(customer, (await newCar()).id);
      const response = await cancel(customer.token, order._id).expect(200);
      expect(response.body).toEqual({ acknowledged: true });
      const row = await orders().findOneByOrFail({ id: order._id });
      expect(row.canceledAt).toBeInstanceOf(Date);
      expect(row.openBookingKey).toBeNull();
      expect((await listOrders(customer.token, customer.uid).expect(200)).body).toEqual([]);
      await cancel(customer.token, order._id).expect(404);
    });

    it('is refused to anonymous callers (401) and for another buyer’s booking (403)', async () => {
      const order = await book(buyer, (await newCar()).id);
      await cancel(null, order._id).expect(401);
      for (const token of [seller.token, seller2.token, admin]) {
        const response = await cancel(token, order._id).expect(403);
        expect((response.body as ApiErrorBody).message).toBe(ORDER_MESSAGES.notOwner);
      }
      expect((await orders().findOneByOrFail({ id: order._id })).canceledAt).toBeNull();
    });

    it('answers 404 for unknown and malformed ids', async () => {
      await cancel(buyer.token, '0190a0a0-0000-7000-8000-000000000000').expect(404);
      await cancel(buyer.token, 'not-an-id').expect(404);
    });

    it.each<PaymentState>(['paid', 'capturing'])('refuses to cancel a %s booking (409)', async (state) => {
      const order = await book(buyer, (await newCar()).id);
      await orders().update({ id: order._id }, { paymentState: state });
      const response = await cancel(buyer.token, order._id).expect(409);
      expect((response.body as ApiErrorBody).message).toBe(BUYING_MESSAGES.cancelPaid);
      expect(await orders().findOneByOrFail({ id: order._id })).toMatchObject({
        canceledAt: null,
        openBookingKey: buyer.uid,
        paymentState: state,
      });
    });
  });

  describe('GET /api/seller/bookings', () => {
    it('lists the bookings on the caller’s cars only, newest first, cancelled ones left out', async () => {
      const seller3 = await signup(testApp.http, { role: 'Seller' });
      const seller3Account = { token: seller3.token, uid: seller3.user.uid };
      const customer = await newBuyer();
      const car = await newCar(seller3Account.uid);
      const first = await book(customer, car.id);
      const cancelled = await book(customer, (await newCar(seller3Account.uid)).id);
      await cancel(customer.token, cancelled._id).expect(200);
      const second = await book(buyer, car.id);
      await book(customer, (await newCar(seller2.uid)).id); // another seller's car

      const response = await request(testApp.http)
        .get('/api/seller/bookings')
        .set(...bearer(seller3Account.token))
        .expect(200);
      const list = response.body as SellerBooking[];
      expect(list.map((entry) => entry._id)).toEqual([second._id, first._id]);
      expect(keysOf(list[1] as SellerBooking)).toEqual(keysOf(SELLER_BOOKING_KEYS));
      expect(list[1]).toEqual({
        _id: first._id,
        productID: car.id,
        productName: car.name,
        productThumbnail: car.thumbUrl,
        price: car.sellPriceCents / 100,
        customerName: customer.displayName,
        customerEmail: customer.email,
        customerMobile: '+880 1811-222333',
        meetLocation: 'Gulshan 1 circle, Dhaka',
        bookingDate: expect.any(String) as string,
        payment: false,
        paymentDate: null,
        status: 'awaiting_payment',
        deal: null,
      });
      // MariaDB keeps whole seconds.
      expect(
        Math.abs(Date.parse((list[1] as SellerBooking).bookingDate) - Date.parse(first.bookingDate)),
      ).toBeLessThan(1000);
    });

    it('is refused to anonymous callers (401), buyers and admins (403)', async () => {
      await request(testApp.http).get('/api/seller/bookings').expect(401);
      await request(testApp.http)
        .get('/api/seller/bookings')
        .set(...bearer(buyer.token))
        .expect(403);
      await request(testApp.http)
        .get('/api/seller/bookings')
        .set(...bearer(admin))
        .expect(403);
    });
  });
});

import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import Stripe from 'stripe';
import type { CreatePaymentIntentResponse, Order, PaymentConfig } from '@usedcars/contract/types';
import { Product } from '../src/catalog';
import { readPaymentsConfig } from '../src/config/payments.config';
import { InvalidConfigError } from '../src/config/validate-config';
import { InvalidWebhookError, PaymentProviderError } from '../src/payments/payment-provider';
import { StripePaymentProvider } from '../src/payments/stripe/stripe-payment.provider';
import { bearer, DEMO, login } from './auth-helpers';
import { createTestApp, type TestApp } from './create-test-app';

interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: URLSearchParams;
}

/**
 * A local stand-in for Stripe's API, enough for payment intents: records every request the real SDK sends and
 * answers Stripe-shaped JSON, keeping each intent's state.
 */
class FakeStripeApi {
  readonly requests: RecordedRequest[] = [];
  readonly intents = new Map<string, Record<string, unknown>>();
  private server: Server | null = null;
  private counter = 0;

  async start(): Promise<number> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
        this.requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, form });
        const [status, body] = this.answer(req.method ?? '', url.pathname, form);
        res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${this.counter}` });
        res.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return (this.server!.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  private answer(method: string, path: string, form: URLSearchParams): [number, unknown] {
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = this.intents.get(form.get('payment_intent') ?? '');
      if (!intent || intent.status !== 'succeeded') {
        return [
          400,
          {
            error: {
              type: 'invalid_request_error',
              code: 'charge_not_refundable',
              message: 'Not refundable',
            },
          },
        ];
      }
      this.counter += 1;
      return [
        200,
        {
          id: `re_fake${String(this.counter).padStart(19, '0')}`,
          object: 'refund',
          amount: Number(form.get('amount')),
          currency: intent.currency,
          payment_intent: intent.id,
          reason: form.get('reason'),
          status: 'succeeded',
        },
      ];
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      this.counter += 1;
      const id = `pi_fake${String(this.counter).padStart(19, '0')}`;
      const metadata = Object.fromEntries(
        [...form.entries()]
          .filter(([key]) => key.startsWith('metadata['))
          .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
      );
      const intent = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency'),
        capture_method: form.get('capture_method'),
        client_secret: `${id}_secret_fake`,
        metadata,
        status: 'requires_payment_method',
        last_payment_error: null,
      };
      this.intents.set(id, intent);
      return [200, intent];
    }
    const match = /^\/v1\/payment_intents\/([^/]+)(?:\/(capture|cancel))?$/.exec(path);
    const intent = match ? this.intents.get(match[1] as string) : undefined;
    if (!match || !intent) {
      return [
        404,
        { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such intent' } },
      ];
    }
    const action = match[2];
    const from = intent.status as string;
    if (action === 'capture') {
      if (from !== 'requires_capture') return [400, unexpectedState('captured', from)];
      intent.status = 'succeeded';
    } else if (action === 'cancel') {
      if (from === 'succeeded' || from === 'canceled') return [400, unexpectedState('canceled', from)];
      intent.status = 'canceled';
    }
    return [200, intent];
  }
}

function unexpectedState(verb: string, status: string) {
  return {
    error: {
      type: 'invalid_request_error',
      code: 'payment_intent_unexpected_state',
      message: `This PaymentIntent could not be ${verb} because it has a status of ${status}.`,
    },
  };
}

const WEBHOOK_SECRET = 'whsec_test_offline_secret';
const STRIPE_ENV = (port: number) => ({
  STRIPE_SECRET_KEY: 'sk_test_offline',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_offline',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_HOST_FOR_TESTS: '127.0.0.1',
  STRIPE_API_PORT_FOR_TESTS: String(port),
  STRIPE_API_PROTOCOL_FOR_TESTS: 'http',
});

describe('payments configuration', () => {
  it('uses the sandbox without a Stripe key, Stripe with a complete set of keys', () => {
    expect(readPaymentsConfig({})).toEqual({ provider: 'sandbox', stripe: null, handoverSweepMs: 600_000 });
    expect(readPaymentsConfig(STRIPE_ENV(443))).toMatchObject({
      provider: 'stripe',
      stripe: {
        secretKey: 'sk_test_offline',
        publishableKey: 'pk_test_offline',
        webhookSecret: WEBHOOK_SECRET,
      },
    });
  });

  it('explains what is missing or wrong', () => {
    expect(() => readPaymentsConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY is required with STRIPE_SECRET_KEY[\s\S]*STRIPE_WEBHOOK_SECRET is required/,
    );
    expect(() => readPaymentsConfig({ STRIPE_SECRET_KEY: 'pk_test_1' })).toThrow(InvalidConfigError);
    expect(() =>
      readPaymentsConfig({
        STRIPE_SECRET_KEY: 'sk_live_1',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
      }),
    ).toThrow(/both be test keys or both be live keys/);
  });
});

describe('StripePaymentProvider against a local fake of Stripe’s API', () => {
  const api = new FakeStripeApi();
  let provider: StripePaymentProvider;

  beforeAll(async () => {
    const port = await api.start();
    provider = new StripePaymentProvider({
      secretKey: 'sk_test_offline',
      publishableKey: 'pk_test_offline',
      webhookSecret: WEBHOOK_SECRET,
      api: { host: '127.0.0.1', port, protocol: 'http' },
    });
  });

  afterAll(() => api.stop());

  it('creates a manual-capture card intent with the order in its metadata and an idempotency key', async () => {
    const intent = await provider.createIntent({
      amountCents: 1850050,
      currency: 'usd',
      metadata: { orderId: 'order-1', productId: 'car-1', customerId: 'buyer-1' },
      description: 'Test Corolla (order order-1)',
      idempotencyKey: 'order-order-1',
    });
    const sent = api.requests.at(-1)!;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/v1/payment_intents');
    expect(sent.headers['idempotency-key']).toBe('order-order-1');
    expect(sent.headers.authorization).toBe('Bearer sk_test_offline');
    expect(sent.form.get('amount')).toBe('1850050');
    expect(sent.form.get('currency')).toBe('usd');
    expect(sent.form.get('capture_method')).toBe('manual');
    expect(sent.form.get('allowed_payment_method_types[0]')).toBe('card');
    expect(sent.form.get('metadata[orderId]')).toBe('order-1');
    expect(sent.form.get('metadata[productId]')).toBe('car-1');
    expect(sent.form.get('metadata[customerId]')).toBe('buyer-1');
    expect(intent).toEqual({
      id: intent.id,
      status: 'requires_payment_method',
      amount: 1850050,
      currency: 'usd',
      metadata: { orderId: 'order-1', productId: 'car-1', customerId: 'buyer-1' },
      clientSecret: `${intent.id}_secret_fake`,
      lastErrorMessage: null,
    });
  });

  it('retrieves, captures and cancels with their paths and idempotency keys', async () => {
    const created = await provider.createIntent({
      amountCents: 5000,
      currency: 'usd',
      metadata: { orderId: 'order-2', productId: 'car-2', customerId: 'buyer-2' },
      description: 'x',
      idempotencyKey: 'order-order-2',
    });
    api.intents.get(created.id)!.status = 'requires_capture';
    expect((await provider.retrieveIntent(created.id)).status).toBe('requires_capture');
    expect(api.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/payment_intents/${created.id}` });

    expect((await provider.captureIntent(created.id, `capture-${created.id}`)).status).toBe('succeeded');
    const capture = api.requests.at(-1)!;
    expect(capture).toMatchObject({ method: 'POST', path: `/v1/payment_intents/${created.id}/capture` });
    expect(capture.headers['idempotency-key']).toBe(`capture-${created.id}`);

    // Stripe's refusal becomes a PaymentProviderError with Stripe's code.
    await expect(provider.cancelIntent(created.id, `release-${created.id}`)).rejects.toEqual(
      expect.objectContaining({ name: 'PaymentProviderError', code: 'payment_intent_unexpected_state' }),
    );
    const cancel = api.requests.at(-1)!;
    expect(cancel).toMatchObject({ method: 'POST', path: `/v1/payment_intents/${created.id}/cancel` });
    expect(cancel.headers['idempotency-key']).toBe(`release-${created.id}`);
    await expect(provider.retrieveIntent('pi_unknown')).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('refunds a captured intent in full with refunds.create and the order’s idempotency key', async () => {
    const created = await provider.createIntent({
      amountCents: 7000,
      currency: 'usd',
      metadata: { orderId: 'order-3', productId: 'car-3', customerId: 'buyer-3' },
      description: 'x',
      idempotencyKey: 'order-order-3',
    });
    api.intents.get(created.id)!.status = 'succeeded';
    const refund = await provider.refundIntent({
      paymentIntentId: created.id,
      amountCents: 7000,
      metadata: { orderId: 'order-3', reason: 'seller_canceled' },
      idempotencyKey: 'refund-order-3',
    });
    expect(refund).toEqual({
      id: expect.stringMatching(/^re_/),
      status: 'succeeded',
      amount: 7000,
      paymentIntentId: created.id,
    });
    const sent = api.requests.at(-1)!;
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/refunds' });
    expect(sent.headers['idempotency-key']).toBe('refund-order-3');
    expect(sent.form.get('payment_intent')).toBe(created.id);
    expect(sent.form.get('amount')).toBe('7000');
    expect(sent.form.get('metadata[orderId]')).toBe('order-3');
    await expect(
      provider.refundIntent({
        paymentIntentId: 'pi_unknown',
        amountCents: 1,
        metadata: { orderId: 'x', reason: 'seller_canceled' },
        idempotencyKey: 'refund-x',
      }),
    ).rejects.toEqual(
      expect.objectContaining({ name: 'PaymentProviderError', code: 'charge_not_refundable' }),
    );
  });

  it('reads a charge.refunded event as the refund of its payment intent', () => {
    const payload = JSON.stringify({
      id: 'evt_offline_2',
      object: 'event',
      type: 'charge.refunded',
      data: {
        object: {
          id: 'ch_1',
          object: 'charge',
          payment_intent: 'pi_1',
          refunded: true,
          amount_refunded: 100,
        },
      },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect(provider.verifyWebhook(Buffer.from(payload), header)).toEqual({
      id: 'evt_offline_2',
      type: 'charge.refunded',
      intent: null,
      refund: { paymentIntentId: 'pi_1', refundId: null, refunded: true },
    });
  });

  it('verifies webhook signatures with the SDK’s check', () => {
    const payload = JSON.stringify({
      id: 'evt_offline_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: {
        object: {
          id: 'pi_1',
          object: 'payment_intent',
          amount: 100,
          currency: 'usd',
          status: 'succeeded',
          metadata: { orderId: 'order-1' },
          client_secret: 'pi_1_secret_x',
          last_payment_error: null,
        },
      },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect(provider.verifyWebhook(Buffer.from(payload), header)).toEqual({
      id: 'evt_offline_1',
      type: 'payment_intent.succeeded',
      intent: expect.objectContaining({ id: 'pi_1', status: 'succeeded', metadata: { orderId: 'order-1' } }),
      refund: null,
    });
    expect(() => provider.verifyWebhook(Buffer.from(payload.replace('100', '1')), header)).toThrow(
      InvalidWebhookError,
    );
    const otherSecret = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    expect(() => provider.verifyWebhook(Buffer.from(payload), otherSecret)).toThrow(InvalidWebhookError);
    expect(() => provider.verifyWebhook(Buffer.from(payload), '')).toThrow(/missing/);
    const old = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect(() => provider.verifyWebhook(Buffer.from(payload), old)).toThrow(InvalidWebhookError);
  });
});

describe('the API with Stripe configured (offline)', () => {
  const api = new FakeStripeApi();
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ env: STRIPE_ENV(await api.start()) });
  });

  afterAll(async () => {
    await testApp.close();
    await api.stop();
  });

  it('offers Stripe’s card form and no sandbox', async () => {
    const config = await request(testApp.http).get('/api/payments/config').expect(200);
    expect(config.body as PaymentConfig).toEqual({ provider: 'stripe', publishableKey: 'pk_test_offline' });
    await request(testApp.http)
      .post('/api/payments/sandbox/confirm')
      .send({
        clientSecret: 'pi_x_secret_y',
        card: { number: '4242424242424242', exp_month: 1, exp_year: 40, cvc: '123' },
      })
      .expect(404);
  });

  it('settles an order paid through Stripe: reads the intent, claims the car, then captures', async () => {
    const http = testApp.http;
    const buyer = await login(http, DEMO.buyer);
    const seller = await login(http, DEMO.seller);
    const car = await testApp.dataSource
      .getRepository(Product)
      .findOneByOrFail({ authorId: seller.user.uid, sold: false, advertise: false });
    const booked = await request(http)
      .post('/api/orders')
      .set(...bearer(buyer.token))
      .send({ productID: car.id, customerMobile: '+880 1711-000003', meetLocation: 'Uttara, Dhaka' });
    const order = booked.body as Order;
    const intent = (
      await request(http)
        .post('/api/create-payment-intent')
        .set(...bearer(buyer.token))
        .send({ orderId: order._id })
        .expect(200)
    ).body as CreatePaymentIntentResponse;
    expect(api.requests.at(-1)!.headers['idempotency-key']).toBe(`order-${order._id}`);
    expect(api.requests.at(-1)!.form.get('amount')).toBe(String(car.sellPriceCents));

    // Not confirmed yet: nothing changes.
    await request(http)
      .patch(`/api/orders/${order._id}/${car.id}`)
      .set(...bearer(buyer.token))
      .expect(402);
    // Stripe.js confirmed the card in the browser.
    api.intents.get(intent.paymentIntentId)!.status = 'requires_capture';
    const paid = await request(http)
      .patch(`/api/orders/${order._id}/${car.id}`)
      .set(...bearer(buyer.token))
      .expect(200);
    expect(paid.body as Order).toMatchObject({ status: 'paid', transitionID: intent.paymentIntentId });
    const capture = api.requests.find((r) => r.path.endsWith('/capture'))!;
    expect(capture.headers['idempotency-key']).toBe(`capture-${intent.paymentIntentId}`);
  });

  it('takes Stripe-signed webhooks on the raw body and refuses anything else', async () => {
    const payload = JSON.stringify({
      id: 'evt_offline_unknown_order',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_none', object: 'payment_intent', amount: 1, currency: 'usd', metadata: {} } },
    });
    const post = (body: string, signature: string) =>
      request(testApp.http)
        .post('/api/payments/webhook')
        .set('Content-Type', 'application/json')
        .set('Stripe-Signature', signature)
        .send(body);
    // Reformatting the JSON would break the signature: the check must run on the bytes as received.
    const spaced = payload.replace(/,/g, ', ');
    await post(
      spaced,
      Stripe.webhooks.generateTestHeaderString({ payload: spaced, secret: WEBHOOK_SECRET }),
    ).expect(200);
    await post(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' })).expect(
      400,
    );
  });
});

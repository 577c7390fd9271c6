import { Logger } from '@nestjs/common';
import Stripe from 'stripe';
import type { StripeSettings } from '../../config/payments.config';
import {
  PaymentProviderError,
  type CreateIntentParams,
  type PaymentIntentView,
  type PaymentProvider,
  type PaymentWebhookEvent,
  type RefundParams,
  type RefundView,
} from '../payment-provider';
import { fromStripeIntent, fromStripeRefund, parseSignedEvent } from './stripe-events';

/** Card payments through Stripe's API, with the official SDK. */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe';
  readonly publishableKey: string;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;
  private readonly logger = new Logger('Payments');

  constructor(settings: StripeSettings) {
    this.publishableKey = settings.publishableKey;
    this.webhookSecret = settings.webhookSecret;
    this.stripe = new Stripe(settings.secretKey, {
      // The SDK retries network failures with the same idempotency key, so a retry never repeats a charge.
      maxNetworkRetries: 2,
      timeout: 20_000,
      appInfo: { name: 'used-cars-marketplace' },
      ...settings.api,
    });
  }

  onModuleInit(): void {
    const mode = this.publishableKey.startsWith('pk_live_') ? 'live' : 'test';
    this.logger.log(`Payments: Stripe (${mode} mode)`);
  }

  createIntent(params: CreateIntentParams): Promise<PaymentIntentView> {
    return this.call(() =>
      this.stripe.paymentIntents.create(
        {
          amount: params.amountCents,
          currency: params.currency,
          // Authorise only: the order that wins the car is captured, every other authorisation released.
          capture_method: 'manual',
          // This SDK's API version (pinned by the SDK) names the older `payment_method_types` like this.
          allowed_payment_method_types: ['card'],
          description: params.description,
          metadata: { ...params.metadata },
        },
        { idempotencyKey: params.idempotencyKey },
      ),
    );
  }

  retrieveIntent(id: string): Promise<PaymentIntentView> {
    return this.call(() => this.stripe.paymentIntents.retrieve(id));
  }

  captureIntent(id: string, idempotencyKey: string): Promise<PaymentIntentView> {
    return this.call(() => this.stripe.paymentIntents.capture(id, {}, { idempotencyKey }));
  }

  cancelIntent(id: string, idempotencyKey: string): Promise<PaymentIntentView> {
    return this.call(() => this.stripe.paymentIntents.cancel(id, {}, { idempotencyKey }));
  }

  async refundIntent(params: RefundParams): Promise<RefundView> {
    try {
      const refund = await this.stripe.refunds.create(
        {
          payment_intent: params.paymentIntentId,
          amount: params.amountCents,
          reason: 'requested_by_customer',
          metadata: { ...params.metadata },
        },
        { idempotencyKey: params.idempotencyKey },
      );
      return fromStripeRefund(refund);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError)
        throw new PaymentProviderError(error.message, error.code);
      throw error;
    }
  }

  verifyWebhook(rawBody: Buffer, signatureHeader: string): PaymentWebhookEvent {
    return parseSignedEvent(rawBody, signatureHeader, this.webhookSecret);
  }

  private async call(request: () => Promise<Stripe.PaymentIntent>): Promise<PaymentIntentView> {
    try {
      return fromStripeIntent(await request());
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError) {
        throw new PaymentProviderError(error.message, error.code);
      }
      throw error;
    }
  }
}

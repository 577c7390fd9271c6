import { Logger } from '@nestjs/common';
import { randomBytes, randomInt } from 'node:crypto';
import Stripe from 'stripe';
import type { Repository } from 'typeorm';
import type { CardConfirmResult } from '@usedcars/contract/types';
import { isUniqueViolation } from '../../common/database-errors';
import {
  PaymentProviderError,
  type CreateIntentParams,
  type PaymentIntentView,
  type PaymentProvider,
  type PaymentWebhookEvent,
  type RefundParams,
  type RefundView,
} from '../payment-provider';
import { parseSignedEvent } from '../stripe/stripe-events';
import { SandboxPaymentIntent, type SandboxIntentStatus } from './sandbox-payment-intent.entity';
import { SandboxRefund } from './sandbox-refund.entity';
import { checkSandboxCard, type SandboxCard } from './test-cards';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomToken(length: number): string {
  return Array.from({ length }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('');
}

/** Receives the sandbox's signed events, as Stripe would POST them to the webhook endpoint. */
export type SandboxWebhookReceiver = (rawBody: Buffer, signatureHeader: string) => Promise<unknown>;

/**
 * The local stand-in for Stripe, selected when no Stripe key is configured: the same interface, Stripe's test
 * cards and statuses, and Stripe-shaped events signed with Stripe's scheme (a random secret per process) and
 * handed to the same webhook code as real ones. Intents live in the database; every transition is a conditional
 * UPDATE, so concurrent calls cannot capture twice or resurrect a cancelled intent.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';
  readonly publishableKey = null;
  /** Signs the sandbox's webhook events; tests read it to sign their own. */
  readonly webhookSecret = `whsec_sandbox_${randomBytes(24).toString('hex')}`;
  private readonly logger = new Logger('Payments');
  private readonly pendingDeliveries = new Set<Promise<void>>();
  private receiver: SandboxWebhookReceiver | null = null;

  constructor(
    private readonly intents: Repository<SandboxPaymentIntent>,
    private readonly refunds: Repository<SandboxRefund>,
  ) {}

  onModuleInit(): void {
    this.logger.warn(
      'Payments: local sandbox provider — no real card is charged (set STRIPE_SECRET_KEY for Stripe)',
    );
  }

  /** Where events go: the webhook handler, wired by the payments service (tests may record them instead). */
  deliverEventsTo(receiver: SandboxWebhookReceiver | null): void {
    this.receiver = receiver;
  }

  /** Resolves once every event sent so far, and any event they led to, has been handled. */
  async whenIdle(): Promise<void> {
    while (this.pendingDeliveries.size > 0) await Promise.allSettled([...this.pendingDeliveries]);
  }

  async createIntent(params: CreateIntentParams): Promise<PaymentIntentView> {
    const existing = await this.intents.findOneBy({ idempotencyKey: params.idempotencyKey });
    if (existing) return this.replayed(existing, params);
    const id = `pi_${randomToken(24)}`;
    const now = new Date();
    try {
      await this.intents.insert({
        id,
        clientSecret: `${id}_secret_${randomToken(25)}`,
        amount: params.amountCents,
        currency: params.currency,
        status: 'requires_payment_method',
        metadata: { ...params.metadata },
        idempotencyKey: params.idempotencyKey,
        lastErrorMessage: null,
        captureCount: 0,
        createdAt: now,
        updatedAt: now,
      });
    } catch (error) {
      // A concurrent request with the same key created it first: answer that one, as Stripe does.
      if (!isUniqueViolation(error)) throw error;
      const winner = await this.intents.findOneBy({ idempotencyKey: params.idempotencyKey });
      if (!winner) throw error;
      return this.replayed(winner, params);
    }
    return this.retrieveIntent(id);
  }

  async retrieveIntent(id: string): Promise<PaymentIntentView> {
    return toView(await this.find(id));
  }

  async captureIntent(id: string): Promise<PaymentIntentView> {
    const captured = await this.transition(id, ['requires_capture'], {
      status: 'succeeded',
      captureCount: () => 'captureCount + 1',
    });
    const intent = await this.find(id);
    // Capturing a captured intent answers it unchanged, as Stripe replays an idempotent capture.
    if (intent.status !== 'succeeded') {
      throw new PaymentProviderError(
        `This PaymentIntent could not be captured because it has a status of ${intent.status}.`,
        'payment_intent_unexpected_state',
      );
    }
    if (captured) this.emit('payment_intent.succeeded', intent);
    return toView(intent);
  }

  async cancelIntent(id: string): Promise<PaymentIntentView> {
    const canceled = await this.transition(id, ['requires_payment_method', 'requires_capture'], {
      status: 'canceled',
    });
    const intent = await this.find(id);
    if (intent.status !== 'canceled') {
      throw new PaymentProviderError(
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
        'payment_intent_unexpected_state',
      );
    }
    if (canceled) this.emit('payment_intent.canceled', intent);
    return toView(intent);
  }

  /**
   * Refunds a captured intent in full, as Stripe's POST /v1/refunds: a refund record (one per intent, by the unique
   * index), the same refund answered again for a repeated idempotency key, and a `charge.refunded` event through the
   * webhook once the refund exists.
   */
  async refundIntent(params: RefundParams): Promise<RefundView> {
    const replay = await this.refunds.findOneBy({ idempotencyKey: params.idempotencyKey });
    if (replay) return this.replayedRefund(replay, params);
    const intent = await this.find(params.paymentIntentId);
    if (intent.status !== 'succeeded') {
      throw new PaymentProviderError(
        `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
        'charge_not_refundable',
      );
    }
    if (params.amountCents > intent.amount) {
      throw new PaymentProviderError(
        `Refund amount (${params.amountCents}) is greater than the charge amount (${intent.amount}).`,
        'amount_too_large',
      );
    }
    const refund: SandboxRefund = {
      id: `re_${randomToken(24)}`,
      paymentIntentId: intent.id,
      amount: params.amountCents,
      idempotencyKey: params.idempotencyKey,
      createdAt: new Date(),
    };
    try {
      await this.refunds.insert(refund);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The same key concurrently: answer that refund. Another key for a refunded intent: Stripe's refusal.
      const winner = await this.refunds.findOneBy({ idempotencyKey: params.idempotencyKey });
      if (winner) return this.replayedRefund(winner, params);
      throw new PaymentProviderError(
        `Charge for ${intent.id} has already been refunded.`,
        'charge_already_refunded',
      );
    }
    this.emitEvent('charge.refunded', chargeShape(intent, refund));
    return refundView(refund);
  }

  /** The intent's refunds (tests read them: a refund is never made twice). */
  refundsOf(paymentIntentId: string): Promise<SandboxRefund[]> {
    return this.refunds.findBy({ paymentIntentId });
  }

  verifyWebhook(rawBody: Buffer, signatureHeader: string): PaymentWebhookEvent {
    return parseSignedEvent(rawBody, signatureHeader, this.webhookSecret);
  }

  /** The sandbox's stand-in for Stripe.js `confirmCardPayment`: authorises the amount or answers Stripe's error. */
  async confirm(clientSecret: string, card: SandboxCard): Promise<CardConfirmResult> {
    const intent = await this.intents.findOneBy({ clientSecret });
    if (!intent) {
      return {
        error: { message: 'No such payment intent: check the client secret.', code: 'resource_missing' },
      };
    }
    if (intent.status !== 'requires_payment_method') {
      return {
        error: {
          message: `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`,
          code: 'payment_intent_unexpected_state',
        },
      };
    }
    const failure = checkSandboxCard(card);
    if (failure?.kind === 'invalid') {
      return { error: { message: failure.message, code: failure.code } };
    }
    if (failure) {
      const recorded = await this.transition(intent.id, ['requires_payment_method'], {
        lastErrorMessage: failure.message,
      });
      if (recorded) this.emit('payment_intent.payment_failed', await this.find(intent.id));
      const { kind: _kind, ...error } = failure;
      return { error };
    }
    const authorised = await this.transition(intent.id, ['requires_payment_method'], {
      status: 'requires_capture',
      lastErrorMessage: null,
    });
    const current = await this.find(intent.id);
    if (!authorised) {
      return {
        error: {
          message: `You cannot confirm this PaymentIntent because it has a status of ${current.status}.`,
          code: 'payment_intent_unexpected_state',
        },
      };
    }
    this.emit('payment_intent.amount_capturable_updated', current);
    return { paymentIntent: { id: current.id, status: current.status, amount: current.amount } };
  }

  private async find(id: string): Promise<SandboxPaymentIntent> {
    const intent = await this.intents.findOneBy({ id });
    if (!intent) throw new PaymentProviderError(`No such payment_intent: '${id}'`, 'resource_missing');
    return intent;
  }

  /** One conditional UPDATE: true when this call moved the intent (from one of `from`). */
  private async transition(
    id: string,
    from: SandboxIntentStatus[],
    changes: Parameters<Repository<SandboxPaymentIntent>['update']>[1],
  ): Promise<boolean> {
    const result = await this.intents
      .createQueryBuilder()
      .update()
      .set(changes)
      .where('id = :id AND status IN (:...from)', { id, from })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  private replayed(intent: SandboxPaymentIntent, params: CreateIntentParams): PaymentIntentView {
    if (intent.amount !== params.amountCents || intent.currency !== params.currency) {
      throw new PaymentProviderError(
        'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        'idempotency_key_in_use',
      );
    }
    return toView(intent);
  }

  private replayedRefund(refund: SandboxRefund, params: RefundParams): RefundView {
    if (refund.paymentIntentId !== params.paymentIntentId || refund.amount !== params.amountCents) {
      throw new PaymentProviderError(
        'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        'idempotency_key_in_use',
      );
    }
    return refundView(refund);
  }

  /** Sends a signed, Stripe-shaped event after the current call has answered, as Stripe's webhooks arrive. */
  private emit(type: string, intent: SandboxPaymentIntent): void {
    this.emitEvent(type, toStripeShape(intent));
  }

  private emitEvent(type: string, object: Record<string, unknown>): void {
    const receiver = this.receiver;
    if (!receiver) return;
    const payload = JSON.stringify({
      id: `evt_${randomToken(24)}`,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: this.webhookSecret });
    const delivery = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => receiver(Buffer.from(payload), signature))
      .then(
        () => undefined,
        (error: unknown) =>
          this.logger.error(`Sandbox webhook ${type} for ${String(object.id)} failed: ${String(error)}`),
      )
      .finally(() => this.pendingDeliveries.delete(delivery));
    this.pendingDeliveries.add(delivery);
  }
}

function toView(intent: SandboxPaymentIntent): PaymentIntentView {
  return {
    id: intent.id,
    status: intent.status,
    amount: intent.amount,
    currency: intent.currency,
    metadata: { ...intent.metadata },
    clientSecret: intent.clientSecret,
    lastErrorMessage: intent.lastErrorMessage,
  };
}

function refundView(refund: SandboxRefund): RefundView {
  return {
    id: refund.id,
    status: 'succeeded',
    amount: refund.amount,
    paymentIntentId: refund.paymentIntentId,
  };
}

/** The intent's charge, refunded, as Stripe's `charge.refunded` event shows it. */
function chargeShape(intent: SandboxPaymentIntent, refund: SandboxRefund): Record<string, unknown> {
  return {
    id: `ch_${intent.id.slice(3)}`,
    object: 'charge',
    amount: intent.amount,
    amount_captured: intent.amount,
    amount_refunded: refund.amount,
    captured: true,
    currency: intent.currency,
    livemode: false,
    metadata: intent.metadata,
    paid: true,
    payment_intent: intent.id,
    refunded: refund.amount >= intent.amount,
    status: 'succeeded',
  };
}

/** The intent as Stripe's API (and its webhook events) would show it. */
function toStripeShape(intent: SandboxPaymentIntent): Record<string, unknown> {
  return {
    id: intent.id,
    object: 'payment_intent',
    amount: intent.amount,
    amount_capturable: intent.status === 'requires_capture' ? intent.amount : 0,
    amount_received: intent.status === 'succeeded' ? intent.amount : 0,
    capture_method: 'manual',
    client_secret: intent.clientSecret,
    currency: intent.currency,
    last_payment_error: intent.lastErrorMessage ? { message: intent.lastErrorMessage } : null,
    livemode: false,
    metadata: intent.metadata,
    payment_method_types: ['card'],
    status: intent.status,
  };
}

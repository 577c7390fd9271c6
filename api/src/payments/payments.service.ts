import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
  type OnModuleInit,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import type { CreatePaymentIntentResponse, OrderStatus } from '@usedcars/contract/types';
import { Conflict, Forbidden, PaymentNotConfirmed, ResourceNotFound } from '../common/domain-errors';
import { centsToDollars } from '../common/money';
import { claimListingForSale, releaseListingSale } from '../catalog';
import { BUYING_MESSAGES } from '@usedcars/contract/messages';
import { isUniqueViolation } from '../common/database-errors';
import { CatalogEvents } from '../events';
import { type Order, OrderDeals, OrderPayments, orderStatus, OrdersService } from '../orders';
import { RefundsService } from './refunds.service';
import type { User } from '../users';
import { runAllOrNothing } from '../common/all-or-nothing';
import { PaymentEvent } from './payment-event.entity';
import {
  CANCELABLE_STATUSES,
  PAYABLE_STATUSES,
  PAYMENT_PROVIDER,
  PaymentProviderError,
  type PaymentIntentView,
  type PaymentProvider,
  type PaymentWebhookEvent,
} from './payment-provider';
import { SandboxPaymentProvider } from './sandbox/sandbox-payment.provider';

export const PAYMENT_MESSAGES = {
  ownBookingsOnly: 'You can only pay for your own bookings.',
  beingProcessed: 'Your payment is being processed. Please check My Orders in a moment.',
} as const;

/** Why an order of each status cannot be paid (none: awaiting payment). */
const PAYMENT_REFUSALS: Partial<Record<OrderStatus, string>> = {
  paid: BUYING_MESSAGES.alreadyPaid,
  processing: PAYMENT_MESSAGES.beingProcessed,
  sold: BUYING_MESSAGES.carSold,
  unavailable: BUYING_MESSAGES.carUnavailable,
};

/**
 * What settling an order came to:
 * - `paid`: the order is paid and the car sold to it;
 * - `sold` / `unavailable`: the car went to another order, or left the catalog; the authorisation is released;
 * - `processing`: the order holds the car but the capture has not been confirmed yet (retried by the next settle);
 * - `not_confirmed`: there is no authorised payment to capture (or it does not match the order); nothing changed;
 * - `canceled`: the booking was cancelled or does not exist.
 */
export type SettleOutcome = 'paid' | 'sold' | 'unavailable' | 'processing' | 'not_confirmed' | 'canceled';

/** The payment_intent events that can move an order; the state is always re-read from the provider. */
const SETTLING_EVENTS = new Set([
  'payment_intent.amount_capturable_updated',
  'payment_intent.succeeded',
  'payment_intent.canceled',
]);
const FAILED_EVENT = 'payment_intent.payment_failed';
/** The events that tell of a refund: the charge's, and the refund's own (Stripe sends both kinds). */
const REFUND_EVENTS = new Set(['charge.refunded', 'refund.created', 'refund.updated']);

/**
 * Card payment of bookings. The server alone decides that an order is paid, in `settle`: it reads the intent from
 * the provider, claims the car for the order in the database and only then captures, so of two buyers paying for
 * one car at the same moment only the winner is charged and the other authorisation is released. The order's and
 * the listing's rows change only through their owners (OrdersService, the catalog's listing writes).
 */
@Injectable()
export class PaymentsService
  implements OrderPayments, OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown
{
  private readonly logger = new Logger('Payments');
  private recovery: Promise<void> = Promise.resolve();

  constructor(
    @Inject(PAYMENT_PROVIDER) readonly provider: PaymentProvider,
    private readonly orders: OrdersService,
    private readonly deals: OrderDeals,
    private readonly refunds: RefundsService,
    @InjectRepository(PaymentEvent) private readonly events: Repository<PaymentEvent>,
    private readonly dataSource: DataSource,
    private readonly catalogEvents: CatalogEvents,
  ) {}

  onModuleInit(): void {
    // The sandbox's events take the same path as Stripe's POSTs, signature check included.
    if (this.provider instanceof SandboxPaymentProvider) {
      this.provider.deliverEventsTo((rawBody, signature) => this.handleWebhook(rawBody, signature));
    }
  }

  onApplicationBootstrap(): void {
    // Orders left `capturing` by a crash between the claim and the capture's outcome; not awaited, so start-up
    // does not wait on the provider.
    this.recovery = this.settleInterruptedCaptures().catch((error: unknown) =>
      this.logger.error(`Recovery of interrupted captures failed: ${String(error)}`),
    );
  }

  async beforeApplicationShutdown(): Promise<void> {
    // Before the database closes: finish the recovery and every in-process webhook delivery.
    await this.recovery;
    if (this.provider instanceof SandboxPaymentProvider) await this.provider.whenIdle();
  }

  /** POST /create-payment-intent: an intent for the order's recorded price, reused while it can still be paid. */
  async createIntentForOrder(caller: User, orderId: string): Promise<CreatePaymentIntentResponse> {
    const own = await this.findOwnOpenOrder(caller, orderId);
    // Payable only while awaiting payment, as buyer and seller see the order's status.
    const refusal = PAYMENT_REFUSALS[orderStatus(own)];
    if (refusal) throw new Conflict(refusal);
    const order = await this.orders.withAgreedPrice(own);
    const product = order.product;

    const previous = order.paymentIntentId ? await this.provider.retrieveIntent(order.paymentIntentId) : null;
    if (previous && PAYABLE_STATUSES.has(previous.status)) {
      if (this.matchesOrder(previous, order)) return toResponse(previous);
      // Not this order's price: never let it be paid, start again.
      await this.releaseAuthorisation(previous.id);
    }
    if (previous && (previous.status === 'requires_capture' || previous.status === 'succeeded')) {
      // The card is already authorised (the buyer paid in another tab): settle rather than ask again.
      throwUnlessPaid(await this.settle(order.id));
      throw new Conflict(BUYING_MESSAGES.alreadyPaid);
    }
    if (previous?.status === 'processing') throw new Conflict(PAYMENT_MESSAGES.beingProcessed);

    const intent = await this.provider.createIntent({
      amountCents: order.priceCents,
      currency: 'usd',
      metadata: { orderId: order.id, productId: order.productId, customerId: order.customerId },
      description: `${product.name} (order ${order.id})`,
      // One intent per order; after a cancelled (released) one, one new intent per cancelled intent.
      idempotencyKey: previous ? `order-${order.id}-after-${previous.id}` : `order-${order.id}`,
    });
    const stored = await this.orders.recordIntent(order.id, previous ? previous.id : null, intent.id);
    if (!stored) {
      // A concurrent request stored its intent first (the same one, by the idempotency key, unless the order moved).
      const current = await this.orders.findById(order.id);
      if (current.paymentIntentId !== intent.id) throw new Conflict(PAYMENT_MESSAGES.beingProcessed);
    }
    return toResponse(intent);
  }

  /** PATCH /orders/:orderId/:productID: settles the caller's order and answers it paid, or why not. */
  async settleForCustomer(caller: User, orderId: string, productId: string): Promise<Order> {
    const order = await this.findOwnOpenOrder(caller, orderId);
    if (order.productId !== productId.toLowerCase()) throw new ResourceNotFound('Order');
    throwUnlessPaid(await this.settle(order.id));
    return this.orders.findForDisplay(order.id);
  }

  /**
   * The one place that decides an order is paid (used by the PATCH, the webhooks and the start-up recovery).
   * Safe to call any number of times, concurrently, for any order: it reads the provider's state of the intent,
   * claims the car for the order in one transaction, captures only with the claim, and undoes the claim if the
   * capture is refused.
   */
  async settle(orderId: string): Promise<SettleOutcome> {
    const order = await this.orders.findWithCar(orderId);
    if (!order) return 'canceled';
    if (order.paymentState === 'paid') return 'paid';
    if (!order.paymentIntentId) return order.canceledAt ? 'canceled' : 'not_confirmed';

    const soldTo = order.product.saleOrderId;
    if (order.product.sold && soldTo !== order.id) {
      await this.releaseAuthorisation(order.paymentIntentId);
      if (order.paymentState === 'capturing') await this.undoClaim(order);
      return 'sold';
    }
    const intent = await this.provider.retrieveIntent(order.paymentIntentId);
    if (!this.matchesOrder(intent, order)) {
      this.logger.error(
        `Refusing to settle order ${order.id}: intent ${intent.id} is for order ${intent.metadata.orderId ?? '?'}, ` +
          `${intent.amount} ${intent.currency} (expected ${order.priceCents} usd)`,
      );
      return 'not_confirmed';
    }
    switch (intent.status) {
      case 'requires_capture':
      case 'succeeded':
        return this.claimAndCapture(order, intent);
      case 'canceled':
        if (order.paymentState === 'capturing') await this.undoClaim(order);
        return order.canceledAt ? 'canceled' : 'not_confirmed';
      case 'processing':
        return 'processing';
      default:
        return 'not_confirmed';
    }
  }

  /** Releases a card authorisation that will not be captured (cancelled booking, car sold to someone else). */
  async releaseAuthorisation(paymentIntentId: string | null): Promise<void> {
    if (!paymentIntentId) return;
    try {
      const intent = await this.provider.retrieveIntent(paymentIntentId);
      // Final intents (captured or already released) hold nothing.
      if (!CANCELABLE_STATUSES.has(intent.status)) return;
      await this.provider.cancelIntent(paymentIntentId, `release-${paymentIntentId}`);
    } catch (error) {
      // The release is retried by the next settle of that order (its webhook, its PATCH or the recovery).
      this.logger.warn(`Could not release payment ${paymentIntentId}: ${String(error)}`);
    }
  }

  /**
   * POST /payments/webhook (and the sandbox's in-process deliveries): verifies the signature over the raw body,
   * records the event id so a redelivery changes nothing, then applies the event.
   */
  async handleWebhook(rawBody: Buffer, signatureHeader: string): Promise<void> {
    const event = this.provider.verifyWebhook(rawBody, signatureHeader);
    if (event.refund && REFUND_EVENTS.has(event.type))
      return this.applyRefundEvent(event.id, event.type, event.refund);
    const intent = event.intent;
    if (!intent || (!SETTLING_EVENTS.has(event.type) && event.type !== FAILED_EVENT)) return;
    const orderId = intent.metadata.orderId;
    if (!orderId) {
      this.logger.warn(`Ignoring ${event.type} ${event.id}: intent ${intent.id} names no order`);
      return;
    }
    try {
      await this.events.insert({ id: event.id, type: event.type, paymentIntentId: intent.id });
    } catch (error) {
      if (isUniqueViolation(error)) return; // Applied already: providers deliver at least once.
      throw error;
    }
    try {
      if (event.type === FAILED_EVENT) {
        await this.orders.recordPaymentFailure(
          orderId,
          intent.id,
          intent.lastErrorMessage?.slice(0, 500) ?? null,
        );
        return;
      }
      const outcome = await this.settle(orderId);
      this.logger.log(`${event.type} for order ${orderId}: ${outcome}`);
    } catch (error) {
      // Not applied: forget the event so the provider's retry applies it.
      await this.events.delete({ id: event.id });
      throw error;
    }
  }

  /** A refund event: the order paid by the intent becomes `refunded` if its refund started here. */
  private async applyRefundEvent(
    eventId: string,
    type: string,
    refund: NonNullable<PaymentWebhookEvent['refund']>,
  ): Promise<void> {
    if (!refund.refunded) return;
    const orderId = await this.deals.orderIdPaidBy(refund.paymentIntentId);
    if (!orderId) {
      this.logger.warn(`Ignoring ${type} ${eventId}: no order was paid by ${refund.paymentIntentId}`);
      return;
    }
    // Usually the provider's answer to the refund call finished it already: nothing to apply, nothing to record.
    if (!(await this.refunds.isUnfinished(orderId))) return;
    try {
      await this.events.insert({ id: eventId, type, paymentIntentId: refund.paymentIntentId });
    } catch (error) {
      if (isUniqueViolation(error)) return;
      throw error;
    }
    try {
      await this.refunds.refundedByProvider(orderId, refund.refundId);
    } catch (error) {
      await this.events.delete({ id: eventId });
      throw error;
    }
  }

  private async claimAndCapture(order: Order, intent: PaymentIntentView): Promise<SettleOutcome> {
    if (order.paymentState === 'unpaid') {
      // One transaction, so the sale has a single winner: the order claims the car and the car goes to it.
      const failedAt = await runAllOrNothing(this.dataSource, [
        this.orders.claimStatement(order.id),
        claimListingForSale(order.productId, order.id, new Date()),
      ]);
      if (failedAt === 0) return this.settleMovedOrder(order.id, intent);
      if (failedAt === 1) return this.lostTheCar(order, intent);
      await this.catalogEvents.publish({ type: 'listing.sold', listingId: order.productId });
    }
    // The car is this order's (claimed now, or by an earlier or concurrent settle of the same order).
    let captured = intent;
    if (intent.status === 'requires_capture') {
      try {
        captured = await this.provider.captureIntent(intent.id, `capture-${intent.id}`);
      } catch (error) {
        this.logger.warn(`Capture of ${intent.id} for order ${order.id} failed: ${String(error)}`);
        captured = await this.provider.retrieveIntent(intent.id);
      }
    }
    if (captured.status === 'succeeded') {
      await this.orders.markPaid(order.id, captured.id);
      await this.releaseOtherBookings(order);
      return 'paid';
    }
    if (captured.status === 'requires_capture' || captured.status === 'processing') {
      return 'processing'; // Not refused, just not done (e.g. the provider was unreachable): the next settle retries.
    }
    await this.undoClaim(order);
    return 'not_confirmed';
  }

  /**
   * The order could not claim the car: paid, claimed or given back concurrently, cancelled, or its buyer's account
   * deleted.
   */
  private async settleMovedOrder(orderId: string, intent: PaymentIntentView): Promise<SettleOutcome> {
    const order = await this.orders.findWithCarAndCustomer(orderId);
    if (order.paymentState === 'paid') return 'paid';
    if (order.paymentState === 'capturing') return this.claimAndCapture(order, intent);
    if (!order.canceledAt && !order.customer.deletedAt) return 'not_confirmed'; // A concurrent capture was refused.
    await this.releaseAuthorisation(intent.id);
    return 'canceled';
  }

  private async lostTheCar(order: Order, intent: PaymentIntentView): Promise<SettleOutcome> {
    if (intent.status === 'succeeded') {
      // Captured without a claim (e.g. from the provider's dashboard): money taken for a car this order lost.
      this.logger.error(
        `Payment ${intent.id} of order ${order.id} was captured but the car is not its: refund it`,
      );
    } else {
      await this.releaseAuthorisation(intent.id);
    }
    const current = await this.orders.findWithCar(order.id);
    return current?.product.sold ? 'sold' : 'unavailable';
  }

  /** Gives the car back after a refused capture: the order is payable again, the car on sale again. */
  private async undoClaim(order: Order): Promise<void> {
    const now = new Date();
    await runAllOrNothing(this.dataSource, [
      { ...releaseListingSale(order.productId, order.id, now), mustChange: false },
      this.orders.giveBackStatement(order.id, now),
    ]);
    await this.catalogEvents.publish({ type: 'listing.saleReleased', listingId: order.productId });
    this.logger.warn(
      `Order ${order.id} lost its claim on car ${order.productId}: the payment was not captured`,
    );
  }

  /** After a sale no other buyer's authorisation may keep holding money on their card. */
  private async releaseOtherBookings(winner: Order): Promise<void> {
    const others = await this.orders.otherOrdersWithIntents(winner.productId, winner.id);
    await Promise.all(others.map((other) => this.releaseAuthorisation(other.paymentIntentId)));
  }

  private async settleInterruptedCaptures(): Promise<void> {
    const interrupted = await this.orders.idsCapturing();
    if (interrupted.length === 0) return;
    this.logger.warn(`Settling ${interrupted.length} order(s) left in capture by the last run`);
    for (const id of interrupted) {
      this.logger.log(`Recovered order ${id}: ${await this.settle(id)}`);
    }
  }

  /** The intent pays exactly this order: its id in the metadata, its recorded price, in dollars. */
  private matchesOrder(intent: PaymentIntentView, order: Order): boolean {
    return (
      intent.metadata.orderId === order.id && intent.amount === order.priceCents && intent.currency === 'usd'
    );
  }

  private async findOwnOpenOrder(caller: User, orderId: string): Promise<Order> {
    const order = await this.orders.findOpenWithSeller(orderId);
    if (!order) throw new ResourceNotFound('Order');
    if (order.customerId !== caller.id) throw new Forbidden(PAYMENT_MESSAGES.ownBookingsOnly);
    return order;
  }
}

function toResponse(intent: PaymentIntentView): CreatePaymentIntentResponse {
  if (!intent.clientSecret) throw new PaymentProviderError(`Payment ${intent.id} has no client secret`);
  return {
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.id,
    amount: centsToDollars(intent.amount),
  };
}

/** Turns a settle outcome other than `paid` into the answer the buyer sees. */
function throwUnlessPaid(outcome: SettleOutcome): void {
  switch (outcome) {
    case 'paid':
      return;
    case 'sold':
      throw new Conflict(BUYING_MESSAGES.soldToAnother);
    case 'unavailable':
      throw new Conflict(BUYING_MESSAGES.carUnavailable);
    case 'processing':
      throw new Conflict(PAYMENT_MESSAGES.beingProcessed);
    case 'canceled':
      throw new ResourceNotFound('Order');
    case 'not_confirmed':
      throw new PaymentNotConfirmed(BUYING_MESSAGES.paymentNotConfirmed);
  }
}

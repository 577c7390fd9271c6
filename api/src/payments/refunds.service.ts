import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Inject } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { RefundReason } from '@usedcars/contract/deals';
import { auditInsert } from '../audit';
import { releaseListingSale } from '../catalog';
import { type ConditionalUpdate, runAllOrNothing } from '../common/all-or-nothing';
import { CatalogEvents } from '../events';
import { type Order, OrderDeals } from '../orders';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider';

/**
 * Full refunds of paid orders (docs/product-rules.md, "Handover, disputes and refunds"). A refund starts with one
 * transaction: the order's conditional move to `refunding` with its refund row (the order's id is the key, so of
 * any number of concurrent requests one starts it), the car back on sale (only while this order holds it: a
 * deleted listing stays deleted) and the audit entry. Then the provider refunds the captured payment with the
 * idempotency key `refund-<order id>` (a retry refunds once), and the order becomes `refunded` when the provider
 * answers or its `charge.refunded` webhook arrives, whichever is first. A refund left `refunding` by a crash or a
 * failed call is retried at start-up and by every sweep (HandoverSweep).
 */
@Injectable()
export class RefundsService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Refunds');

  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly deals: OrderDeals,
    private readonly dataSource: DataSource,
    private readonly catalogEvents: CatalogEvents,
  ) {}

  onApplicationBootstrap(): void {
    void this.retryUnfinished().catch((error: unknown) =>
      this.logger.error(`Retrying unfinished refunds failed: ${String(error)}`),
    );
  }

  /**
   * Starts the order's full refund from `from` for `reason`, recorded in the audit log as `actorId`'s (with
   * `also`: statements that must commit with it, e.g. an admin's decision), then asks the provider. False when
   * the order was not in `from` (or `also` changed nothing): another change or refund got there first.
   */
  async refund(
    order: Order,
    from: 'paid' | 'disputed',
    reason: RefundReason,
    actorId: string,
    also: ConditionalUpdate[] = [],
  ): Promise<boolean> {
    const at = new Date();
    const failedAt = await runAllOrNothing(this.dataSource, [
      ...this.deals.startRefundStatements(order, from, reason, at),
      ...also,
      // Back on sale unless the seller deleted it (or an admin took it down): releasing only clears the sale.
      { ...releaseListingSale(order.productId, order.id, at), mustChange: false },
      auditInsert(
        {
          actorId,
          action: 'order.refund',
          target: { type: 'order', id: order.id, label: order.product.name },
          before: { state: from, paymentIntentId: order.paidIntentId },
          after: { state: 'refunding', reason, amountCents: order.priceCents },
        },
        at,
      ),
    ]);
    if (failedAt !== -1) return false;
    await this.catalogEvents.publish({ type: 'listing.saleReleased', listingId: order.productId });
    await this.complete(order.id);
    return true;
  }

  /**
   * Asks the provider to refund the order's payment (again: the idempotency key refunds once) and finishes the
   * order when it answers the refund done. Failures are logged and left for the next retry.
   */
  async complete(orderId: string): Promise<void> {
    const refund = await this.deals.findRefund(orderId);
    if (!refund || refund.refundedAt) return;
    try {
      const answer = await this.provider.refundIntent({
        paymentIntentId: refund.paymentIntentId,
        amountCents: refund.amountCents,
        metadata: { orderId, reason: refund.reason },
        idempotencyKey: `refund-${orderId}`,
      });
      if (answer.status === 'succeeded') await this.deals.finishRefund(orderId, answer.id);
      else
        this.logger.warn(
          `Refund ${answer.id} of order ${orderId} is ${answer.status}: waiting for its webhook`,
        );
    } catch (error) {
      this.logger.error(`Refund of order ${orderId} failed (retried by the next sweep): ${String(error)}`);
    }
  }

  /** The provider's webhook says the payment `paymentIntentId` was refunded: the order is finished if it was ours. */
  async refundedByProvider(orderId: string, refundId: string | null): Promise<void> {
    const refund = await this.deals.findRefund(orderId);
    if (!refund || refund.refundedAt) return;
    await this.deals.finishRefund(orderId, refundId ?? refund.refundId ?? 'refunded');
  }

  /** Whether the order's refund started here and has not finished. */
  async isUnfinished(orderId: string): Promise<boolean> {
    const refund = await this.deals.findRefund(orderId);
    return refund !== null && refund.refundedAt === null;
  }

  /** Every refund that started and has not finished (after a crash, or a provider that failed). */
  async retryUnfinished(): Promise<void> {
    for (const id of await this.deals.idsRefunding()) await this.complete(id);
  }
}

import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { RefundReason } from '@usedcars/contract/deals';

/**
 * The full refund of a paid order: at most one per order (keyed by the order's id), inserted in the transaction that
 * moves the order to `refunding`, so however many requests ask, one refund is started; `refundId` is the provider's
 * once it answered, `refundedAt` when the order became `refunded`. The orders module owns it (the order's views
 * show it); payments writes it through OrderDeals.
 */
@Entity('order_refunds')
@Index('IDX_order_refunds_seller_reason', ['sellerId', 'reason', 'requestedAt'])
export class OrderRefund {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  orderId: string;

  @Column({ type: 'varchar', length: 36 })
  sellerId: string;

  @Column({ type: 'varchar', length: 20 })
  reason: RefundReason;

  /** The payment intent refunded. */
  @Column({ type: 'varchar', length: 255 })
  paymentIntentId: string;

  /** Cents: the whole captured amount. */
  @Column({ type: 'int' })
  amountCents: number;

  @Column({ type: 'datetime' })
  requestedAt: Date;

  /** The provider's refund (`re_...`), once it answered. */
  @Column({ type: 'varchar', length: 255, nullable: true, default: null })
  refundId: string | null;

  @Column({ type: 'datetime', nullable: true, default: null })
  refundedAt: Date | null;
}

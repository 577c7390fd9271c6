import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { BaseEntity } from '../common/base.entity';
import { Product } from '../catalog';
import { User } from '../users';
import type { OrderDispute } from './order-dispute.entity';
import type { OrderRefund } from './order-refund.entity';

export const PAYMENT_STATES = ['unpaid', 'capturing', 'paid'] as const;
/**
 * `capturing`: this order won the car in the database (the product's `saleOrderId`) and its authorised card
 * payment is being captured; it becomes `paid` once the provider confirms the capture, or goes back to `unpaid`
 * (and the car back on sale) if the capture fails.
 */
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const DEAL_STATES = [
  'handed_over',
  'received',
  'disputed',
  'completed',
  'refunding',
  'refunded',
] as const;
/** Where a paid order's handover stands (null: waiting for it); the transitions are in order-states.ts. */
export type DealState = (typeof DEAL_STATES)[number];

/** A booking of a product by a customer, later paid by card. Money is integer cents. */
@Entity('orders')
@Index('IDX_orders_customer_created', ['customerId', 'createdAt'])
@Index('IDX_orders_author_created', ['productAuthorId', 'createdAt'])
@Index('IDX_orders_product_state', ['productId', 'paymentState'])
// At most one open booking per buyer and car, kept by the database even under concurrent requests.
@Index('UQ_orders_open_booking', ['productId', 'openBookingKey'], { unique: true })
@Index('UQ_orders_payment_intent', ['paymentIntentId'], { unique: true })
// The price ratings' standing pass finds the parties of the orders paid since its last pass (a paid order
// establishes both: users' establishedAccountSql).
@Index('IDX_orders_paid', ['paymentDate'])
// The handover sweep finds the paid orders whose handover is due or whose confirmation ran out.
@Index('IDX_orders_deal_state', ['paymentState', 'dealState'])
export class Order extends BaseEntity {
  @Column({ type: 'varchar', length: 36 })
  productId: string;

  @ManyToOne(() => Product, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'productId' })
  product: Product;

  /** The product's seller at booking time. */
  @Column({ type: 'varchar', length: 36 })
  productAuthorId: string;

  @ManyToOne(() => User, { onDelete: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'productAuthorId' })
  productAuthor: User;

  @Column({ type: 'varchar', length: 36 })
  customerId: string;

  @ManyToOne(() => User, { onDelete: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'customerId' })
  customer: User;

  @Column({ type: 'varchar', length: 100 })
  customerName: string;

  @Column({ type: 'varchar', length: 254 })
  customerEmail: string;

  @Column({ type: 'varchar', length: 32 })
  customerMobile: string;

  @Column({ type: 'varchar', length: 200 })
  meetLocation: string;

  @Column({ type: 'datetime' })
  bookingDate: Date;

  /** The product's sell price when booked, in cents: what the payment must cover. */
  @Column({ type: 'int' })
  priceCents: number;

  @Column({ type: 'varchar', length: 40, nullable: true })
  paymentMethod: string | null;

  /** The id of the payment intent that paid the order; the original clients call it `transitionID`, as does the column. */
  @Column({ name: 'transitionID', type: 'varchar', length: 255, nullable: true })
  paidIntentId: string | null;

  @Column({ type: 'datetime', nullable: true })
  paymentDate: Date | null;

  @Column({ type: 'simple-enum', enum: PAYMENT_STATES, default: 'unpaid' })
  paymentState: PaymentState;

  /** The payment provider's intent for this order, created on the first Pay; reused until it is cancelled. */
  @Column({ type: 'varchar', length: 255, nullable: true, default: null })
  paymentIntentId: string | null;

  /** The provider's message for the last failed card attempt (from its webhook), for the record. */
  @Column({ type: 'varchar', length: 500, nullable: true, default: null })
  lastPaymentError: string | null;

  /** Set when the buyer cancels the (unpaid) booking; the row stays as a record. */
  @Column({ type: 'datetime', nullable: true, default: null })
  canceledAt: Date | null;

  /**
   * The customer id while the booking is open, null once cancelled: the unique index over (productId, this)
   * allows one open booking per buyer and car and any number of cancelled ones (NULLs never collide).
   */
  @Column({ type: 'varchar', length: 36, nullable: true, default: null })
  openBookingKey: string | null;

  /**
   * The handover of a paid order (order-states.ts): null while it waits for the handover (and before payment), then
   * `handed_over`, `received`, `disputed`, `completed`, `refunding` or `refunded`.
   */
  @Column({ type: 'varchar', length: 20, nullable: true, default: null })
  dealState: DealState | null;

  /** When the seller marked the car handed over. */
  @Column({ type: 'datetime', nullable: true, default: null })
  handedOverAt: Date | null;

  /** When the buyer confirmed they received the car. */
  @Column({ type: 'datetime', nullable: true, default: null })
  receivedAt: Date | null;

  /** When the deal completed (the car changed hands): from then on its buyer may review the seller. */
  @Column({ type: 'datetime', nullable: true, default: null })
  completedAt: Date | null;

  /** Loaded by the lists and views that show the handover (OrderDeals.withDeal); not columns. */
  dispute?: OrderDispute | null;
  refund?: OrderRefund | null;
}

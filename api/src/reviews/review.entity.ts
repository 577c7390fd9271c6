import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { BaseEntity } from '../common/base.entity';
import { Order } from '../orders';
import { User } from '../users';

/**
 * A buyer's review of the seller of a completed deal (an order), and the seller's one answer. Hidden by an admin,
 * it stays for the record but leaves the public list and the rating.
 */
@Entity('reviews')
// One review per completed order, kept by the database even under concurrent posts.
@Index('UQ_reviews_order', ['orderId'], { unique: true })
// A seller's public list (visible ones newest first) and their own list.
@Index('IDX_reviews_seller_hidden_created', ['sellerId', 'hiddenAt', 'createdAt'])
// A buyer's own reviews (My Orders).
@Index('IDX_reviews_reviewer_created', ['reviewerId', 'createdAt'])
// The admins' lists: visible ones newest first, hidden ones latest hidden first.
@Index('IDX_reviews_hidden_created', ['hiddenAt', 'createdAt'])
export class Review extends BaseEntity {
  @Column({ type: 'varchar', length: 36 })
  orderId: string;

  @ManyToOne(() => Order, { onDelete: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'orderId' })
  order: Order;

  /** The order's seller (its car's author when booked). */
  @Column({ type: 'varchar', length: 36 })
  sellerId: string;

  @ManyToOne(() => User, { onDelete: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'sellerId' })
  seller: User;

  /** The order's buyer: the session that wrote it. */
  @Column({ type: 'varchar', length: 36 })
  reviewerId: string;

  @ManyToOne(() => User, { onDelete: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'reviewerId' })
  reviewer: User;

  /** 1 to 5. */
  @Column({ type: 'int' })
  stars: number;

  @Column({ type: 'text' })
  text: string;

  /** The seller's one answer. */
  @Column({ type: 'text', nullable: true })
  answer: string | null;

  @Column({ type: 'datetime', nullable: true, default: null })
  answeredAt: Date | null;

  @Column({ type: 'datetime', nullable: true, default: null })
  hiddenAt: Date | null;

  @Column({ type: 'varchar', length: 500, nullable: true, default: null })
  hiddenReason: string | null;

  @Column({ type: 'varchar', length: 36, nullable: true, default: null })
  hiddenById: string | null;

  @ManyToOne(() => User, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'hiddenById' })
  hiddenBy: User | null;
}

import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { DisputeParty, DisputeReason } from '@usedcars/contract/deals';

/**
 * The dispute of a paid order: at most one per order (keyed by the order's id), opened by its buyer or its seller,
 * answered once by the other, decided once by an admin. Written only by OrdersService, in the same transactions as
 * the order's state changes.
 */
@Entity('order_disputes')
@Index('IDX_order_disputes_open', ['decidedAt', 'openedAt'])
@Index('IDX_order_disputes_opener', ['openedById', 'decidedAt'])
export class OrderDispute {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  orderId: string;

  @Column({ type: 'varchar', length: 36 })
  openedById: string;

  @Column({ type: 'varchar', length: 10 })
  openedBy: DisputeParty;

  @Column({ type: 'varchar', length: 20 })
  reason: DisputeReason;

  @Column({ type: 'text' })
  report: string;

  @Column({ type: 'datetime' })
  openedAt: Date;

  @Column({ type: 'text', nullable: true })
  answer: string | null;

  @Column({ type: 'datetime', nullable: true, default: null })
  answeredAt: Date | null;

  @Column({ type: 'varchar', length: 10, nullable: true, default: null })
  decidedFor: DisputeParty | null;

  @Column({ type: 'varchar', length: 36, nullable: true, default: null })
  decidedById: string | null;

  @Column({ type: 'datetime', nullable: true, default: null })
  decidedAt: Date | null;
}

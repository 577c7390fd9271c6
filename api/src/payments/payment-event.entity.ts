import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * A payment provider's webhook event that has been applied, keyed by the provider's event id: an event delivered
 * again (providers retry) finds its row and changes nothing.
 */
@Entity('payment_events')
export class PaymentEvent {
  /** The provider's event id (`evt_...`; Stripe allows up to 255 characters). */
  @PrimaryColumn({ type: 'varchar', length: 255 })
  id: string;

  @Column({ type: 'varchar', length: 80 })
  type: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  paymentIntentId: string | null;

  @CreateDateColumn()
  receivedAt: Date;
}

import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A refund of the local sandbox provider, the stand-in for Stripe's: one full refund per payment intent (the unique
 * index), replayed for a repeated idempotency key, as Stripe does.
 */
@Entity('sandbox_refunds')
@Index('UQ_sandbox_refunds_intent', ['paymentIntentId'], { unique: true })
@Index('UQ_sandbox_refunds_idempotency_key', ['idempotencyKey'], { unique: true })
export class SandboxRefund {
  /** `re_` and 24 random characters, as Stripe's ids look. */
  @PrimaryColumn({ type: 'varchar', length: 40 })
  id: string;

  @Column({ type: 'varchar', length: 255 })
  paymentIntentId: string;

  /** Cents. */
  @Column({ type: 'int' })
  amount: number;

  @Column({ type: 'varchar', length: 255 })
  idempotencyKey: string;

  @Column({ type: 'datetime' })
  createdAt: Date;
}

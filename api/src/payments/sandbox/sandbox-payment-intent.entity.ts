import { Column, Entity, Index } from 'typeorm';
import { BaseEntity } from '../../common/base.entity';

export const SANDBOX_INTENT_STATUSES = [
  'requires_payment_method',
  'requires_capture',
  'succeeded',
  'canceled',
] as const;
export type SandboxIntentStatus = (typeof SANDBOX_INTENT_STATUSES)[number];

/**
 * A payment intent of the local sandbox provider, the stand-in for Stripe's when no Stripe key is configured.
 * Kept in the database so an authorised payment survives a restart, as Stripe's would.
 */
@Entity('sandbox_payment_intents')
@Index('UQ_sandbox_intents_client_secret', ['clientSecret'], { unique: true })
@Index('UQ_sandbox_intents_idempotency_key', ['idempotencyKey'], { unique: true })
// `id` is set by the sandbox to `pi_` and 24 random characters, as Stripe's ids look.
export class SandboxPaymentIntent extends BaseEntity {
  @Column({ type: 'varchar', length: 100 })
  clientSecret: string;

  /** Cents. */
  @Column({ type: 'int' })
  amount: number;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  @Column({ type: 'simple-enum', enum: SANDBOX_INTENT_STATUSES })
  status: SandboxIntentStatus;

  @Column({ type: 'simple-json' })
  metadata: Record<string, string>;

  @Column({ type: 'varchar', length: 255, nullable: true, default: null })
  idempotencyKey: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true, default: null })
  lastErrorMessage: string | null;

  /** How many times the authorised amount was captured: never more than once (the concurrency tests read it). */
  @Column({ type: 'int', default: 0 })
  captureCount: number;
}

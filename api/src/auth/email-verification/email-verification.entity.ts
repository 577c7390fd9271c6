import { Column, Entity, Index } from 'typeorm';
import { BaseEntity } from '../../common/base.entity';

/**
 * A link sent to prove an address. Only the token's SHA-256 is kept, so a copy of the database proves nothing; a
 * link works once, before `expiresAt`, and only for the address it was sent to.
 */
@Entity('email_verifications')
@Index('IDX_email_verifications_user_created', ['userId', 'createdAt'])
export class EmailVerification extends BaseEntity {
  @Column({ type: 'varchar', length: 36 })
  userId: string;

  /** The address the link was sent to: if the account's address changed since, the link proves nothing. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Index('UQ_email_verifications_token', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ type: 'datetime' })
  expiresAt: Date;

  @Column({ type: 'datetime', nullable: true, default: null })
  usedAt: Date | null;
}

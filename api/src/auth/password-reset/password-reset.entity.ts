import { Column, Entity, Index } from 'typeorm';
import { BaseEntity } from '../../common/base.entity';

/**
 * A link sent to set a new password. Only the token's SHA-256 is kept, so a copy of the database opens no account; a
 * link works once, before `expiresAt`, and only while the account still has the address it was sent to.
 */
@Entity('password_resets')
// The per-address limit counts an account's recent links.
@Index('IDX_password_resets_user_created', ['userId', 'createdAt'])
export class PasswordReset extends BaseEntity {
  @Column({ type: 'varchar', length: 36 })
  userId: string;

  /** The address the link was sent to: if the account's address changed since, the link opens nothing. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Index('UQ_password_resets_token', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ type: 'datetime' })
  expiresAt: Date;

  @Column({ type: 'datetime', nullable: true, default: null })
  usedAt: Date | null;
}

import { Column, Entity, Index } from 'typeorm';
import { type Role, ROLES } from '@usedcars/contract/types';
import { BaseEntity } from '../common/base.entity';

@Entity('users')
// The catalog's search index re-reads the listings of accounts changed since a time (a deleted seller's leave).
@Index('IDX_users_updated', ['updatedAt'])
// The price ratings' standing pass finds the accounts that came of age since its last pass (establishedAccountSql).
@Index('IDX_users_created', ['createdAt'])
export class User extends BaseEntity {
  @Column({ type: 'varchar', length: 100 })
  displayName: string;

  /** Stored trimmed and lower-cased. A deleted account's address is replaced so it can be registered again. */
  @Column({ type: 'varchar', length: 254, unique: true })
  email: string;

  /** scrypt hash (see auth/password-hasher); null for accounts that sign in through a social provider. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  passwordHash: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  photoURL: string | null;

  @Column({ type: 'simple-enum', enum: ROLES, default: 'Buyer' })
  role: Role;

  @Column({ type: 'boolean', default: false })
  verified: boolean;

  /**
   * When the address was proven to belong to the account's holder (so far: an identity provider that vouched for
   * it at sign-in); null while unproven. A password account with an unproven address may be a squatter's.
   */
  @Column({ type: 'datetime', nullable: true, default: null })
  emailVerifiedAt: Date | null;

  /**
   * Which sessions still count: a token carries the epoch it was issued in, and only the current one is accepted.
   * Setting a new password moves it on, which ends every session issued before.
   */
  @Column({ type: 'int', default: 0 })
  sessionEpoch: number;

  /**
   * Set when an admin deletes the account. The row stays, so orders and other records keep what they recorded;
   * the account can no longer sign in and its listings leave the public catalog.
   */
  @Column({ type: 'datetime', nullable: true })
  deletedAt: Date | null;

  /**
   * Set when an admin suspends the account: it can no longer sign in, and its open sessions are refused, until an
   * admin lifts it. Everything it wrote stays.
   */
  @Column({ type: 'datetime', nullable: true, default: null })
  suspendedAt: Date | null;

  /** How many times admins warned the account about its conduct (the reported conversations' review). */
  @Column({ type: 'int', default: 0 })
  warningCount: number;

  /**
   * The seller's visible reviews: how many, and their stars added up (the average is one divided by the other).
   * A copy kept by the reviews module's writes (`ratingStatement`), in the same transaction as each review written
   * or hidden, so that every read of a listing, which already joins its seller, shows the rating for free: no
   * per-card query, and the search index's rows are forgotten as for any change of a seller (docs/search.md).
   */
  @Column({ type: 'int', default: 0 })
  ratingCount: number;

  @Column({ type: 'int', default: 0 })
  ratingStars: number;
}

/** The address a deleted account's email is replaced with: unique, and never deliverable. */
export function deletedEmailFor(id: string): string {
  return `deleted+${id}@deleted.invalid`;
}

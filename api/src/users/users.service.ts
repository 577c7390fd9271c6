import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, IsNull, Not, Repository } from 'typeorm';
import { PRODUCT_PAGE_SIZE_DEFAULT, type Role } from '@usedcars/contract/types';
import { SIGNUP_MESSAGES } from '@usedcars/contract/messages';
import { isUniqueViolation } from '../common/database-errors';
import { Conflict, Forbidden, ResourceNotFound } from '../common/domain-errors';
import { isUuid } from '../common/ids';
import { type Page, pageWindow } from '../common/page-query';
import { likePattern } from '../common/sql-like';
import { type AuditRecord, auditInsert } from '../audit';
import { CatalogEvents } from '../events';
import { LiveService } from '../live';
import { type ConditionalUpdate, runAllOrNothing, sqlBool, sqlDateTime } from '../common/all-or-nothing';
import { establishedAccountSql } from './established-account';
import { deletedEmailFor, User } from './user.entity';

export interface NewAccount {
  displayName: string;
  email: string;
  passwordHash: string | null;
  role: Role;
  photoURL?: string | null;
  verified?: boolean;
  /** When the address was proven (an identity provider vouched for it); unset: unproven. */
  emailVerifiedAt?: Date | null;
}

export interface UserSearch {
  role?: Role;
  /** Part of the name or the (lower-case) email. */
  q?: string;
  page?: number;
  pageSize?: number;
}

export const ADMIN_USER_ERRORS = {
  deleteAdmin: 'Admin accounts cannot be deleted.',
  deleteSelf: 'You cannot delete your own account.',
  suspendAdmin: 'Admin accounts cannot be suspended.',
  suspendSelf: 'You cannot suspend your own account.',
} as const;

function userTarget(user: User): AuditRecord['target'] {
  return { type: 'user', id: user.id, label: `${user.displayName} <${user.email}>` };
}

/** Email addresses are compared trimmed and lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Accounts: every lookup here skips deleted accounts, which behave as if they did not exist. */
@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly live: LiveService,
    private readonly events: CatalogEvents,
  ) {}

  /** The live account with this id, or null (unknown, malformed or deleted). */
  findActiveById(id: string): Promise<User | null> {
    if (!isUuid(id)) return Promise.resolve(null);
    return this.users.findOneBy({ id: id.toLowerCase(), deletedAt: IsNull() });
  }

  async getActiveById(id: string): Promise<User> {
    const user = await this.findActiveById(id);
    if (!user) throw new ResourceNotFound('User');
    return user;
  }

  findActiveByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email: normaliseEmail(email), deletedAt: IsNull() });
  }

  /** Whether a live account holds this address and has proven it reads it. */
  isProvenAddress(email: string): Promise<boolean> {
    return this.users.existsBy({
      email: normaliseEmail(email),
      deletedAt: IsNull(),
      emailVerifiedAt: Not(IsNull()),
    });
  }

  /** Whether the account is an established one (establishedAccountSql), as of now. */
  async isEstablished(id: string, days: number): Promise<boolean> {
    const established = establishedAccountSql('u', days);
    const rows = await this.dataSource.query<unknown[]>(
      `SELECT 1 AS \`found\` FROM \`users\` \`u\` WHERE \`u\`.\`id\` = ? AND ${established.sql}`,
      [id, ...established.params],
    );
    return rows.length > 0;
  }

  /** Creates an account; 409 with the product's message when the email is taken, even by a concurrent request. */
  async create(account: NewAccount): Promise<User> {
    const user = this.users.create({
      displayName: account.displayName,
      email: normaliseEmail(account.email),
      passwordHash: account.passwordHash,
      role: account.role,
      photoURL: account.photoURL ?? null,
      verified: account.verified ?? false,
      emailVerifiedAt: account.emailVerifiedAt ?? null,
      deletedAt: null,
    });
    try {
      return await this.users.save(user);
    } catch (error) {
      if (isUniqueViolation(error)) throw new Conflict(SIGNUP_MESSAGES.emailInUse);
      throw error;
    }
  }

  /**
   * Changes only the profile columns given, and only while the account is live: a profile write racing an admin's
   * delete or (un)verification never brings back what the admin changed. 404 when the account was deleted meanwhile.
   */
  async updateProfile(
    user: User,
    changes: { displayName?: string; photoURL?: string | null },
  ): Promise<User> {
    const columns: Partial<Pick<User, 'displayName' | 'photoURL'>> = {};
    if (changes.displayName !== undefined) columns.displayName = changes.displayName;
    if (changes.photoURL !== undefined) columns.photoURL = changes.photoURL;
    if (Object.keys(columns).length > 0) {
      const result = await this.users.update({ id: user.id, deletedAt: IsNull() }, columns);
      if (!result.affected) throw new ResourceNotFound('User');
      // Only sellers' names and photos show in the catalog.
      if (user.role === 'Seller') await this.events.publish({ type: 'seller.changed', userId: user.id });
    }
    return this.getActiveById(user.id);
  }

  /**
   * Live accounts, newest first, of one role and with `q` in the name or email (any case) when given; one page
   * when `page` or `pageSize` is given, otherwise every match. The total counts every match either way.
   */
  async search(options: UserSearch): Promise<Page<User>> {
    const query = this.users.createQueryBuilder('user').where('user.deletedAt IS NULL');
    if (options.role) query.andWhere('user.role = :role', { role: options.role });
    if (options.q) {
      query.andWhere(
        "(LOWER(user.displayName) LIKE :pattern ESCAPE '!' OR user.email LIKE :pattern ESCAPE '!')",
        {
          pattern: likePattern(options.q),
        },
      );
    }
    query.orderBy('user.createdAt', 'DESC').addOrderBy('user.id', 'DESC');
    if (options.page === undefined && options.pageSize === undefined) {
      const items = await query.getMany();
      return { items, total: items.length };
    }
    const { offset, limit } = pageWindow(options, PRODUCT_PAGE_SIZE_DEFAULT);
    const [items, total] = await query.offset(offset).limit(limit).getManyAndCount();
    return { items, total };
  }

  /** Verifies or unverifies an account, recorded in the audit log with the change (a no-op records nothing). */
  async setVerified(admin: User, id: string, verified: boolean): Promise<void> {
    const user = await this.getActiveById(id);
    if (user.verified === verified) return;
    const now = new Date();
    const failedAt = await runAllOrNothing(this.dataSource, [
      {
        sql: 'UPDATE `users` SET `verified` = ?, `updatedAt` = ? WHERE `id` = ? AND `deletedAt` IS NULL AND `verified` = ?',
        params: [sqlBool(verified), sqlDateTime(now), user.id, sqlBool(user.verified)],
      },
      auditInsert(
        {
          actorId: admin.id,
          action: verified ? 'user.verify' : 'user.unverify',
          target: userTarget(user),
          before: { verified: user.verified },
          after: { verified },
        },
        now,
      ),
    ]);
    // Changed concurrently: deleted (404 here), or already set the same way by another admin (nothing to do).
    if (failedAt !== -1) await this.getActiveById(id);
    else await this.events.publish({ type: 'seller.changed', userId: user.id });
  }

  /**
   * Records that the holder of `email` proved it, as a statement for the caller's transaction: only while the live
   * account still has that address and had not proven it yet.
   */
  markEmailProvenStatement(userId: string, email: string, at: Date): ConditionalUpdate {
    return {
      sql:
        'UPDATE `users` SET `emailVerifiedAt` = ?, `updatedAt` = ? ' +
        'WHERE `id` = ? AND `email` = ? AND `deletedAt` IS NULL AND `emailVerifiedAt` IS NULL',
      params: [sqlDateTime(at), sqlDateTime(at), userId, email],
    };
  }

  /**
   * Sets a new password and moves the session epoch on (every token issued before stops counting), as a statement for
   * the caller's transaction. Only while the live account still holds `expected`: its stored password hash (a change
   * checked against it), or the address a reset link went to, whose holder following it proves the address too.
   */
  newPasswordStatement(
    userId: string,
    expected: { passwordHash: string | null } | { email: string },
    passwordHash: string,
    at: Date,
  ): ConditionalUpdate {
    const time = sqlDateTime(at);
    if ('email' in expected) {
      return {
        sql:
          'UPDATE `users` SET `passwordHash` = ?, `sessionEpoch` = `sessionEpoch` + 1, ' +
          '`emailVerifiedAt` = COALESCE(`emailVerifiedAt`, ?), `updatedAt` = ? ' +
          'WHERE `id` = ? AND `email` = ? AND `deletedAt` IS NULL',
        params: [passwordHash, time, time, userId, expected.email],
      };
    }
    return {
      sql:
        'UPDATE `users` SET `passwordHash` = ?, `sessionEpoch` = `sessionEpoch` + 1, `updatedAt` = ? ' +
        'WHERE `id` = ? AND `passwordHash` = ? AND `deletedAt` IS NULL',
      params: [passwordHash, time, userId, expected.passwordHash],
    };
  }

  /**
   * Adds to (or, negative, takes from) a seller's rating copy (`ratingCount`, `ratingStars` on the account), as a
   * statement for the reviews module's transaction that writes or hides the review. `updatedAt` moves on so that
   * the search index's catch-up forgets the seller's kept listing rows, which show the rating (docs/search.md); the
   * caller publishes `seller.changed` after the commit. Deleted accounts too: their rows stay consistent.
   */
  ratingStatement(sellerId: string, countDelta: number, starsDelta: number, at: Date): ConditionalUpdate {
    return {
      sql:
        'UPDATE `users` SET `ratingCount` = `ratingCount` + ?, `ratingStars` = `ratingStars` + ?, `updatedAt` = ? ' +
        'WHERE `id` = ?',
      params: [countDelta, starsDelta, sqlDateTime(at), sellerId],
    };
  }

  /** Ends the open live streams of an account whose sessions were ended (their reconnections are then refused). */
  async endSessionsStreams(userId: string): Promise<void> {
    await this.live.endStreamsOf([userId]);
  }

  /**
   * Releases an address someone registered with a password but never proved, now that its owner proved it through
   * an identity provider: that account may be a squatter's, so nobody is signed into it. It is closed like a deleted
   * one (password dropped, address freed, its sessions and listings gone), and only while it is still unproven.
   * Answers whether it was released.
   */
  async releaseUnprovenAddress(user: User): Promise<boolean> {
    const now = sqlDateTime(new Date());
    const failedAt = await runAllOrNothing(this.dataSource, [
      {
        sql:
          'UPDATE `users` SET `deletedAt` = ?, `email` = ?, `passwordHash` = NULL, `photoURL` = NULL, `updatedAt` = ? ' +
          'WHERE `id` = ? AND `deletedAt` IS NULL AND `emailVerifiedAt` IS NULL AND `passwordHash` IS NOT NULL',
        params: [now, deletedEmailFor(user.id), now, user.id],
      },
    ]);
    if (failedAt !== -1) return false;
    await this.events.publish({ type: 'seller.deleted', userId: user.id });
    await this.live.endStreamsOf([user.id]);
    return true;
  }

  /**
   * Soft delete: the row stays for the records (orders keep their customer and seller), the email is freed for a
   * new registration, the password is dropped, every lookup above stops finding the account, and its open live
   * streams end.
   */
  async softDelete(id: string, admin: User): Promise<void> {
    const user = await this.getActiveById(id);
    this.assertAdminMayClose(admin, user, ADMIN_USER_ERRORS.deleteSelf, ADMIN_USER_ERRORS.deleteAdmin);
    const failedAt = await runAllOrNothing(
      this.dataSource,
      this.softDeleteStatements(admin, user, new Date()),
    );
    if (failedAt !== -1) throw new ResourceNotFound('User');
    await this.accountClosed(user.id, true);
  }

  /**
   * The delete and its audit entry, for a transaction of the caller's (a reported conversation's review, or the
   * account's owner closing it, who is then the actor): the delete lands only while the account is live, not an
   * admin's, and `unless` does not hold. After the commit, call accountClosed.
   */
  softDeleteStatements(
    admin: User,
    user: User,
    now: Date,
    unless?: { sql: string; params: string[] },
  ): ConditionalUpdate[] {
    return [
      {
        sql:
          'UPDATE `users` SET `deletedAt` = ?, `email` = ?, `passwordHash` = NULL, `photoURL` = NULL, `updatedAt` = ? ' +
          "WHERE `id` = ? AND `deletedAt` IS NULL AND `role` <> 'Admin'" +
          (unless ? ` AND NOT ${unless.sql}` : ''),
        params: [
          sqlDateTime(now),
          deletedEmailFor(user.id),
          sqlDateTime(now),
          user.id,
          ...(unless?.params ?? []),
        ],
      },
      auditInsert(
        {
          actorId: admin.id,
          action: 'user.delete',
          target: userTarget(user),
          before: {
            displayName: user.displayName,
            email: user.email,
            role: user.role,
            verified: user.verified,
          },
          after: null,
        },
        now,
      ),
    ];
  }

  /** Suspends an account or lifts its suspension (All Users); a no-op records nothing. */
  async setSuspended(admin: User, id: string, suspended: boolean): Promise<void> {
    const user = await this.getActiveById(id);
    if ((user.suspendedAt !== null) === suspended) return;
    if (suspended) {
      this.assertAdminMayClose(admin, user, ADMIN_USER_ERRORS.suspendSelf, ADMIN_USER_ERRORS.suspendAdmin);
    }
    const now = new Date();
    const failedAt = await runAllOrNothing(
      this.dataSource,
      suspended ? this.suspendStatements(admin, user, now) : this.unsuspendStatements(admin, user, now),
    );
    // Changed concurrently: deleted (404 here), or already set the same way by another admin (nothing to do).
    if (failedAt !== -1) await this.getActiveById(id);
    else if (suspended) await this.accountClosed(user.id, false);
  }

  /**
   * The suspension and its audit entry, for a transaction of the caller's: it lands only while the account is live,
   * not suspended and not an admin's. After the commit, call accountClosed.
   */
  suspendStatements(
    admin: User,
    user: User,
    now: Date,
    context: Record<string, unknown> = {},
  ): ConditionalUpdate[] {
    return [
      {
        sql:
          'UPDATE `users` SET `suspendedAt` = ?, `updatedAt` = ? ' +
          "WHERE `id` = ? AND `deletedAt` IS NULL AND `suspendedAt` IS NULL AND `role` <> 'Admin'",
        params: [sqlDateTime(now), sqlDateTime(now), user.id],
      },
      auditInsert(
        {
          actorId: admin.id,
          action: 'user.suspend',
          target: userTarget(user),
          before: { suspended: false },
          after: { suspended: true, ...context },
        },
        now,
      ),
    ];
  }

  /**
   * Counts a warning an admin gave the account, with its audit entry, for a transaction of the caller's (which tells
   * the account): it lands only while the account is live.
   */
  warnStatements(
    admin: User,
    user: User,
    now: Date,
    context: Record<string, unknown> = {},
  ): ConditionalUpdate[] {
    return [
      {
        sql:
          'UPDATE `users` SET `warningCount` = `warningCount` + 1, `updatedAt` = ? ' +
          'WHERE `id` = ? AND `deletedAt` IS NULL',
        params: [sqlDateTime(now), user.id],
      },
      auditInsert(
        {
          actorId: admin.id,
          action: 'user.warn',
          target: userTarget(user),
          before: { warnings: user.warningCount },
          after: { warnings: user.warningCount + 1, ...context },
        },
        now,
      ),
    ];
  }

  private unsuspendStatements(admin: User, user: User, now: Date): ConditionalUpdate[] {
    return [
      {
        sql:
          'UPDATE `users` SET `suspendedAt` = NULL, `updatedAt` = ? ' +
          'WHERE `id` = ? AND `deletedAt` IS NULL AND `suspendedAt` IS NOT NULL',
        params: [sqlDateTime(now), user.id],
      },
      auditInsert(
        {
          actorId: admin.id,
          action: 'user.unsuspend',
          target: userTarget(user),
          before: { suspended: true },
          after: { suspended: false },
        },
        now,
      ),
    ];
  }

  /** An admin may not delete or suspend themself, nor another admin. */
  assertAdminMayClose(admin: User, user: User, selfMessage: string, adminMessage: string): void {
    if (user.id === admin.id) throw new Forbidden(selfMessage);
    if (user.role === 'Admin') throw new Forbidden(adminMessage);
  }

  /**
   * After a delete or suspension committed: a deleted account's listings leave the catalog (its event), and the
   * account's open live streams end.
   */
  async accountClosed(userId: string, deleted: boolean): Promise<void> {
    if (deleted) await this.events.publish({ type: 'seller.deleted', userId });
    await this.live.endStreamsOf([userId]);
  }
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DELETE_ACCOUNT_MESSAGES, type DeleteAccountRequest } from '@usedcars/contract/account-closing';
import { DataSource } from 'typeorm';
import { AuthService } from '../auth';
import { runAllOrNothing } from '../common/all-or-nothing';
import { Conflict, Forbidden, ResourceNotFound } from '../common/domain-errors';
import { dealsInProgressCondition } from '../orders';
import { User, UsersService } from '../users';

/**
 * A user deletes their own account (docs/product-rules.md, "Deleting your own account"): as an admin's delete does,
 * but only by its owner, never while a booking or a deal of theirs is in progress, and recorded with them as the actor.
 */
@Injectable()
export class AccountClosingService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly auth: AuthService,
    private readonly users: UsersService,
  ) {}

  async deleteOwnAccount(user: User, proof: DeleteAccountRequest): Promise<void> {
    if (user.role === 'Admin') throw new Forbidden(DELETE_ACCOUNT_MESSAGES.admin);
    await this.auth.confirmAccountOwner(user, proof);
    const dealsInProgress = dealsInProgressCondition(user.id);
    // The deals are checked in the delete's own condition: a booking or payment that commits first keeps the account.
    const failedAt = await runAllOrNothing(
      this.dataSource,
      this.users.softDeleteStatements(user, user, new Date(), dealsInProgress),
    );
    if (failedAt !== -1) {
      const [row] = await this.dataSource.query<{ found: number | string }[]>(
        `SELECT ${dealsInProgress.sql} AS \`found\``,
        dealsInProgress.params,
      );
      if (Number(row?.found) === 1) throw new Conflict(DELETE_ACCOUNT_MESSAGES.dealsInProgress);
      // Deleted meanwhile (another tab, or an admin).
      throw new ResourceNotFound('User');
    }
    await this.users.accountClosed(user.id, true);
  }
}

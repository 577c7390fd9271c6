import { Inject, Injectable, Logger } from '@nestjs/common';
import { type ConfigType } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { PASSWORD_MESSAGES, PASSWORD_RESET_LINK_MINUTES } from '@usedcars/contract/password-messages';
import { timingSafeEqual } from 'node:crypto';
import { DataSource, IsNull, MoreThan, Repository } from 'typeorm';
import { insertStatement, runAllOrNothing, sqlDateTime } from '../../common/all-or-nothing';
import { InvalidField } from '../../common/domain-errors';
import { newId } from '../../common/ids';
import { authConfig } from '../../config/auth.config';
import { MailService, userText } from '../../mail';
import { type User, UsersService } from '../../users';
import { hashPassword } from '../password-hasher';
import { PasswordReset } from './password-reset.entity';
import { linkTokenHash, newLinkToken } from '../link-token';

/** The page of the site that opens a link (the shell's /reset-password route). */
export const RESET_PASSWORD_PATH = '/reset-password';
/** At most this many links an hour for one address, and one a minute, whoever asks. */
export const RESET_LINKS_PER_ADDRESS_HOUR = 3;
export const RESET_LINK_GAP_MS = 60_000;

/**
 * Forgotten passwords: a single-use link with a random token is mailed to the account's address, and following it
 * sets a new password and ends every session. Whether an account has an address is never told: every request gets
 * the same answer, and a mail goes only to the address itself.
 */
@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger('PasswordReset');

  constructor(
    @Inject(authConfig.KEY) private readonly config: ConfigType<typeof authConfig>,
    @InjectRepository(PasswordReset) private readonly links: Repository<PasswordReset>,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly dataSource: DataSource,
  ) {}

  /**
   * Mails a link to the account with this (normalised) address, if there is one and the address has room: at most
   * RESET_LINKS_PER_ADDRESS_HOUR an hour, RESET_LINK_GAP_MS apart. Silent either way.
   */
  async request(email: string): Promise<void> {
    const user = await this.users.findActiveByEmail(email);
    if (!user) return;
    const now = Date.now();
    const recent = await this.links.find({
      select: { createdAt: true },
      where: { userId: user.id, createdAt: MoreThan(new Date(now - 3_600_000)) },
    });
    if (recent.length >= RESET_LINKS_PER_ADDRESS_HOUR) return;
    if (recent.some((link) => link.createdAt.getTime() > now - RESET_LINK_GAP_MS)) return;
    await this.send(user, new Date(now));
  }

  private async send(user: User, now: Date): Promise<void> {
    const { token, tokenHash } = newLinkToken();
    const link = `${this.config.publicUrl}${RESET_PASSWORD_PATH}?token=${token}`;
    const paragraphs = user.passwordHash
      ? ['Someone, we hope you, asked to set a new password for your account.']
      : [
          'Someone, we hope you, asked to set a password for your account. You sign in with Google: that keeps ' +
            'working, and with a password you can also sign in with your e-mail address.',
        ];
    paragraphs.push(
      `The link works once, for ${PASSWORD_RESET_LINK_MINUTES} minutes. Setting a new password signs out every ` +
        'session of your account.',
    );
    await runAllOrNothing(this.dataSource, [
      insertStatement(this.dataSource, PasswordReset, {
        id: newId(),
        createdAt: now,
        updatedAt: now,
        userId: user.id,
        email: user.email,
        tokenHash,
        expiresAt: new Date(now.getTime() + PASSWORD_RESET_LINK_MINUTES * 60_000),
        usedAt: null,
      }),
      ...this.mail.queueStatements([
        {
          kind: 'password-reset',
          to: user.email,
          content: {
            subject: 'Set a new password',
            greeting: `Hello ${userText(user.displayName)},`,
            paragraphs,
            action: { label: 'Set a new password', url: link },
            footer: [
              'If you did not ask for this, ignore this mail: your password stays as it is, and nobody can use ' +
                'this link without reading your mail.',
            ],
          },
        },
      ]),
    ]);
  }

  /**
   * Follows a link: the link used up (with every other open link of the account), the password set and every
   * session ended, together or not at all. Refused when unknown, used, expired, or sent to an address the account no
   * longer has.
   */
  async confirm(token: string, password: string): Promise<void> {
    const refused = new InvalidField([{ field: 'token', message: PASSWORD_MESSAGES.linkInvalid }]);
    const now = new Date();
    const tokenHash = linkTokenHash(token);
    const link = await this.links.findOneBy({ tokenHash, usedAt: IsNull(), expiresAt: MoreThan(now) });
    // Found by its digest; compared again in constant time, so no answer depends on how much of it matched.
    if (!link || !timingSafeEqual(Buffer.from(link.tokenHash), Buffer.from(tokenHash))) throw refused;
    const passwordHash = await hashPassword(password, this.config.passwordHashCost);
    const time = sqlDateTime(now);
    const failedAt = await runAllOrNothing(this.dataSource, [
      {
        sql:
          'UPDATE `password_resets` SET `usedAt` = ?, `updatedAt` = ? ' +
          'WHERE `id` = ? AND `usedAt` IS NULL AND `expiresAt` > ?',
        params: [time, time, link.id, time],
      },
      // The account's other links open nothing once one was used.
      {
        sql: 'UPDATE `password_resets` SET `usedAt` = ?, `updatedAt` = ? WHERE `userId` = ? AND `usedAt` IS NULL',
        params: [time, time, link.userId],
        mustChange: false,
      },
      this.users.newPasswordStatement(link.userId, { email: link.email }, passwordHash, now),
    ]);
    if (failedAt !== -1) throw refused;
    this.logger.log(`Password reset for ${link.userId}`);
    await this.users.endSessionsStreams(link.userId);
  }
}

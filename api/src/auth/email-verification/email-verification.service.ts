import { Inject, Injectable } from '@nestjs/common';
import { type ConfigType } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { EMAIL_VERIFICATION_MESSAGES } from '@usedcars/contract/email-verification-messages';
import { DataSource, IsNull, MoreThan, Repository } from 'typeorm';
import { insertStatement, runAllOrNothing, sqlDateTime } from '../../common/all-or-nothing';
import { newId } from '../../common/ids';
import { authConfig } from '../../config/auth.config';
import { Conflict, InvalidField, TooSoon } from '../../common/domain-errors';
import { MailService, userText } from '../../mail';
import { User, UsersService } from '../../users';
import { EmailVerification } from './email-verification.entity';
import { linkTokenHash, newLinkToken } from '../link-token';

/** How long a link works, and how often a new one may be asked for. */
export const VERIFICATION_LINK_HOURS = 24;
export const RESEND_AFTER_MS = 60_000;
/** The page of the site that opens a link (the shell's /verify-email route). */
export const VERIFY_EMAIL_PATH = '/verify-email';

/**
 * Proves that an account's holder reads its address: a single-use link with a random token is mailed at sign-up
 * (and on request), and following it sets the account's `emailVerifiedAt`.
 */
@Injectable()
export class EmailVerificationService {
  constructor(
    @Inject(authConfig.KEY) private readonly config: ConfigType<typeof authConfig>,
    @InjectRepository(EmailVerification) private readonly links: Repository<EmailVerification>,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly dataSource: DataSource,
  ) {}

  /** Mails a new link to an account whose address is not proven yet. */
  async send(user: User): Promise<void> {
    const { token, tokenHash } = newLinkToken();
    const link = `${this.config.publicUrl}${VERIFY_EMAIL_PATH}?token=${token}`;
    const now = new Date();
    await runAllOrNothing(this.dataSource, [
      insertStatement(this.dataSource, EmailVerification, {
        id: newId(),
        createdAt: now,
        updatedAt: now,
        userId: user.id,
        email: user.email,
        tokenHash,
        expiresAt: new Date(now.getTime() + VERIFICATION_LINK_HOURS * 3_600_000),
        usedAt: null,
      }),
      ...this.mail.queueStatements([
        {
          kind: 'verify-email',
          to: user.email,
          content: {
            subject: 'Confirm your e-mail address',
            greeting: `Hello ${userText(user.displayName)},`,
            paragraphs: [
              'Please confirm that this is your e-mail address, so that sellers and buyers know your account is real ' +
                'and you can get alerts and receipts.',
              `The link works once, for ${VERIFICATION_LINK_HOURS} hours.`,
            ],
            action: { label: 'Confirm my address', url: link },
            footer: [
              'You get this mail because this address was used to sign up. If it was not you, ignore it.',
            ],
          },
        },
      ]),
    ]);
  }

  /** A new link on the account holder's request: not for a proven address, and at most one a minute. */
  async resend(user: User): Promise<void> {
    if (user.emailVerifiedAt) throw new Conflict(EMAIL_VERIFICATION_MESSAGES.alreadyVerified);
    const recent = await this.links.existsBy({
      userId: user.id,
      createdAt: MoreThan(new Date(Date.now() - RESEND_AFTER_MS)),
    });
    if (recent) throw new TooSoon(EMAIL_VERIFICATION_MESSAGES.tooSoon);
    await this.send(user);
  }

  /**
   * Follows a link: used up and the address proven together, or neither. Refused when unknown, used, expired, or
   * sent to an address the account no longer has (or already proven).
   */
  async verify(token: string): Promise<void> {
    if (!token) throw new InvalidField([{ field: 'token', message: EMAIL_VERIFICATION_MESSAGES.token }]);
    const now = new Date();
    const tokenHash = linkTokenHash(token);
    const link = await this.links.findOneBy({ tokenHash, usedAt: IsNull(), expiresAt: MoreThan(now) });
    const failedAt = link
      ? await runAllOrNothing(this.dataSource, [
          {
            sql: 'UPDATE `email_verifications` SET `usedAt` = ?, `updatedAt` = ? WHERE `id` = ? AND `usedAt` IS NULL',
            params: [sqlDateTime(now), sqlDateTime(now), link.id],
          },
          this.users.markEmailProvenStatement(link.userId, link.email, now),
        ])
      : 0;
    if (failedAt !== -1) {
      throw new InvalidField([{ field: 'token', message: EMAIL_VERIFICATION_MESSAGES.linkInvalid }]);
    }
  }
}

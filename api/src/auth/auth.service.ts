import { DELETE_ACCOUNT_MESSAGES, type DeleteAccountRequest } from '@usedcars/contract/account-closing';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { type ConfigType } from '@nestjs/config';
import type { AuthResponse } from '@usedcars/contract/types';
import { signInPausedMessage } from '@usedcars/contract/messages';
import { PASSWORD_MESSAGES } from '@usedcars/contract/password-messages';
import { DataSource } from 'typeorm';
import { runAllOrNothing } from '../common/all-or-nothing';
import { authConfig } from '../config/auth.config';
import { InvalidField, TooSoon, type FieldError } from '../common/domain-errors';
import { MailService, userText } from '../mail';
import { type User, serializeUser, UsersService } from '../users';
import type { ChangePasswordDto, SignupDto } from './dto/auth.dto';
import { EmailVerificationService } from './email-verification/email-verification.service';
import { hashPassword, verifyPassword } from './password-hasher';
import { SignInFailures } from './sign-in-failures';
import { TokenService } from './token.service';

@Injectable()
export class AuthService {
  private readonly logger = new Logger('Auth');

  constructor(
    @Inject(authConfig.KEY) private readonly config: ConfigType<typeof authConfig>,
    private readonly users: UsersService,
    private readonly tokens: TokenService,
    private readonly verification: EmailVerificationService,
    private readonly failures: SignInFailures,
    private readonly mail: MailService,
    private readonly dataSource: DataSource,
  ) {}

  async signup(dto: SignupDto): Promise<AuthResponse> {
    const passwordHash = await hashPassword(dto.password, this.config.passwordHashCost);
    const user = await this.users.create({
      displayName: dto.displayName,
      email: dto.email,
      passwordHash,
      role: dto.role,
    });
    // The account exists either way: a link that could not be queued is asked for again from the site.
    await this.verification.send(user).catch((error: unknown) => {
      this.logger.error(`Could not queue the address check for ${user.id}: ${String(error)}`);
    });
    return this.session(user);
  }

  async session(user: User): Promise<AuthResponse> {
    return { token: await this.tokens.issue(user), user: serializeUser(user) };
  }

  /**
   * Checks, before the caller deletes their account, that they are its owner and not only holding its session: the
   * password, or for an account that has none (Google only) its e-mail address typed out. Wrong passwords count
   * toward the address's sign-in limit, as in changePassword.
   */
  async confirmAccountOwner(user: User, proof: DeleteAccountRequest): Promise<void> {
    if (!user.passwordHash) {
      if (!proof.email) throw new InvalidField([{ field: 'email', message: DELETE_ACCOUNT_MESSAGES.email }]);
      if (proof.email.trim().toLowerCase() !== user.email.toLowerCase()) {
        throw new InvalidField([{ field: 'email', message: DELETE_ACCOUNT_MESSAGES.wrongEmail }]);
      }
      return;
    }
    if (!proof.password)
      throw new InvalidField([{ field: 'password', message: DELETE_ACCOUNT_MESSAGES.password }]);
    await this.checkPassword(user.email, user.passwordHash, proof.password, {
      field: 'password',
      message: DELETE_ACCOUNT_MESSAGES.wrongPassword,
    });
  }

  /**
   * The caller's own password, checked before a change only its owner may make: a wrong one is `wrong` (a field's
   * message) and counts toward the address's sign-in limit (SignInFailures), so a borrowed session cannot guess it;
   * over the limit, nothing is checked until the pause ends.
   */
  private async checkPassword(
    email: string,
    passwordHash: string,
    given: string,
    wrong: FieldError,
  ): Promise<void> {
    const pausedForSeconds = await this.failures.reserve(email);
    if (pausedForSeconds > 0) throw new TooSoon(signInPausedMessage(Math.ceil(pausedForSeconds / 60), null));
    if (!(await verifyPassword(given, passwordHash))) throw new InvalidField([wrong]);
    await this.failures.giveBack(email);
  }

  /**
   * Changes the caller's password after checking the current one, ends every other session, and tells the address
   * by mail; answers a fresh session for this one. Wrong current passwords count toward the address's sign-in
   * limit (SignInFailures), so a borrowed session cannot guess it either.
   */
  async changePassword(user: User, dto: ChangePasswordDto): Promise<AuthResponse> {
    if (!user.passwordHash) {
      throw new InvalidField([{ field: 'currentPassword', message: PASSWORD_MESSAGES.noPasswordYet }]);
    }
    await this.checkPassword(user.email, user.passwordHash, dto.currentPassword, {
      field: 'currentPassword',
      message: PASSWORD_MESSAGES.wrongCurrentPassword,
    });
    if (dto.newPassword === dto.currentPassword) {
      throw new InvalidField([{ field: 'newPassword', message: PASSWORD_MESSAGES.sameAsCurrent }]);
    }
    const now = new Date();
    const failedAt = await runAllOrNothing(this.dataSource, [
      this.users.newPasswordStatement(
        user.id,
        { passwordHash: user.passwordHash },
        await hashPassword(dto.newPassword, this.config.passwordHashCost),
        now,
      ),
      ...this.mail.queueStatements([
        {
          kind: 'password-changed',
          to: user.email,
          content: {
            subject: 'Your password was changed',
            greeting: `Hello ${userText(user.displayName)},`,
            paragraphs: [
              `The password of your account was changed on ${now.toUTCString()}, and every other session of it ` +
                'was signed out.',
              'If this was not you, set a new password now with "Forgot password?" on the login page: the link ' +
                'comes to this address.',
            ],
            footer: ['You get this mail whenever the password of your account changes.'],
          },
        },
      ]),
    ]);
    // Changed meanwhile by another request: the current password given is no longer the account's.
    if (failedAt !== -1) {
      throw new InvalidField([{ field: 'currentPassword', message: PASSWORD_MESSAGES.wrongCurrentPassword }]);
    }
    await this.users.endSessionsStreams(user.id);
    return this.session(await this.users.getActiveById(user.id));
  }
}

import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { type ConfigType } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { createTransport, type Transporter } from 'nodemailer';
import { LessThanOrEqual, Repository } from 'typeorm';
import { mailConfig } from '../config/mail.config';
import { UsersService } from '../users';
import { mailKindRules } from './mail-kinds';
import { MailTopics } from './mail-topics';
import { OutboxMail } from './outbox-mail.entity';
import { RecipientSlots } from './recipient-slots';

/** How often the outbox is looked at; a mail waits at most this long after its transaction commits. */
const POLL_MS = 1000;
const BATCH = 20;
/** How long a claimed mail is left to its sender before another may try it (an SMTP send times out well before). */
const LEASE_MS = 2 * 60_000;
/** After the n-th failure, wait RETRY_BASE_MS * 2^(n-1), at most RETRY_MAX_MS; give up after MAX_ATTEMPTS. */
const RETRY_BASE_MS = 30_000;
const RETRY_MAX_MS = 60 * 60_000;
export const MAX_ATTEMPTS = 10;

export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** (attempts - 1), RETRY_MAX_MS);
}

/**
 * Sends the outbox's due mails over SMTP, one claim at a time, so several API instances share the work without
 * sending a mail twice; a failed send is tried again later with a growing delay (a mail server down for hours loses
 * nothing). Runs only when SMTP_URL is set.
 *
 * The outbox is where the site's mail rules hold, whatever module wrote the mail: an address no account has proven
 * gets only the mails that prove one, and every address at most MAIL_RECIPIENT_HOURLY_LIMIT mails in any hour (each
 * kind's rules in mail-kinds.ts). Both are checked when a mail is claimed for sending, on the records as they are
 * then.
 */
@Injectable()
export class MailDispatcher implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private transporter: Transporter | null = null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> = Promise.resolve();
  private stopped = false;
  /** What this instance's sends came to since it started (the metrics). */
  readonly counts = { sent: 0, failedAttempts: 0, gaveUp: 0, dropped: 0 };

  constructor(
    @Inject(mailConfig.KEY) private readonly config: ConfigType<typeof mailConfig>,
    @InjectRepository(OutboxMail) private readonly outbox: Repository<OutboxMail>,
    private readonly users: UsersService,
    private readonly recipientSlots: RecipientSlots,
    private readonly topics: MailTopics,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.smtpUrl) {
      this.logger.warn('SMTP_URL is not set: mails are queued and not sent until it is.');
      return;
    }
    this.transporter = createTransport(this.config.smtpUrl, { from: this.config.from });
    if (this.config.inboxUrl) this.logger.log(`Mails go to the local inbox at ${this.config.inboxUrl}`);
    this.schedule(0);
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
    this.transporter?.close();
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.sendDue()
        .catch((error: unknown) => this.logger.error(`Reading the outbox failed: ${String(error)}`))
        .finally(() => this.schedule(POLL_MS));
    }, delayMs);
  }

  /**
   * The outbox as every instance sees it (the metrics): mails queued, those of them due now, how long the longest
   * due has waited (seconds past its due time: 0 when none is due), and the mails given up on. Each count reads the
   * index on (state, nextAttemptAt), never the sent mails.
   */
  async backlog(): Promise<{ queued: number; due: number; oldestDueSeconds: number; failed: number }> {
    const now = new Date();
    const [queued, due, failed, oldest] = await Promise.all([
      this.outbox.countBy({ state: 'queued' }),
      this.outbox.countBy({ state: 'queued', nextAttemptAt: LessThanOrEqual(now) }),
      this.outbox.countBy({ state: 'failed' }),
      this.outbox.findOne({
        select: { id: true, nextAttemptAt: true },
        where: { state: 'queued', nextAttemptAt: LessThanOrEqual(now) },
        order: { nextAttemptAt: 'ASC' },
      }),
    ]);
    const oldestDueSeconds = oldest
      ? Math.max(0, (now.getTime() - oldest.nextAttemptAt.getTime()) / 1000)
      : 0;
    return { queued, due, oldestDueSeconds, failed };
  }

  /** Sends every mail due now, batch after batch. */
  async sendDue(): Promise<void> {
    for (;;) {
      const due = await this.outbox.find({
        select: { id: true, nextAttemptAt: true },
        where: { state: 'queued', nextAttemptAt: LessThanOrEqual(new Date()) },
        order: { nextAttemptAt: 'ASC' },
        take: BATCH,
      });
      for (const mail of due) {
        if (this.stopped) return;
        await this.sendOne(mail.id, mail.nextAttemptAt);
      }
      if (due.length < BATCH) return;
    }
  }

  private async sendOne(id: string, dueAt: Date): Promise<void> {
    // The claim: only the dispatcher whose update moved the due time sends the mail.
    const claimed = await this.outbox.update(
      { id, state: 'queued', nextAttemptAt: dueAt },
      { nextAttemptAt: new Date(Date.now() + LEASE_MS) },
    );
    if (claimed.affected !== 1) return;
    const mail = await this.outbox.findOneByOrFail({ id });
    const withdrawn = await this.topics.withdrawn(mail.topic);
    if (withdrawn) {
      await this.drop(mail, withdrawn);
      return;
    }
    const rules = mailKindRules(mail.kind);
    if (!rules.toUnprovenAddress && !(await this.users.isProvenAddress(mail.recipient))) {
      await this.drop(mail, 'No account has proven this address');
      return;
    }
    const slot = await this.recipientSlots.take(mail.recipient);
    if ('freeAt' in slot) {
      if (rules.overLimit === 'drop') {
        await this.drop(mail, `This address had its ${this.config.recipientHourlyLimit} mails of the hour`);
      } else {
        await this.outbox.update({ id }, { nextAttemptAt: slot.freeAt });
      }
      return;
    }
    try {
      await this.transporter!.sendMail({
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers ?? undefined,
      });
      await this.outbox.update({ id }, { state: 'sent', sentAt: new Date(), attempts: mail.attempts + 1 });
      this.counts.sent += 1;
      this.logger.log(`Sent ${mail.kind} mail ${id}`);
    } catch (error) {
      // Nothing reached the address: the slot is for another mail.
      await this.recipientSlots.giveBack(slot);
      const attempts = mail.attempts + 1;
      const lastError = String(error instanceof Error ? error.message : error).slice(0, 500);
      const giveUp = attempts >= MAX_ATTEMPTS;
      this.counts.failedAttempts += 1;
      if (giveUp) this.counts.gaveUp += 1;
      await this.outbox.update(
        { id },
        giveUp
          ? { state: 'failed', attempts, lastError }
          : { attempts, lastError, nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)) },
      );
      this.logger.warn(
        `Could not send ${mail.kind} mail ${id} (attempt ${attempts}): ${lastError}` +
          (giveUp ? '; giving up' : ''),
      );
    }
  }

  /** Never sends `mail`, and says why in its row. */
  private async drop(mail: OutboxMail, reason: string): Promise<void> {
    await this.outbox.update({ id: mail.id }, { state: 'dropped', lastError: reason });
    this.counts.dropped += 1;
    this.logger.log(`Dropped ${mail.kind} mail ${mail.id}: ${reason}`);
  }
}

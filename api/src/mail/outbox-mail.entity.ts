import { Column, Entity, Index } from 'typeorm';
import { BaseEntity } from '../common/base.entity';

/** `dropped`: never to be sent, by the outbox's rules (the reason in `lastError`). */
export const MAIL_STATES = ['queued', 'sent', 'failed', 'dropped'] as const;
export type MailState = (typeof MAIL_STATES)[number];

/**
 * A mail to send: written in the same transaction as the change it tells of (a sign-up, a booking), sent afterwards
 * by MailDispatcher, so a request never waits for the mail server and a mail is never lost to a crash or a restart.
 */
@Entity('outbox_mails')
// The dispatcher's question: which queued mails are due, oldest first.
@Index('IDX_outbox_mails_due', ['state', 'nextAttemptAt'])
export class OutboxMail extends BaseEntity {
  /** What the mail is (a MailKind: verify-email, booking-buyer, ...): its rules, the logs and the tests; never shown. */
  @Column({ type: 'varchar', length: 40 })
  kind: string;

  @Column({ type: 'varchar', length: 254 })
  recipient: string;

  @Column({ type: 'varchar', length: 200 })
  subject: string;

  @Column({ type: 'text' })
  text: string;

  @Column({ type: 'text' })
  html: string;

  /** What the mail tells of, `<kind>:<id>`, when that may end before it goes (MailTopics); null otherwise. */
  @Column({ type: 'varchar', length: 80, nullable: true, default: null })
  topic: string | null;

  /** Extra headers (List-Unsubscribe on alerts), null for none. */
  @Column({ type: 'simple-json', nullable: true, default: null })
  headers: Record<string, string> | null;

  @Column({ type: 'simple-enum', enum: MAIL_STATES, default: 'queued' })
  state: MailState;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  /**
   * When the mail may next be tried. Claiming a mail moves it forward by a lease, so another dispatcher (another API
   * instance) leaves it alone while it is being sent, and a dispatcher that died mid-send lets it be tried again.
   */
  @Column({ type: 'datetime' })
  nextAttemptAt: Date;

  @Column({ type: 'datetime', nullable: true, default: null })
  sentAt: Date | null;

  /** Why the mail has not gone out: the mail server's last error, or why it was dropped. */
  @Column({ type: 'varchar', length: 500, nullable: true, default: null })
  lastError: string | null;
}

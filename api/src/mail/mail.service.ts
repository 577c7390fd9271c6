import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type ConditionalUpdate, insertStatement, runAllOrNothing } from '../common/all-or-nothing';
import { newId } from '../common/ids';
import { type MailContent, renderMail } from './mail-content';
import type { MailKind } from './mail-kinds';
import { OutboxMail } from './outbox-mail.entity';

export interface MailToSend {
  kind: MailKind;
  to: string;
  content: MailContent;
  headers?: Record<string, string>;
  /** What it tells of, when that may end before it goes: see MailTopics. */
  topic?: string;
  /** Not sent before then (its topic is checked when it goes). */
  notBefore?: Date;
}

/**
 * Queues mails in the outbox (MailDispatcher sends them). A change that tells someone about itself runs
 * `queueStatements` in its own all-or-nothing transaction, so the mail exists if and only if the change does.
 */
@Injectable()
export class MailService {
  constructor(private readonly dataSource: DataSource) {}

  queueStatements(mails: MailToSend[]): ConditionalUpdate[] {
    const now = new Date();
    return mails.map(({ kind, to, content, headers, topic, notBefore }) => {
      const { subject, text, html } = renderMail(content);
      return insertStatement(this.dataSource, OutboxMail, {
        id: newId(),
        createdAt: now,
        updatedAt: now,
        kind,
        recipient: to,
        subject,
        text,
        html,
        headers: headers ?? null,
        topic: topic ?? null,
        state: 'queued',
        attempts: 0,
        nextAttemptAt: notBefore ?? now,
      });
    });
  }

  async queue(mails: MailToSend[]): Promise<void> {
    await runAllOrNothing(this.dataSource, this.queueStatements(mails));
  }
}

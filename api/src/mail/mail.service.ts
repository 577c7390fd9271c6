import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, Repository } from 'typeorm';
import { type MailContent, renderMail } from './mail-content';
import { OutboxMail } from './outbox-mail.entity';

export interface MailToSend {
  kind: string;
  to: string;
  content: MailContent;
  headers?: Record<string, string>;
}

/** Queues mails. Pass the transaction's manager, so that the mail exists if and only if the change it tells of does. */
@Injectable()
export class MailService {
  constructor(@InjectRepository(OutboxMail) private readonly outbox: Repository<OutboxMail>) {}

  async queue(mails: MailToSend | MailToSend[], manager?: EntityManager): Promise<void> {
    const repository = manager ? manager.getRepository(OutboxMail) : this.outbox;
    const now = new Date();
    const rows = [mails].flat().map(({ kind, to, content, headers }) => {
      const { subject, text, html } = renderMail(content);
      return repository.create({
        kind,
        recipient: to,
        subject,
        text,
        html,
        headers: headers ?? null,
        nextAttemptAt: now,
      });
    });
    if (rows.length > 0) await repository.insert(rows);
  }
}

import { Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import {
  CONTACT_MESSAGES,
  CONTACT_PAGE_SIZE_DEFAULT,
  CONTACT_TOPIC_LABELS,
  type ContactMessageStatus,
  type ContactTopic,
} from '@usedcars/contract/contact-messages';
import { DataSource, MoreThan, Repository } from 'typeorm';
import { auditInsert } from '../audit';
import { insertStatement, runAllOrNothing, sqlDateTime } from '../common/all-or-nothing';
import type { Account } from '../common/auth-decorators';
import { Conflict, InvalidField, NotFound } from '../common/domain-errors';
import { isUuid, newId } from '../common/ids';
import { type Page, type Paging, pageWindow } from '../common/page-query';
import { authConfig } from '../config/auth.config';
import { type MailToSend, MailService } from '../mail';
import type { User } from '../users';
import { ContactMessage } from './contact-message.entity';
import type { CreateContactMessageDto } from './dto/contact-message.dto';

/** An address gets at most one acknowledgement a day, however many messages name it. */
export const ACKNOWLEDGEMENT_INTERVAL_MS = 24 * 3_600_000;

/**
 * The acknowledgement of a message, in our words only: neither the sender's name nor their message is in it, so
 * nobody can use the form to mail their own words to an address they typed in.
 */
export function acknowledgementMail(to: string, topic: ContactTopic, publicUrl: string): MailToSend {
  return {
    kind: 'contact-received',
    to,
    content: {
      subject: 'We received your message',
      greeting: 'Hello,',
      paragraphs: [
        `Thank you for writing to us about "${CONTACT_TOPIC_LABELS[topic]}". Our team reads every message and ` +
          'replies to this address when there is something to answer.',
        'We never ask for your password or card number by mail, and we never ask you to pay for a car outside ' +
          'the site.',
      ],
      action: { label: 'Read our answers to common questions', url: `${publicUrl}/faq` },
      footer: [
        'You get this mail because this address was entered in the contact form of our site. If that was not you, ' +
          'ignore this mail: nothing was signed up for, and we will not write again unless you do.',
      ],
    },
  };
}

/** The contact form's messages: sent by anyone, acknowledged by mail, listed and handled by the admins. */
@Injectable()
export class ContactMessagesService {
  constructor(
    @InjectRepository(ContactMessage) private readonly messages: Repository<ContactMessage>,
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    @Inject(authConfig.KEY) private readonly auth: ConfigType<typeof authConfig>,
  ) {}

  /**
   * The address to reply to: a signed-in caller's account's (another one is refused), else the one typed, which
   * a visitor must give.
   */
  replyAddress(caller: Account | undefined, email: string | undefined): string {
    if (caller) {
      if (email !== undefined && email !== caller.email.toLowerCase()) {
        throw new InvalidField([{ field: 'email', message: CONTACT_MESSAGES.notYourEmail }]);
      }
      return caller.email;
    }
    if (email === undefined) throw new InvalidField([{ field: 'email', message: CONTACT_MESSAGES.email }]);
    return email;
  }

  /**
   * Stores the message and queues its acknowledgement to `email`, together: one acknowledgement a day for an
   * address, so the form cannot be used to mail an address over and over (it may be someone else's).
   */
  async create(caller: Account | undefined, email: string, dto: CreateContactMessageDto): Promise<void> {
    const now = new Date();
    const acknowledgedToday = await this.messages.existsBy({
      email,
      createdAt: MoreThan(new Date(now.getTime() - ACKNOWLEDGEMENT_INTERVAL_MS)),
    });
    await runAllOrNothing(this.dataSource, [
      insertStatement(this.dataSource, ContactMessage, {
        id: newId(),
        createdAt: now,
        updatedAt: now,
        name: dto.name,
        email,
        topic: dto.topic,
        message: dto.message,
        userId: caller?.id ?? null,
        handledAt: null,
        handledById: null,
      }),
      ...this.mail.queueStatements(
        acknowledgedToday ? [] : [acknowledgementMail(email, dto.topic, this.auth.publicUrl)],
      ),
    ]);
  }

  /** Open messages newest first, or handled ones latest handled first. */
  async list(status: ContactMessageStatus, paging: Paging): Promise<Page<ContactMessage>> {
    const { offset, limit } = pageWindow(paging, CONTACT_PAGE_SIZE_DEFAULT);
    const [items, total] = await this.messages
      .createQueryBuilder('contact')
      .leftJoinAndSelect('contact.user', 'user')
      .leftJoinAndSelect('contact.handledBy', 'handledBy')
      .where(status === 'open' ? 'contact.handledAt IS NULL' : 'contact.handledAt IS NOT NULL')
      .orderBy(status === 'open' ? 'contact.createdAt' : 'contact.handledAt', 'DESC')
      .addOrderBy('contact.id', 'DESC')
      .skip(offset)
      .take(limit)
      .getManyAndCount();
    return { items, total };
  }

  /** Marks an open message handled, with its audit entry; 409 when another admin did first. */
  async markHandled(admin: User, id: string): Promise<void> {
    const message = isUuid(id) ? await this.messages.findOneBy({ id: id.toLowerCase() }) : null;
    if (!message) throw new NotFound(CONTACT_MESSAGES.notFound);
    if (message.handledAt) throw new Conflict(CONTACT_MESSAGES.alreadyHandled);
    const now = new Date();
    const failedAt = await runAllOrNothing(this.dataSource, [
      {
        sql:
          'UPDATE `contact_messages` SET `handledAt` = ?, `handledById` = ?, `updatedAt` = ? ' +
          'WHERE `id` = ? AND `handledAt` IS NULL',
        params: [sqlDateTime(now), admin.id, sqlDateTime(now), message.id],
      },
      auditInsert(
        {
          actorId: admin.id,
          action: 'contact-message.handle',
          target: {
            type: 'contact-message',
            id: message.id,
            label: `${message.name} (${message.email}): ${CONTACT_TOPIC_LABELS[message.topic]}`,
          },
          before: { status: 'open' },
          after: { status: 'handled' },
        },
        now,
      ),
    ]);
    if (failedAt !== -1) throw new Conflict(CONTACT_MESSAGES.alreadyHandled);
  }
}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../users';
import { MailDispatcher } from './mail-dispatcher';
import { MailRecipientSlot } from './mail-recipient-slot.entity';
import { MailService } from './mail.service';
import { MailTopics } from './mail-topics';
import { OutboxMail } from './outbox-mail.entity';
import { RecipientSlots } from './recipient-slots';

@Module({
  imports: [TypeOrmModule.forFeature([OutboxMail, MailRecipientSlot]), UsersModule],
  providers: [MailService, MailDispatcher, RecipientSlots, MailTopics],
  exports: [MailService, MailTopics, MailDispatcher],
})
export class MailModule {}

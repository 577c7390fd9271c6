import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailDispatcher } from './mail-dispatcher';
import { MailService } from './mail.service';
import { OutboxMail } from './outbox-mail.entity';

@Module({
  imports: [TypeOrmModule.forFeature([OutboxMail])],
  providers: [MailService, MailDispatcher],
  exports: [MailService],
})
export class MailModule {}

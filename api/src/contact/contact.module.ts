import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail';
import { ContactMessage } from './contact-message.entity';
import { ContactMessagesController } from './contact-messages.controller';
import { ContactMessagesService } from './contact-messages.service';

/** The contact form: messages from anyone to the site's admins, acknowledged by mail and handled in the console. */
@Module({
  imports: [TypeOrmModule.forFeature([ContactMessage]), MailModule],
  controllers: [ContactMessagesController],
  providers: [ContactMessagesService],
})
export class ContactModule {}

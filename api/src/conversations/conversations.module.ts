import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogModule } from '../catalog';
import { LiveModule } from '../live';
import { MailModule } from '../mail';
import { NotificationsModule } from '../notifications';
import { UsersModule } from '../users';
import { ConversationReport } from './conversation-report.entity';
import { ConversationReportsController } from './conversation-reports.controller';
import { ConversationReportsService } from './conversation-reports.service';
import { ConversationMessage } from './conversation-message.entity';
import { Conversation } from './conversation.entity';
import { ConversationsController } from './conversations.controller';
import { ConversationsService } from './conversations.service';

/** Buyer–seller conversations and their messages (the blocks between users are the users module's). */
@Module({
  imports: [
    TypeOrmModule.forFeature([Conversation, ConversationMessage, ConversationReport]),
    CatalogModule,
    MailModule,
    LiveModule,
    NotificationsModule,
    UsersModule,
  ],
  controllers: [ConversationsController, ConversationReportsController],
  providers: [ConversationsService, ConversationReportsService],
})
export class ConversationsModule {}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogModule } from '../catalog';
import { LiveModule } from '../live';
import { MailModule } from '../mail';
import { UsersModule } from '../users';
import { ConversationReport } from './conversation-report.entity';
import { ConversationReportsController } from './conversation-reports.controller';
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
    UsersModule,
  ],
  controllers: [ConversationsController, ConversationReportsController],
  providers: [ConversationsService],
})
export class ConversationsModule {}

import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogModule } from '../catalog';
import { LiveModule } from '../live';
import { MailModule } from '../mail';
import { ConversationReport } from './conversation-report.entity';
import { ConversationReportsController } from './conversation-reports.controller';
import { ConversationMessage } from './conversation-message.entity';
import { Conversation } from './conversation.entity';
import { ConversationsController } from './conversations.controller';
import { ConversationsService } from './conversations.service';
import { UserBlock } from './user-block.entity';

/** Buyer–seller conversations, their messages and the blocks between users. */
@Module({
  imports: [
    TypeOrmModule.forFeature([Conversation, ConversationMessage, UserBlock, ConversationReport]),
    CatalogModule,
    MailModule,
    LiveModule,
  ],
  controllers: [ConversationsController, ConversationReportsController],
  providers: [ConversationsService],
})
export class ConversationsModule {}

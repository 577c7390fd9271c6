import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogModule } from '../catalog';
import { ConversationMessage } from './conversation-message.entity';
import { Conversation } from './conversation.entity';
import { ConversationsController } from './conversations.controller';
import { ConversationsService } from './conversations.service';
import { UserBlock } from './user-block.entity';

/** Buyer–seller conversations, their messages and the blocks between users. */
@Module({
  imports: [TypeOrmModule.forFeature([Conversation, ConversationMessage, UserBlock]), CatalogModule],
  controllers: [ConversationsController],
  providers: [ConversationsService],
})
export class ConversationsModule {}

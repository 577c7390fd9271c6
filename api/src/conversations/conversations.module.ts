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
import { SellerResponses } from './seller-responses';
import { AgreedPrices } from './agreed-prices';
import { Offer } from './offer.entity';
import { OffersController } from './offers.controller';
import { OffersService } from './offers.service';

/**
 * Buyer–seller conversations, their messages and their offers (the blocks between users are the users module's);
 * orders reads the agreed prices (AgreedPrices).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Conversation, ConversationMessage, ConversationReport, Offer]),
    CatalogModule,
    MailModule,
    LiveModule,
    NotificationsModule,
    UsersModule,
  ],
  controllers: [ConversationsController, ConversationReportsController, OffersController],
  providers: [ConversationsService, ConversationReportsService, SellerResponses, OffersService, AgreedPrices],
  exports: [SellerResponses, AgreedPrices, ConversationsService],
})
export class ConversationsModule {}

// The conversations module's public file: other folders import only what is here.
export { ConversationsModule } from './conversations.module';
export { Conversation } from './conversation.entity';
export { ConversationMessage } from './conversation-message.entity';
export { ConversationReport } from './conversation-report.entity';
export { type ResponseFigures, SellerResponses } from './seller-responses';
export { AgreedPrices } from './agreed-prices';
export { Offer } from './offer.entity';
export { ConversationsService } from './conversations.service';

import { AlertCursor, SavedSearch } from '../alerts';
import { AuditLogEntry } from '../audit';
import { Notification } from '../notifications';
import { EmailVerification, PasswordReset } from '../auth';
import { MailRecipientSlot, OutboxMail } from '../mail';
import { Brand, Category, PriceSegment, Product } from '../catalog';
import { Conversation, ConversationMessage, ConversationReport } from '../conversations';
import { Order } from '../orders';
import { PaymentEvent, SandboxPaymentIntent } from '../payments';
import { Report } from '../reports';
import { User, UserBlock } from '../users';
import { WishlistEntry } from '../wishlist';

export const ENTITIES = [
  User,
  Category,
  Brand,
  Product,
  PriceSegment,
  WishlistEntry,
  Order,
  PaymentEvent,
  SandboxPaymentIntent,
  Report,
  AuditLogEntry,
  EmailVerification,
  PasswordReset,
  OutboxMail,
  MailRecipientSlot,
  Conversation,
  ConversationMessage,
  UserBlock,
  ConversationReport,
  Notification,
  SavedSearch,
  AlertCursor,
];

import { AlertCursor, SavedSearch } from '../alerts';
import { AuditLogEntry } from '../audit';
import { Notification } from '../notifications';
import { EmailVerification, PasswordReset } from '../auth';
import { MailRecipientSlot, OutboxMail } from '../mail';
import { Brand, Category, PriceSegment, Product } from '../catalog';
import { ContactMessage } from '../contact';
import { Conversation, ConversationMessage, ConversationReport, Offer } from '../conversations';
import { Order, OrderDispute, OrderRefund } from '../orders';
import { PaymentEvent, SandboxPaymentIntent, SandboxRefund } from '../payments';
import { Report } from '../reports';
import { Review } from '../reviews';
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
  ContactMessage,
  Offer,
  Review,
  OrderDispute,
  OrderRefund,
  SandboxRefund,
];

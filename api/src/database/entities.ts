import { AuditLogEntry } from '../audit';
import { Brand, Category, PriceSegment, Product } from '../catalog';
import { Order } from '../orders';
import { PaymentEvent, SandboxPaymentIntent } from '../payments';
import { Report } from '../reports';
import { User } from '../users';
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
];

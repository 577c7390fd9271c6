import { AuditLogEntry } from '../audit/audit-entry.entity';
import { Brand } from '../catalog/brand.entity';
import { Category } from '../catalog/category.entity';
import { Product } from '../catalog/product.entity';
import { Order } from '../orders/order.entity';
import { PaymentEvent } from '../payments/payment-event.entity';
import { SandboxPaymentIntent } from '../payments/sandbox/sandbox-payment-intent.entity';
import { Report } from '../reports/report.entity';
import { User } from '../users/user.entity';
import { WishlistEntry } from '../wishlist/wishlist-entry.entity';

export const ENTITIES = [
  User,
  Category,
  Brand,
  Product,
  WishlistEntry,
  Order,
  PaymentEvent,
  SandboxPaymentIntent,
  Report,
  AuditLogEntry,
];

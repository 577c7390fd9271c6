import type { User } from '../users';
import type { Order } from './order.entity';

/**
 * What the orders routes need of payments (the provider's part). Payments sits above orders and changes orders' rows
 * only through OrdersService, so orders does not import it: payments provides this, and the app wires the two
 * (OrdersRoutesModule.withPayments).
 */
export abstract class OrderPayments {
  /** Settles the caller's order with the provider and answers it paid, or throws why not. */
  abstract settleForCustomer(caller: User, orderId: string, productId: string): Promise<Order>;

  /** Releases a card authorisation that will not be captured. */
  abstract releaseAuthorisation(paymentIntentId: string | null): Promise<void>;
}

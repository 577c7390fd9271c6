import { Inject, Injectable } from '@nestjs/common';
import { type ConfigType } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, IsNull, MoreThan, Not, Repository, type SelectQueryBuilder } from 'typeorm';
import { PublicListings } from '../catalog';
import { AgreedPrices } from '../conversations';
import { BUYING_MESSAGES } from '@usedcars/contract/messages';
import {
  type ConditionalUpdate,
  insertStatement,
  runAllOrNothing,
  sqlDateTime,
} from '../common/all-or-nothing';
import { isUniqueViolation } from '../common/database-errors';
import { Conflict, Forbidden, InvalidField, ResourceNotFound } from '../common/domain-errors';
import { isUuid, newId } from '../common/ids';
import { authConfig } from '../config/auth.config';
import { LiveService } from '../live';
import { MailService } from '../mail';
import { NotificationsService } from '../notifications';
import { type User, UserBlocks } from '../users';
import { BOOKING_FIELD_MESSAGES, type CreateBookingDto } from './dto/booking.dto';
import { bookingCanceledMail, bookingCanceledNotification, bookingMails, paymentMails } from './order-mails';
import { OrderDispute } from './order-dispute.entity';
import { OrderRefund } from './order-refund.entity';
import { Order } from './order.entity';
import { NEW_ORDER_STATE, ORDER_TRANSITIONS } from './order-states';

export const ORDER_MESSAGES = {
  ownOrdersOnly: 'You can only see your own orders.',
  notOwner: 'You can only change your own bookings.',
} as const;

/** My Orders shows at most this many (the latest). */
export const MY_ORDERS_LIMIT = 100;
/** A seller's bookings list shows at most this many (the latest). */
export const SELLER_BOOKINGS_LIMIT = 200;

@Injectable()
export class OrdersService {
  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    private readonly products: PublicListings,
    private readonly agreedPrices: AgreedPrices,
    private readonly blocks: UserBlocks,
    private readonly mail: MailService,
    private readonly notifications: NotificationsService,
    private readonly live: LiveService,
    private readonly dataSource: DataSource,
    @Inject(authConfig.KEY) private readonly auth: ConfigType<typeof authConfig>,
  ) {}

  /**
   * Books a publicly listed, unsold car of another seller for `customer`. The customer's name and email, the
   * seller and the price come from the records: the asking price, or the price the buyer and the seller agreed in
   * an offer (if the asking price is lower now, that). One open booking per buyer and car, kept by the unique index. Not
   * while the buyer or the seller blocks the other: a booking mails the seller what the buyer wrote.
   */
  async book(customer: User, dto: CreateBookingDto): Promise<Order> {
    const product = await this.products.findOne(dto.productID);
    if (dto.productAuthor !== undefined && dto.productAuthor.trim().toLowerCase() !== product.authorId) {
      throw new InvalidField([{ field: 'productAuthor', message: BOOKING_FIELD_MESSAGES.productAuthor }]);
    }
    if (product.authorId === customer.id) throw new Forbidden(BUYING_MESSAGES.ownCar);
    if (product.sold) throw new Conflict(BUYING_MESSAGES.carSold);
    await this.blocks.assertNoBlock(customer.id, product.authorId, BUYING_MESSAGES.blocked);
    const agreedCents = await this.agreedPrices.priceCents(customer.id, product.id);
    const now = new Date();
    const row: Omit<Order, 'product' | 'productAuthor' | 'customer'> = {
      id: newId(),
      productId: product.id,
      productAuthorId: product.authorId,
      customerId: customer.id,
      customerName: customer.displayName,
      customerEmail: customer.email,
      customerMobile: dto.customerMobile,
      meetLocation: dto.meetLocation,
      bookingDate: now,
      createdAt: now,
      updatedAt: now,
      priceCents: Math.min(product.sellPriceCents, agreedCents ?? product.sellPriceCents),
      paymentMethod: null,
      paidIntentId: null,
      paymentDate: null,
      paymentState: NEW_ORDER_STATE,
      paymentIntentId: null,
      lastPaymentError: null,
      canceledAt: null,
      openBookingKey: customer.id,
      dealState: null,
      handedOverAt: null,
      receivedAt: null,
      completedAt: null,
    };
    const order = Object.assign(this.orders.create(row), { product });
    try {
      // The receipts exist if and only if the booking does.
      await runAllOrNothing(this.dataSource, [
        insertStatement(this.dataSource, Order, row),
        ...this.mail.queueStatements(bookingMails(order, this.auth.publicUrl)),
      ]);
    } catch (error) {
      // A concurrent or earlier request already holds this buyer's open booking of the car.
      if (isUniqueViolation(error)) throw new Conflict(BUYING_MESSAGES.alreadyBooked);
      throw error;
    }
    return order;
  }

  /**
   * A booking made before its buyer and the seller agreed a lower price in an offer takes that price, before any
   * payment of it starts (the payment charges the order's price; a payment under way keeps its amount).
   */
  async withAgreedPrice(order: Order): Promise<Order> {
    const agreedCents = await this.agreedPrices.priceCents(order.customerId, order.productId);
    if (agreedCents === null || agreedCents >= order.priceCents) return order;
    const { affected } = await this.orders.update(
      {
        id: order.id,
        paymentState: NEW_ORDER_STATE,
        canceledAt: IsNull(),
        priceCents: MoreThan(agreedCents),
      },
      { priceCents: agreedCents },
    );
    return affected ? Object.assign(order, { priceCents: agreedCents }) : order;
  }

  /** The customer's bookings that are not cancelled, newest first, whatever became of the car since. */
  listForCustomer(customerId: string): Promise<Order[]> {
    return (
      this.withDeal()
        .where('booking.customerId = :customerId AND booking.canceledAt IS NULL', { customerId })
        .orderBy('booking.createdAt', 'DESC')
        .addOrderBy('booking.id', 'DESC')
        // Every join is many-to-one (one row per order), so plain LIMIT is exact.
        .limit(MY_ORDERS_LIMIT)
        .getMany()
    );
  }

  /** The bookings (not cancelled) on a seller's cars, newest first. */
  listForSeller(sellerId: string, limit = SELLER_BOOKINGS_LIMIT): Promise<Order[]> {
    return this.withDeal()
      .where('booking.productAuthorId = :sellerId AND booking.canceledAt IS NULL', { sellerId })
      .orderBy('booking.createdAt', 'DESC')
      .addOrderBy('booking.id', 'DESC')
      .limit(limit)
      .getMany();
  }

  /**
   * The buyer cancels their own unpaid booking. The update is conditional, so it cannot undo a payment that
   * started meanwhile. The seller is told in the app and by mail, with the change (the mail under the address's
   * hourly limit, like the booking's notice). Answers the cancelled order: its card authorisation
   * (`paymentIntentId`) must be released.
   */
  async cancel(caller: User, orderId: string): Promise<Order> {
    const { from } = ORDER_TRANSITIONS.cancel;
    const order = await this.findOpenWithSeller(orderId);
    if (!order) throw new ResourceNotFound('Order');
    if (order.customerId !== caller.id) throw new Forbidden(ORDER_MESSAGES.notOwner);
    if (order.paymentState !== from) throw new Conflict(BUYING_MESSAGES.cancelPaid);
    const canceledAt = new Date();
    // A closed seller account reads nothing: nobody to tell.
    const sellerLive = !order.product.author.deletedAt;
    const failedAt = await runAllOrNothing(this.dataSource, [
      {
        sql:
          'UPDATE `orders` SET `canceledAt` = ?, `openBookingKey` = NULL, `updatedAt` = ? ' +
          'WHERE `id` = ? AND `paymentState` = ? AND `canceledAt` IS NULL',
        params: [sqlDateTime(canceledAt), sqlDateTime(canceledAt), order.id, from],
      },
      ...(sellerLive
        ? [
            ...this.notifications.insertStatements([bookingCanceledNotification(order)]),
            ...this.mail.queueStatements([bookingCanceledMail(order, this.auth.publicUrl)]),
          ]
        : []),
    ]);
    if (failedAt !== -1) {
      // A payment or another cancellation got there first.
      await this.findOpen(order.id);
      throw new Conflict(BUYING_MESSAGES.cancelPaid);
    }
    if (sellerLive) await this.live.publish([order.productAuthorId], { type: 'notification' });
    return Object.assign(order, { canceledAt, openBookingKey: null });
  }

  // What payments asks of orders: the order's rows change only here, each state change as ORDER_TRANSITIONS allows.

  /**
   * The order claims its car, as a statement for the caller's transaction (beside the listing's claim): only from
   * `unpaid`, not cancelled, and while its buyer's account is live (an admin may delete it after the card was
   * authorised).
   */
  claimStatement(orderId: string): ConditionalUpdate {
    const { from, to } = ORDER_TRANSITIONS.claim;
    return {
      sql:
        'UPDATE `orders` SET `paymentState` = ? WHERE `id` = ? AND `paymentState` = ? AND `canceledAt` IS NULL ' +
        'AND EXISTS (SELECT 1 FROM `users` WHERE `users`.`id` = `orders`.`customerId` AND `users`.`deletedAt` IS NULL)',
      params: [to, orderId, from],
    };
  }

  /** The capture was refused: the order is payable again (a statement beside the listing's release; may change nothing). */
  giveBackStatement(orderId: string, at: Date): ConditionalUpdate {
    const { from, to } = ORDER_TRANSITIONS.giveBack;
    return {
      sql: 'UPDATE `orders` SET `paymentState` = ?, `updatedAt` = ? WHERE `id` = ? AND `paymentState` = ?',
      params: [to, sqlDateTime(at), orderId, from],
      mustChange: false,
    };
  }

  /** The provider confirmed the capture of `intentId` for the order; the receipts go with the change, once. */
  async markPaid(orderId: string, intentId: string): Promise<void> {
    const { from, to } = ORDER_TRANSITIONS.markPaid;
    const order = await this.orders.findOneOrFail({
      where: { id: orderId },
      relations: { product: { author: true } },
    });
    const paidAt = new Date();
    await runAllOrNothing(this.dataSource, [
      {
        sql:
          "UPDATE `orders` SET `paymentState` = ?, `paymentMethod` = 'card', `transitionID` = ?, `paymentDate` = ?, " +
          '`updatedAt` = ? WHERE `id` = ? AND `paymentState` = ?',
        params: [to, intentId, sqlDateTime(paidAt), sqlDateTime(paidAt), orderId, from],
      },
      ...this.mail.queueStatements(paymentMails(order, paidAt, this.auth.publicUrl)),
    ]);
  }

  /**
   * Records the order's payment intent, replacing `previousIntentId` (none: the first). False when the order's
   * intent changed meanwhile.
   */
  async recordIntent(orderId: string, previousIntentId: string | null, intentId: string): Promise<boolean> {
    const stored = await this.orders.update(
      { id: orderId, paymentIntentId: previousIntentId ?? IsNull() },
      { paymentIntentId: intentId },
    );
    return Boolean(stored.affected);
  }

  /** The provider's message for a failed card attempt, kept while the order is still payable with that intent. */
  async recordPaymentFailure(orderId: string, intentId: string, message: string | null): Promise<void> {
    await this.orders.update(
      { id: orderId, paymentIntentId: intentId, paymentState: ORDER_TRANSITIONS.claim.from },
      { lastPaymentError: message },
    );
  }

  /** The order with its car (whatever became of it), or null. */
  findWithCar(orderId: string): Promise<Order | null> {
    return this.orders.findOne({ where: { id: orderId }, relations: { product: true } });
  }

  /** The order with its car and its buyer's account (deleted or not). */
  findWithCarAndCustomer(orderId: string): Promise<Order> {
    return this.orders.findOneOrFail({
      where: { id: orderId },
      relations: { product: true, customer: true },
    });
  }

  /** A booking that is not cancelled, with its car and the car's seller; null for unknown or malformed ids. */
  async findOpenWithSeller(orderId: string): Promise<Order | null> {
    if (!isUuid(orderId)) return null;
    return this.orders.findOne({
      where: { id: orderId.toLowerCase(), canceledAt: IsNull() },
      relations: { product: { author: true } },
    });
  }

  /** The order with its car and the car's seller (deleted or not), whatever its state; null for unknown ids. */
  async findWithCarAndSeller(orderId: string): Promise<Order | null> {
    if (!isUuid(orderId)) return null;
    return this.orders.findOne({
      where: { id: orderId.toLowerCase() },
      relations: { product: true, productAuthor: true },
    });
  }

  /** The order as its views show it (car, category, brand, seller, dispute and refund loaded). */
  findForDisplay(orderId: string): Promise<Order> {
    return this.withDeal().where('booking.id = :orderId', { orderId }).getOneOrFail();
  }

  findById(orderId: string): Promise<Order> {
    return this.orders.findOneByOrFail({ id: orderId });
  }

  /** The other orders of the car that have a payment intent. */
  otherOrdersWithIntents(productId: string, exceptOrderId: string): Promise<Order[]> {
    return this.orders.find({
      select: { id: true, paymentIntentId: true },
      where: { productId, id: Not(exceptOrderId), paymentIntentId: Not(IsNull()) },
    });
  }

  /** The ids of the orders whose capture started (the claim) and has not been settled. */
  async idsCapturing(): Promise<string[]> {
    const rows = await this.orders.find({
      select: { id: true },
      where: { paymentState: ORDER_TRANSITIONS.claim.to },
    });
    return rows.map((row) => row.id);
  }

  /** A booking that is not cancelled, by id (404 for unknown or malformed ids). */
  private async findOpen(orderId: string): Promise<Order> {
    const order = isUuid(orderId)
      ? await this.orders.findOneBy({ id: orderId.toLowerCase(), canceledAt: IsNull() })
      : null;
    if (!order) throw new ResourceNotFound('Order');
    return order;
  }

  /**
   * Product, category, brand and author in the same query: no N+1. No visibility conditions: an order stays
   * listed when its car is deleted or taken down or its seller deleted (its status says so).
   */
  /** withProduct with each order's dispute and refund (the handover's records: OrderDeals). */
  private withDeal(): SelectQueryBuilder<Order> {
    return this.withProduct()
      .leftJoinAndMapOne('booking.dispute', OrderDispute, 'dispute', 'dispute.orderId = booking.id')
      .leftJoinAndMapOne('booking.refund', OrderRefund, 'refund', 'refund.orderId = booking.id');
  }

  private withProduct(): SelectQueryBuilder<Order> {
    return this.orders
      .createQueryBuilder('booking')
      .innerJoinAndSelect('booking.product', 'product')
      .innerJoinAndSelect('product.category', 'category')
      .innerJoinAndSelect('product.brand', 'brand')
      .innerJoinAndSelect('product.author', 'author');
  }
}

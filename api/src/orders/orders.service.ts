import { ConflictException, ForbiddenException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository, type SelectQueryBuilder } from 'typeorm';
import { ProductsService } from '../catalog/products.service';
import { BUYING_MESSAGES } from '../common/contract-constants';
import { isUniqueViolation } from '../common/database-errors';
import { RequestValidationError, ResourceNotFoundError } from '../common/errors';
import { isUuid } from '../common/ids';
import type { User } from '../users/user.entity';
import { BOOKING_FIELD_MESSAGES, type CreateBookingDto } from './dto/booking.dto';
import { Order } from './order.entity';

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
    private readonly products: ProductsService,
  ) {}

  /**
   * Books a publicly listed, unsold car of another seller for `customer`. The customer's name and email, the
   * seller and the price come from the records. One open booking per buyer and car, kept by the unique index.
   */
  async book(customer: User, dto: CreateBookingDto): Promise<Order> {
    const product = await this.products.findOne(dto.productID);
    if (dto.productAuthor !== undefined && dto.productAuthor.trim().toLowerCase() !== product.authorId) {
      throw new RequestValidationError([
        { field: 'productAuthor', message: BOOKING_FIELD_MESSAGES.productAuthor },
      ]);
    }
    if (product.authorId === customer.id) throw new ForbiddenException(BUYING_MESSAGES.ownCar);
    if (product.sold) throw new ConflictException(BUYING_MESSAGES.carSold);
    const now = new Date();
    const order = this.orders.create({
      productId: product.id,
      productAuthorId: product.authorId,
      customerId: customer.id,
      customerName: customer.displayName,
      customerEmail: customer.email,
      customerMobile: dto.customerMobile,
      meetLocation: dto.meetLocation,
      bookingDate: now,
      createdAt: now,
      priceCents: product.sellPriceCents,
      paymentState: 'unpaid',
      openBookingKey: customer.id,
    });
    try {
      await this.orders.save(order);
    } catch (error) {
      // A concurrent or earlier request already holds this buyer's open booking of the car.
      if (isUniqueViolation(error)) throw new ConflictException(BUYING_MESSAGES.alreadyBooked);
      throw error;
    }
    order.product = product;
    return order;
  }

  /** The customer's bookings that are not cancelled, newest first, whatever became of the car since. */
  listForCustomer(customerId: string): Promise<Order[]> {
    return (
      this.withProduct()
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
    return this.withProduct()
      .where('booking.productAuthorId = :sellerId AND booking.canceledAt IS NULL', { sellerId })
      .orderBy('booking.createdAt', 'DESC')
      .addOrderBy('booking.id', 'DESC')
      .limit(limit)
      .getMany();
  }

  /**
   * The buyer cancels their own unpaid booking. The update is conditional, so it cannot undo a payment that
   * started meanwhile. Answers the cancelled order: its card authorisation (`paymentIntentId`) must be released.
   */
  async cancel(caller: User, orderId: string): Promise<Order> {
    const order = await this.findOpen(orderId);
    if (order.customerId !== caller.id) throw new ForbiddenException(ORDER_MESSAGES.notOwner);
    if (order.paymentState !== 'unpaid') throw new ConflictException(BUYING_MESSAGES.cancelPaid);
    const canceledAt = new Date();
    const result = await this.orders.update(
      { id: order.id, paymentState: 'unpaid', canceledAt: IsNull() },
      { canceledAt, openBookingKey: null },
    );
    if (!result.affected) {
      // A payment or another cancellation got there first.
      await this.findOpen(order.id);
      throw new ConflictException(BUYING_MESSAGES.cancelPaid);
    }
    return Object.assign(order, { canceledAt, openBookingKey: null });
  }

  /** A booking that is not cancelled, by id (404 for unknown or malformed ids). */
  private async findOpen(orderId: string): Promise<Order> {
    const order = isUuid(orderId)
      ? await this.orders.findOneBy({ id: orderId.toLowerCase(), canceledAt: IsNull() })
      : null;
    if (!order) throw new ResourceNotFoundError('Order');
    return order;
  }

  /**
   * Product, category, brand and author in the same query: no N+1. No visibility conditions: an order stays
   * listed when its car is deleted or taken down or its seller deleted (its status says so).
   */
  private withProduct(): SelectQueryBuilder<Order> {
    return this.orders
      .createQueryBuilder('booking')
      .innerJoinAndSelect('booking.product', 'product')
      .innerJoinAndSelect('product.category', 'category')
      .innerJoinAndSelect('product.brand', 'brand')
      .innerJoinAndSelect('product.author', 'author');
  }
}

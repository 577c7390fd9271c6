import {
  Body,
  Controller,
  Delete,
  ForbiddenException,
  Get,
  Headers,
  HttpStatus,
  Param,
  Patch,
  Post,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type {
  Acknowledged,
  Order as OrderBody,
  SellerBooking,
  SettleOrderResponse,
} from '@usedcars/contract/types';
import { assertCallersEmail, assertNamesCaller } from '../common/caller-fields';
import { CurrentUser, Public, Roles } from '../common/auth-decorators';
import type { User } from '../users';
import { CreateBookingDto } from './dto/booking.dto';
import { SettleOrderDto } from './dto/settle-order.dto';
import { serializeOrder, serializeSellerBooking } from './order.serializers';
import { OrderPayments } from './order-payments';
import { ORDER_MESSAGES, OrdersService } from './orders.service';

@ApiTags('orders')
@Controller()
export class OrdersController {
  constructor(
    private readonly orders: OrdersService,
    private readonly payments: OrderPayments,
  ) {}

  @Post('orders')
  @ApiBearerAuth()
  @ApiCreatedResponse({ description: 'The new booking (Order); customer, seller and price are the records' })
  @ApiUnauthorizedResponse({ description: 'Not logged in' })
  @ApiForbiddenResponse({
    description: 'The caller’s own car, or the caller or its seller blocked the other',
  })
  @ApiNotFoundResponse({ description: 'Unknown, deleted or taken-down car' })
  @ApiConflictResponse({ description: 'The car is sold, or the caller already has an open booking of it' })
  async book(
    @CurrentUser() customer: User,
    @Body() dto: CreateBookingDto,
  ): Promise<OrderBody & Acknowledged> {
    assertNamesCaller(customer, dto.customerId);
    assertCallersEmail(customer, dto.customerEmail);
    return { acknowledged: true, ...serializeOrder(await this.orders.book(customer, dto)) };
  }

  @Public()
  @Get('orders/:uid')
  @ApiBearerAuth()
  @ApiOkResponse({
    description: 'The caller’s bookings (Order[]), newest first, not cancelled; [] when logged out',
  })
  @ApiForbiddenResponse({ description: "Another account's uid" })
  async list(@CurrentUser() caller: User | undefined, @Param('uid') uid: string): Promise<OrderBody[]> {
    if (!caller) return [];
    if (uid.toLowerCase() !== caller.id) throw new ForbiddenException(ORDER_MESSAGES.ownOrdersOnly);
    return (await this.orders.listForCustomer(caller.id)).map(serializeOrder);
  }

  @Patch('orders/:orderId/:productID')
  @ApiBearerAuth()
  @ApiOkResponse({
    description: 'SettleOrderResponse: the order, paid, after the provider confirmed the payment',
  })
  @ApiBadRequestResponse({ description: 'Any body field: the client cannot say what was paid' })
  @ApiUnauthorizedResponse({ description: 'Not logged in' })
  @ApiResponse({
    status: HttpStatus.PAYMENT_REQUIRED,
    description: 'The provider has not confirmed the payment',
  })
  @ApiForbiddenResponse({ description: 'Another buyer’s booking' })
  @ApiNotFoundResponse({ description: 'Unknown or cancelled booking, or not this car' })
  @ApiConflictResponse({ description: 'Sold to another buyer (nothing charged) or still being processed' })
  async settle(
    @CurrentUser() caller: User,
    @Param('orderId') orderId: string,
    @Param('productID') productId: string,
    @Body() _body: SettleOrderDto,
    @Headers('customer_id') customerId: string | undefined,
  ): Promise<SettleOrderResponse & Acknowledged> {
    assertNamesCaller(caller, customerId);
    const order = await this.payments.settleForCustomer(caller, orderId, productId);
    return { acknowledged: true, ...serializeOrder(order) };
  }

  @Delete('orders/:orderId')
  @ApiBearerAuth()
  @ApiOkResponse({ description: 'Acknowledged: the unpaid booking is cancelled' })
  @ApiForbiddenResponse({ description: 'Another buyer’s booking' })
  @ApiNotFoundResponse({ description: 'Unknown or already cancelled booking' })
  @ApiConflictResponse({ description: 'The booking is paid or its payment is being captured' })
  async cancel(@CurrentUser() caller: User, @Param('orderId') orderId: string): Promise<Acknowledged> {
    const cancelled = await this.orders.cancel(caller, orderId);
    // A card authorised for this booking but never captured would hold the buyer's money for days: release it.
    if (cancelled.paymentIntentId) await this.payments.releaseAuthorisation(cancelled.paymentIntentId);
    return { acknowledged: true };
  }

  @Roles('Seller')
  @Get('seller/bookings')
  @ApiBearerAuth()
  @ApiOkResponse({ description: 'The bookings on the caller’s cars (SellerBooking[]), newest first' })
  @ApiForbiddenResponse({ description: 'Not a seller' })
  async sellerBookings(@CurrentUser() seller: User): Promise<SellerBooking[]> {
    return (await this.orders.listForSeller(seller.id)).map(serializeSellerBooking);
  }
}

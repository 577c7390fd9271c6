import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import { type AdminDispute, DEAL_MESSAGES } from '@usedcars/contract/deals';
import type { Acknowledged, OrderStatus } from '@usedcars/contract/types';
import { CurrentUser, Roles } from '../common/auth-decorators';
import { Conflict, TooSoon } from '../common/domain-errors';
import { ConversationsService } from '../conversations';
import { centsToDollars } from '../common/money';
import { DecideDisputeDto, OrderDeals, type Order, orderStatus, serializeDispute } from '../orders';
import type { User } from '../users';
import { RefundsService } from './refunds.service';

/** How many of the parties' latest messages the disputes queue shows. */
const DISPUTE_CONVERSATION_MESSAGES = 20;

/**
 * What of the handover refunds (docs/product-rules.md, "Handover, disputes and refunds"): the seller's cancellation
 * of a paid sale, and the admins' disputes queue and decisions.
 */
@ApiTags('orders')
@Controller()
export class DealsController {
  constructor(
    private readonly deals: OrderDeals,
    private readonly refunds: RefundsService,
    private readonly conversations: ConversationsService,
  ) {}

  @Roles('Seller')
  @Post('seller/bookings/:orderId/cancel')
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @ApiOkResponse({
    description: 'The paid sale is cancelled: the buyer is refunded in full, the car back on sale',
  })
  @ApiForbiddenResponse({ description: 'Not a seller, or the buyer of the order' })
  @ApiNotFoundResponse({ description: 'Unknown order, or not one of the caller’s' })
  @ApiConflictResponse({ description: 'Not paid, or no longer waiting for the handover' })
  @ApiResponse({ status: HttpStatus.TOO_MANY_REQUESTS, description: 'Too many cancelled sales lately' })
  async cancelSale(
    @CurrentUser() seller: User,
    @Param('orderId') orderId: string,
  ): Promise<Acknowledged & { status: OrderStatus }> {
    const order = await this.deals.findPaidForSeller(seller, orderId);
    if (order.dealState !== null) throw new Conflict(DEAL_MESSAGES.cannotCancel);
    const at = new Date();
    if (!(await this.deals.sellerMayCancel(seller.id, at))) throw new TooSoon(DEAL_MESSAGES.tooManyCancels);
    if (!(await this.refunds.refund(order, 'paid', 'seller_canceled', seller.id))) {
      // Raced: another change of the order, or another cancellation that used up the limit.
      if (!(await this.deals.sellerMayCancel(seller.id, at))) throw new TooSoon(DEAL_MESSAGES.tooManyCancels);
      throw new Conflict(DEAL_MESSAGES.cannotCancel);
    }
    return { acknowledged: true, status: orderStatus(await this.deals.findForDisplay(order.id)) };
  }

  @Roles('Admin')
  @Get('admin/disputes')
  @ApiBearerAuth()
  @ApiOkResponse({ description: 'AdminDispute[]: the open disputes, oldest first, with both sides’ words' })
  @ApiForbiddenResponse({ description: 'Not an admin' })
  async openDisputes(): Promise<AdminDispute[]> {
    const orders = await this.deals.openDisputes();
    return Promise.all(orders.map((order) => this.serializeAdminDispute(order)));
  }

  @Roles('Admin')
  @Post('admin/disputes/:orderId/decision')
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @ApiOkResponse({
    description: 'For the buyer: refunded in full, the car back on sale. For the seller: the deal completes',
  })
  @ApiForbiddenResponse({ description: 'Not an admin' })
  @ApiNotFoundResponse({ description: 'No open dispute on this order' })
  @ApiConflictResponse({ description: 'Already decided' })
  async decide(
    @CurrentUser() admin: User,
    @Param('orderId') orderId: string,
    @Body() dto: DecideDisputeDto,
  ): Promise<Acknowledged & { status: OrderStatus }> {
    const order = await this.deals.findDisputed(orderId);
    if (dto.decideFor === 'seller') {
      await this.deals.decideForSeller(admin, order.id);
    } else {
      const decided = await this.refunds.refund(order, 'disputed', 'dispute_for_buyer', admin.id, [
        this.deals.decisionStatement(order.id, admin.id, 'buyer', new Date()),
      ]);
      if (!decided) throw new Conflict(DEAL_MESSAGES.alreadyDecided);
    }
    return { acknowledged: true, status: orderStatus(await this.deals.findForDisplay(order.id)) };
  }

  private async serializeAdminDispute(order: Order): Promise<AdminDispute> {
    const thread = await this.conversations.messagesAbout(
      order.productId,
      order.customerId,
      DISPUTE_CONVERSATION_MESSAGES,
    );
    const seller = order.product.author;
    return {
      orderId: order.id,
      car: { id: order.productId, name: order.product.name },
      price: centsToDollars(order.priceCents),
      paymentDate: order.paymentDate?.toISOString() ?? null,
      buyer: { uid: order.customerId, displayName: order.customer.displayName, email: order.customer.email },
      seller: { uid: seller.id, displayName: seller.displayName, email: seller.email },
      dispute: serializeDispute(order.dispute!),
      conversation: (thread?.messages ?? []).map((message) => ({
        from: message.senderId === order.customerId ? 'buyer' : 'seller',
        text: message.text,
        date: message.createdAt.toISOString(),
      })),
    };
  }
}

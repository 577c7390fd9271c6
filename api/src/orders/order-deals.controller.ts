import { Body, Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Acknowledged, OrderStatus } from '@usedcars/contract/types';
import { CurrentUser, Roles } from '../common/auth-decorators';
import type { User } from '../users';
import { AnswerDisputeDto, OpenDisputeDto } from './dto/deal.dto';
import { OrderDeals } from './order-deals.service';
import { orderStatus } from './order-states';

type DealAnswer = Acknowledged & { status: OrderStatus };

/**
 * The handover of a paid order (docs/product-rules.md, "Handover, disputes and refunds"). Who may do what comes from
 * the order's records: its seller marks the handover, its buyer confirms, either disputes or answers a dispute.
 * The seller's cancellation and the admins' decisions refund, so they are payments' (DealsController).
 */
@ApiTags('orders')
@Controller()
export class OrderDealsController {
  constructor(private readonly deals: OrderDeals) {}

  @Roles('Seller')
  @Post('seller/bookings/:orderId/handover')
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @ApiOkResponse({ description: 'The car is marked handed over (completed, when the buyer confirmed first)' })
  @ApiForbiddenResponse({ description: 'Not a seller, or the buyer of the order' })
  @ApiNotFoundResponse({ description: 'Unknown order, or not one of the caller’s' })
  @ApiConflictResponse({ description: 'Not paid, or not waiting for the handover' })
  async handOver(@CurrentUser() seller: User, @Param('orderId') orderId: string): Promise<DealAnswer> {
    return answer(await this.deals.handOver(seller, orderId));
  }

  @Post('orders/:orderId/receipt')
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @ApiOkResponse({
    description: 'The buyer confirmed the handover (completed, when the seller marked it first)',
  })
  @ApiForbiddenResponse({ description: 'The seller of the order' })
  @ApiNotFoundResponse({ description: 'Unknown order, or not one of the caller’s' })
  @ApiConflictResponse({ description: 'Not paid, or not waiting for the buyer’s confirmation' })
  async confirmReceipt(@CurrentUser() buyer: User, @Param('orderId') orderId: string): Promise<DealAnswer> {
    return answer(await this.deals.confirmReceipt(buyer, orderId));
  }

  @Post('orders/:orderId/dispute')
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @ApiOkResponse({ description: 'The dispute is open; an admin decides' })
  @ApiBadRequestResponse({ description: 'A reason the caller’s side cannot give, or no message' })
  @ApiNotFoundResponse({ description: 'Unknown order, or not one of the caller’s' })
  @ApiConflictResponse({ description: 'Not paid, no longer disputable, or too many open disputes' })
  async openDispute(
    @CurrentUser() caller: User,
    @Param('orderId') orderId: string,
    @Body() dto: OpenDisputeDto,
  ): Promise<DealAnswer> {
    return answer(await this.deals.openDispute(caller, orderId, dto.reason, dto.message));
  }

  @Post('orders/:orderId/dispute/answer')
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @ApiOkResponse({ description: 'The other party’s answer is added to the open dispute' })
  @ApiForbiddenResponse({ description: 'The party who opened the dispute' })
  @ApiNotFoundResponse({ description: 'Unknown order, or not one of the caller’s' })
  @ApiConflictResponse({ description: 'No open dispute, or already answered' })
  async answerDispute(
    @CurrentUser() caller: User,
    @Param('orderId') orderId: string,
    @Body() dto: AnswerDisputeDto,
  ): Promise<DealAnswer> {
    return answer(await this.deals.answerDispute(caller, orderId, dto.message));
  }
}

function answer(order: Parameters<typeof orderStatus>[0]): DealAnswer {
  return { acknowledged: true, status: orderStatus(order) };
}

import {
  BadRequestException,
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  HttpStatus,
  NotFoundException,
  Post,
  Req,
  type RawBodyRequest,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { CardConfirmResult, CreatePaymentIntentResponse, PaymentConfig } from '@usedcars/contract/types';
import { CurrentUser, Public } from '../common/auth-decorators';
import { SkipWriteRateLimit } from '../auth';
import type { User } from '../users';
import { CreatePaymentIntentDto, SandboxConfirmDto } from './dto/payment.dto';
import { InvalidWebhookError } from './payment-provider';
import { PaymentsService } from './payments.service';
import { SandboxPaymentProvider } from './sandbox/sandbox-payment.provider';

@ApiTags('payments')
@Controller()
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @Public()
  @Get('payments/config')
  @ApiOkResponse({
    description: 'PaymentConfig: which card form to show (Stripe with its key, or the sandbox)',
  })
  config(): PaymentConfig {
    const provider = this.payments.provider;
    return { provider: provider.name, publishableKey: provider.publishableKey };
  }

  @Post('create-payment-intent')
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @ApiOkResponse({ description: 'CreatePaymentIntentResponse: the intent for the order’s recorded price' })
  @ApiUnauthorizedResponse({ description: 'Not logged in' })
  @ApiForbiddenResponse({ description: 'Another buyer’s booking' })
  @ApiNotFoundResponse({ description: 'Unknown or cancelled booking' })
  @ApiConflictResponse({ description: 'Already paid or being processed, or the car is sold or unavailable' })
  createPaymentIntent(
    @CurrentUser() caller: User,
    @Body() dto: CreatePaymentIntentDto,
  ): Promise<CreatePaymentIntentResponse> {
    return this.payments.createIntentForOrder(caller, dto.orderId);
  }

  @Public()
  @Post('payments/webhook')
  @SkipWriteRateLimit()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    description: 'The provider’s event (Stripe-Signature over the raw body) is applied, at most once',
  })
  @ApiBadRequestResponse({ description: 'Missing or bad signature, or a body that is not an event' })
  async webhook(
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<{ received: true }> {
    if (!request.rawBody) throw new BadRequestException('The webhook body is missing or not JSON.');
    try {
      await this.payments.handleWebhook(request.rawBody, signature ?? '');
    } catch (error) {
      if (error instanceof InvalidWebhookError) throw new BadRequestException(error.message);
      throw error;
    }
    return { received: true };
  }

  @Public()
  @Post('payments/sandbox/confirm')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    description: 'CardConfirmResult, as Stripe.js confirmCardPayment resolves (sandbox only)',
  })
  @ApiNotFoundResponse({ description: 'Stripe is configured: there is no sandbox' })
  confirmInSandbox(@Body() dto: SandboxConfirmDto): Promise<CardConfirmResult> {
    const provider = this.payments.provider;
    if (!(provider instanceof SandboxPaymentProvider))
      throw new NotFoundException('Cannot POST /api/payments/sandbox/confirm');
    return provider.confirm(dto.clientSecret, dto.card);
  }
}

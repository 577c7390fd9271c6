import { Module } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { TypeOrmModule, getRepositoryToken } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { paymentsConfig } from '../config/payments.config';
import { OrderPayments, OrdersModule } from '../orders';
import { PaymentEvent } from './payment-event.entity';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider';
import { PaymentsController } from './payments.controller';
import { PaymentsService } from './payments.service';
import { SandboxPaymentIntent } from './sandbox/sandbox-payment-intent.entity';
import { SandboxPaymentProvider } from './sandbox/sandbox-payment.provider';
import { SandboxRefund } from './sandbox/sandbox-refund.entity';
import { ConversationsModule } from '../conversations';
import { DealsController } from './deals.controller';
import { HandoverSweep } from './handover-sweep';
import { RefundsService } from './refunds.service';
import { StripePaymentProvider } from './stripe/stripe-payment.provider';

@Module({
  imports: [
    TypeOrmModule.forFeature([PaymentEvent, SandboxPaymentIntent, SandboxRefund]),
    OrdersModule,
    ConversationsModule,
  ],
  controllers: [PaymentsController, DealsController],
  providers: [
    {
      // Stripe when a key is configured, otherwise the local sandbox: the rest of the code cannot tell them apart.
      provide: PAYMENT_PROVIDER,
      inject: [
        paymentsConfig.KEY,
        getRepositoryToken(SandboxPaymentIntent),
        getRepositoryToken(SandboxRefund),
      ],
      useFactory: (
        config: ConfigType<typeof paymentsConfig>,
        sandboxIntents: Repository<SandboxPaymentIntent>,
        sandboxRefunds: Repository<SandboxRefund>,
      ): PaymentProvider =>
        config.stripe
          ? new StripePaymentProvider(config.stripe)
          : new SandboxPaymentProvider(sandboxIntents, sandboxRefunds),
    },
    PaymentsService,
    RefundsService,
    HandoverSweep,
    { provide: OrderPayments, useExisting: PaymentsService },
  ],
  exports: [PaymentsService, RefundsService, OrderPayments],
})
export class PaymentsModule {}

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
import { StripePaymentProvider } from './stripe/stripe-payment.provider';

@Module({
  imports: [TypeOrmModule.forFeature([PaymentEvent, SandboxPaymentIntent]), OrdersModule],
  controllers: [PaymentsController],
  providers: [
    {
      // Stripe when a key is configured, otherwise the local sandbox: the rest of the code cannot tell them apart.
      provide: PAYMENT_PROVIDER,
      inject: [paymentsConfig.KEY, getRepositoryToken(SandboxPaymentIntent)],
      useFactory: (
        config: ConfigType<typeof paymentsConfig>,
        sandboxIntents: Repository<SandboxPaymentIntent>,
      ): PaymentProvider =>
        config.stripe ? new StripePaymentProvider(config.stripe) : new SandboxPaymentProvider(sandboxIntents),
    },
    PaymentsService,
    { provide: OrderPayments, useExisting: PaymentsService },
  ],
  exports: [PaymentsService, OrderPayments],
})
export class PaymentsModule {}

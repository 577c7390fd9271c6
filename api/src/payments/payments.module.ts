import { Module } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { TypeOrmModule, getRepositoryToken } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Product } from '../catalog/product.entity';
import { paymentsConfig } from '../config/payments.config';
import { Order } from '../orders/order.entity';
import { PaymentEvent } from './payment-event.entity';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider';
import { PaymentsController } from './payments.controller';
import { PaymentsService } from './payments.service';
import { SandboxPaymentIntent } from './sandbox/sandbox-payment-intent.entity';
import { SandboxPaymentProvider } from './sandbox/sandbox-payment.provider';
import { StripePaymentProvider } from './stripe/stripe-payment.provider';

@Module({
  imports: [TypeOrmModule.forFeature([Order, Product, PaymentEvent, SandboxPaymentIntent])],
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
  ],
  exports: [PaymentsService],
})
export class PaymentsModule {}

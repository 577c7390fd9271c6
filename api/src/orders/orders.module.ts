import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogModule } from '../catalog';
import { ConversationsModule } from '../conversations';
import { LiveModule } from '../live';
import { MailModule } from '../mail';
import { NotificationsModule } from '../notifications';
import { UsersModule } from '../users';
import { OrderDealsController } from './order-deals.controller';
import { OrderDeals } from './order-deals.service';
import { OrderDispute } from './order-dispute.entity';
import { OrderRefund } from './order-refund.entity';
import { Order } from './order.entity';
import { OrdersController } from './orders.controller';
import { OrdersService } from './orders.service';

/** The orders table's owner: bookings, their states (the handover's too: OrderDeals), and what payments asks of them. */
@Module({
  imports: [
    TypeOrmModule.forFeature([Order, OrderDispute, OrderRefund]),
    CatalogModule,
    ConversationsModule,
    LiveModule,
    MailModule,
    NotificationsModule,
    UsersModule,
  ],
  providers: [OrdersService, OrderDeals],
  exports: [OrdersService, OrderDeals],
})
export class OrdersModule {}

/**
 * The orders routes. Settling and cancelling need the payment provider (OrderPayments), which payments provides from
 * above orders; so the app passes that module in, and orders never imports payments.
 */
@Module({})
export class OrdersRoutesModule {
  static withPayments(payments: Type): DynamicModule {
    return {
      module: OrdersRoutesModule,
      imports: [OrdersModule, payments],
      controllers: [OrdersController, OrderDealsController],
    };
  }
}

import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogModule } from '../catalog';
import { LiveModule } from '../live';
import { MailModule } from '../mail';
import { NotificationsModule } from '../notifications';
import { UsersModule } from '../users';
import { Order } from './order.entity';
import { OrdersController } from './orders.controller';
import { OrdersService } from './orders.service';

/** The orders table's owner: bookings, their states, and what payments asks of them. */
@Module({
  imports: [
    TypeOrmModule.forFeature([Order]),
    CatalogModule,
    LiveModule,
    MailModule,
    NotificationsModule,
    UsersModule,
  ],
  providers: [OrdersService],
  exports: [OrdersService],
})
export class OrdersModule {}

/**
 * The orders routes. Settling and cancelling need the payment provider (OrderPayments), which payments provides from
 * above orders; so the app passes that module in, and orders never imports payments.
 */
@Module({})
export class OrdersRoutesModule {
  static withPayments(payments: Type): DynamicModule {
    return { module: OrdersRoutesModule, imports: [OrdersModule, payments], controllers: [OrdersController] };
  }
}

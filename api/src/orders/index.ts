// The orders module's public file: other folders import only what is here (lint and architecture.spec.ts check it).
export { OrdersModule, OrdersRoutesModule } from './orders.module';
export { OrdersService } from './orders.service';
export { Order } from './order.entity';
export { OrderPayments } from './order-payments';
export { orderStatus } from './order-states';
export { serializeSellerBooking } from './order.serializers';

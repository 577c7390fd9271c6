// The orders module's public file: other folders import only what is here (lint and architecture.spec.ts check it).
export { OrdersModule, OrdersRoutesModule } from './orders.module';
export { OrdersService } from './orders.service';
export { Order } from './order.entity';
export { OrderDispute } from './order-dispute.entity';
export { OrderRefund } from './order-refund.entity';
export { OrderDeals } from './order-deals.service';
export { OrderPayments } from './order-payments';
export {
  DEAL_COUNT_OF_STATE,
  dealStateCondition,
  dealsInProgressCondition,
  inDealState,
  orderStatus,
  REFUND_STATES,
} from './order-states';
export { serializeDispute, serializeSellerBooking } from './order.serializers';
export { DecideDisputeDto } from './dto/deal.dto';

// The payments module's public file: other folders import only what is here (lint and architecture.spec.ts check it).
export { PaymentsModule } from './payments.module';
export { PaymentEvent } from './payment-event.entity';
export { SandboxPaymentIntent } from './sandbox/sandbox-payment-intent.entity';
export { SandboxRefund } from './sandbox/sandbox-refund.entity';

import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { paymentsConfig } from '../config/payments.config';
import { OrderDeals } from '../orders';
import { RefundsService } from './refunds.service';

/**
 * The periodic pass over paid orders: completes the deals whose one-sided confirmation stood 7 days, refunds the
 * orders not handed over 14 days after payment, and retries unfinished refunds. Every instance runs it on its own
 * timer, as the API's other periodic passes do; that is safe because each order's change is a conditional UPDATE
 * (only one instance's wins, the others change nothing) and the provider's refund carries the order's idempotency
 * key. It runs every HANDOVER_SWEEP_SECONDS (10 minutes unless set; 0: never, as in the API's tests, which call
 * `sweep(now)` with the time it judges by, moving the clock rather than waiting).
 */
@Injectable()
export class HandoverSweep implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('HandoverSweep');
  private timer?: NodeJS.Timeout;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly deals: OrderDeals,
    private readonly refunds: RefundsService,
    @Inject(paymentsConfig.KEY) private readonly settings: ConfigType<typeof paymentsConfig>,
  ) {}

  onApplicationBootstrap(): void {
    if (this.settings.handoverSweepMs === 0) return;
    this.timer = setInterval(() => {
      this.running = this.sweep(new Date()).catch((error: unknown) =>
        this.logger.error(`Handover sweep failed: ${String(error)}`),
      );
    }, this.settings.handoverSweepMs).unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** One pass as of `now`: how many deals it completed and how many refunds it started. */
  async sweep(now: Date): Promise<{ completed: number; refunded: number }> {
    const completed = await this.deals.completeLapsed(now);
    let refunded = 0;
    for (const id of await this.deals.idsHandoverOverdue(now)) {
      const order = await this.deals.findWithSeller(id);
      // The seller's failure to hand over: recorded in the audit log as the seller's (a refund needs an actor).
      if (order && (await this.refunds.refund(order, 'paid', 'handover_overdue', order.productAuthorId))) {
        refunded += 1;
      }
    }
    await this.refunds.retryUnfinished();
    if (completed + refunded > 0) {
      this.logger.log(`Handover sweep: ${completed} deal(s) completed, ${refunded} refund(s) started`);
    }
    return { completed, refunded };
  }
}

import { Injectable, Logger } from '@nestjs/common';

export interface PriceDrop {
  productId: string;
  oldPriceCents: number;
  newPriceCents: number;
}

type PriceDropListener = (drop: PriceDrop) => Promise<void>;

/**
 * Tells higher modules (alerts) of a listing's change after it committed, without the catalog importing them. The
 * listeners run after the request's answer (nothing waits for them, and their failure fails no edit); `settled()`
 * waits for those under way (the app's shutdown, the tests).
 */
@Injectable()
export class ListingEvents {
  private readonly logger = new Logger('ListingEvents');
  private readonly priceDropListeners: PriceDropListener[] = [];
  private readonly running = new Set<Promise<void>>();

  onPriceDrop(listener: PriceDropListener): void {
    this.priceDropListeners.push(listener);
  }

  priceDropped(drop: PriceDrop): void {
    for (const listener of this.priceDropListeners) {
      const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => listener(drop))
        .catch((error: unknown) => this.logger.error(`A price-drop listener failed: ${String(error)}`))
        .finally(() => this.running.delete(run));
      this.running.add(run);
    }
  }

  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}

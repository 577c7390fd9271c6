import pLimit from 'p-limit';
import sharp from 'sharp';
import { Busy } from '../common/domain-errors';

// One libvips thread per image, so decoding takes one core at most (sharp's default is every core on some systems).
sharp.concurrency(1);

/**
 * Uploads waiting beyond this many are refused (Busy) rather than held: each waits with its bytes in memory, and a
 * longer line would only answer later than the caller is willing to wait.
 */
export const MAX_WAITING_UPLOADS = 24;
export const IMAGE_QUEUE_RETRY_SECONDS = 5;
export const IMAGE_QUEUE_FULL_MESSAGE =
  'Many photos are being processed right now. Please try again in a few seconds.';

/**
 * This process's image work (decoding and encoding), one image at a time: sharp runs on libuv's thread pool, which
 * password hashing and file reads share, and a burst of images would otherwise take every thread and core.
 */
const queue = pLimit(1);

/** How much image work is waiting for its turn. */
export function imageWorkWaiting(): number {
  return queue.pendingCount;
}

/**
 * Runs `work` once the image work before it has finished; refused at once with Busy when MAX_WAITING_UPLOADS are
 * already waiting.
 */
export function inImageQueue<T>(work: () => Promise<T>): Promise<T> {
  if (queue.pendingCount >= MAX_WAITING_UPLOADS) {
    return Promise.reject(new Busy(IMAGE_QUEUE_FULL_MESSAGE, IMAGE_QUEUE_RETRY_SECONDS));
  }
  return queue(work);
}

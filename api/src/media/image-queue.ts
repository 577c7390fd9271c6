import { readdirSync, readFileSync } from 'node:fs';
import { constants, getPriority, setPriority } from 'node:os';
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
  return queue(async () => {
    lowerImageThreadPriority();
    try {
      return await work();
    } finally {
      lowerImageThreadPriority(); // Threads libvips started for this image.
    }
  });
}

/**
 * libvips does the pixel work in threads of its own, named "libvips worker". At the lowest CPU priority they use only
 * the CPU that sign-ins, pages and photos leave over, however busy the machine. Linux lists a process's threads in
 * /proc; elsewhere this does nothing.
 */
function lowerImageThreadPriority(): void {
  let threads: string[];
  try {
    threads = readdirSync('/proc/self/task');
  } catch {
    return;
  }
  for (const thread of threads) {
    try {
      if (readFileSync(`/proc/self/task/${thread}/comm`, 'utf8').trim() !== 'libvips worker') continue;
      const id = Number(thread);
      if (getPriority(id) !== constants.priority.PRIORITY_LOW) {
        setPriority(id, constants.priority.PRIORITY_LOW);
      }
    } catch {
      // The thread ended meanwhile.
    }
  }
}

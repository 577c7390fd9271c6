// The listing form's photos as the seller arranges them: each picked file uploads at once (with its progress), and
// the list keeps the seller's order, the first being the cover. Pure functions, so the rules are tested alone.
import { LISTING_PHOTO_LIMITS } from '@usedcars/contract/types';

export interface ListingPhoto {
  /** Stable React key: the stored URL for photos the listing had, a fresh id for new files. */
  key: string;
  name: string;
  status: 'uploading' | 'done' | 'error';
  /** Upload progress, 0-100. */
  percent: number;
  /** Stored URLs, once uploaded. */
  url?: string;
  thumbUrl?: string;
  /** The upload's failure, in the API's words. */
  error?: string;
}

/** How many of `picked` files fit beside `current`, and how many are refused for the limit. */
export function fitting<T>(
  current: readonly ListingPhoto[],
  picked: readonly T[],
): { accepted: T[]; refused: number } {
  const room = Math.max(0, LISTING_PHOTO_LIMITS.max - current.length);
  return { accepted: picked.slice(0, room), refused: Math.max(0, picked.length - room) };
}

/** The list with the photo at `index` moved by `delta` places (the list unchanged past either end). */
export function movePhoto(list: readonly ListingPhoto[], index: number, delta: -1 | 1): ListingPhoto[] {
  const target = index + delta;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  const [moved] = next.splice(index, 1) as [ListingPhoto];
  next.splice(target, 0, moved);
  return next;
}

/** The list with one photo changed (by key); the others as they are. */
export function updatePhoto(
  list: readonly ListingPhoto[],
  key: string,
  change: Partial<ListingPhoto>,
): ListingPhoto[] {
  return list.map((photo) => (photo.key === key ? { ...photo, ...change } : photo));
}

export function removePhoto(list: readonly ListingPhoto[], key: string): ListingPhoto[] {
  return list.filter((photo) => photo.key !== key);
}

/** The stored URLs to send, in order (photos that failed are left out; the form waits for the uploading). */
export function photoUrls(list: readonly ListingPhoto[]): string[] {
  return list.flatMap((photo) => (photo.status === 'done' && photo.url ? [photo.url] : []));
}

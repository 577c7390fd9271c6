// A listing's photos as its form names them, checked against the disk: each must be a full image POST /images
// stored (the DTO checks the URLs' shape, count and uniqueness; this checks that the files exist), and is kept with
// its sizes, so that reads answer srcset and width/height without touching the disk.
import { LISTING_PHOTO_LIMITS, type ProductImage } from '@usedcars/contract/types';
import { PHOTO_MESSAGES } from '@usedcars/contract/messages';
import { InvalidField } from '../common/domain-errors';
import type { MediaStorageService } from '../media';
import { type CreateProductDto, PRODUCT_MESSAGES } from './dto/product-write.dto';

/**
 * The photos of a listing's form, cover first. `images` sets them all. The original clients send `image` (and
 * maybe `thumbnail`) alone: that is the cover, and on an edit the listing's other photos (`current`) stay after it.
 */
export async function listingPhotos(
  media: MediaStorageService,
  dto: CreateProductDto,
  current: ProductImage[] = [],
): Promise<ProductImage[]> {
  if (dto.images) {
    if (dto.image !== undefined && dto.image !== dto.images[0]) {
      throw new InvalidField([{ field: 'image', message: PHOTO_MESSAGES.coverMismatch }]);
    }
    const photos = await Promise.all(dto.images.map((url) => media.describe(url)));
    const stored = photos.filter((photo): photo is ProductImage => photo !== null);
    if (stored.length !== photos.length) {
      throw new InvalidField([{ field: 'images', message: PHOTO_MESSAGES.missing }]);
    }
    if (dto.thumbnail !== undefined && dto.thumbnail !== stored[0]?.thumbnail) {
      throw new InvalidField([{ field: 'thumbnail', message: PHOTO_MESSAGES.coverMismatch }]);
    }
    return stored;
  }

  const image = dto.image as string; // The DTO requires `image` without `images`.
  const thumbnail = dto.thumbnail ?? media.thumbnailUrlOf(image);
  for (const [field, url] of [
    ['image', image],
    ['thumbnail', thumbnail],
  ] as const) {
    if (!url || !(await media.isStoredUrl(url))) {
      throw new InvalidField([{ field, message: PRODUCT_MESSAGES.imageMissing }]);
    }
  }
  const described = await media.describe(image);
  const cover: ProductImage = described
    ? { ...described, thumbnail: thumbnail as string }
    : { url: image, width: null, height: null, smaller: [], thumbnail: thumbnail as string };
  const others = current.slice(1).filter((photo) => photo.url !== image);
  return [cover, ...others].slice(0, LISTING_PHOTO_LIMITS.max);
}

// A listing's photos as the gallery's slides: each with every stored width for srcset, and its intrinsic size so the
// browser reserves its box. Photos stored before sizes were recorded (older listings) are a plain src.
import type { ProductImage } from '@usedcars/contract/types';

export interface GallerySlide {
  src: string;
  alt: string;
  width?: number;
  height?: number;
  srcSet?: { src: string; width: number; height: number }[];
  /** The cropped 480 x 300 copy, for the thumbnail strip. */
  thumbnail: string;
}

export function gallerySlides(images: readonly ProductImage[], name: string): GallerySlide[] {
  return images.map((image, index) => {
    // The cover is named as the car (as its one photo always was); the others say which photo they are.
    const alt = index === 0 ? name : `${name}, photo ${index + 1} of ${images.length}`;
    if (image.width === null || image.height === null)
      return { src: image.url, alt, thumbnail: image.thumbnail };
    return {
      src: image.url,
      alt,
      width: image.width,
      height: image.height,
      srcSet: [
        ...image.smaller.map((size) => ({ src: size.url, width: size.width, height: size.height })),
        { src: image.url, width: image.width, height: image.height },
      ],
      thumbnail: image.thumbnail,
    };
  });
}

// The car page's photos: an inline carousel (arrow keys when focused, swipe, a thumbnail strip) and a full-screen
// view of the same photos, both yet-another-react-lightbox. Imported only by the product page, so its code is in
// that page's chunk and never in the home page's first load.
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import Lightbox from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import Fullscreen from 'yet-another-react-lightbox/plugins/fullscreen';
import Inline from 'yet-another-react-lightbox/plugins/inline';
import Thumbnails from 'yet-another-react-lightbox/plugins/thumbnails';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import 'yet-another-react-lightbox/plugins/thumbnails.css';
import type { ProductImage } from '@usedcars/contract/types';
import { gallerySlides, type GallerySlide } from './gallery-slides';

/** The inline carousel's box: the stored photos' proportions (at most 1600 x 1200), so nothing shifts. */
export const GALLERY_WIDTH = 800;
export const GALLERY_HEIGHT = 600;

export interface ProductGalleryProps {
  images: readonly ProductImage[];
  name: string;
}

/** Every image gets its size attributes; the first, the page's largest paint, loads first. */
const imageProps = (slide: GallerySlide, first: boolean) => ({
  width: slide.width ?? GALLERY_WIDTH,
  height: slide.height ?? GALLERY_HEIGHT,
  ...(first ? { fetchPriority: 'high' as const, loading: 'eager' as const } : { loading: 'lazy' as const }),
});

const noSubscription = () => () => undefined;

/**
 * False on the server and while the browser hydrates its page, true after: the carousel lays its slides out only
 * once it has measured itself in the browser, so until then the cover photo shows as a plain image in its place.
 * After hydration the carousel comes in a transition, which React renders in slices: mounted at once, its render,
 * commit and measuring are one long task, which a phone feels. A page opened in the app
 * (not hydrated) shows the carousel at once.
 */
function useHydrated(): boolean {
  const hydrating = !useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

export function ProductGallery({ images, name }: ProductGalleryProps) {
  const slides = gallerySlides(images, name);
  const hydrated = useHydrated();
  const [index, setIndex] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  const several = slides.length > 1;
  const thumbnail = (slide: GallerySlide) => (
    <img
      src={slide.thumbnail}
      alt=""
      width={120}
      height={75}
      loading="lazy"
      style={{ width: '100%', height: '100%', objectFit: 'cover' }}
    />
  );

  // In the server's page too (it works once hydrated): the page below must not move down when it appears.
  const fullScreenButton = (
    <button type="button" className="uc-button" style={{ marginTop: 8 }} onClick={() => setFullScreen(true)}>
      View full screen{several ? ` (${slides.length} photos)` : ''}
    </button>
  );

  const cover = slides[0];
  if (!hydrated && cover) {
    return (
      <div>
        <div
          style={{
            width: '100%',
            aspectRatio: `${GALLERY_WIDTH} / ${GALLERY_HEIGHT}`,
            backgroundColor: '#f0f2f5',
            display: 'flex',
          }}
        >
          <img
            src={cover.src}
            alt={cover.alt}
            {...imageProps(cover, true)}
            style={{ width: '100%', height: '100%', objectFit: 'contain' }}
          />
        </div>
        {fullScreenButton}
      </div>
    );
  }

  return (
    <div>
      <Lightbox
        index={index}
        slides={slides}
        plugins={several ? [Inline, Thumbnails] : [Inline]}
        on={{
          view: ({ index: current }) => setIndex(current),
          click: () => setFullScreen(true),
        }}
        inline={{ style: { width: '100%', aspectRatio: `${GALLERY_WIDTH} / ${GALLERY_HEIGHT}` } }}
        carousel={{
          finite: true,
          padding: 0,
          spacing: 0,
          imageFit: 'contain',
          imageProps: (slide) => imageProps(slide as GallerySlide, slide === slides[0]),
        }}
        thumbnails={{
          width: 96,
          height: 60,
          border: 0,
          padding: 0,
          gap: 8,
          imageFit: 'cover',
          vignette: false,
        }}
        render={{
          thumbnail: ({ slide }) => thumbnail(slide as GallerySlide),
          ...(several ? {} : { buttonPrev: () => null, buttonNext: () => null }),
        }}
        labels={{ Carousel: 'Photos', 'Photo gallery': `Photos of ${name}` }}
        styles={{
          container: { backgroundColor: '#f0f2f5' },
          thumbnailsContainer: { backgroundColor: '#f0f2f5' },
        }}
      />
      {fullScreenButton}
      <Lightbox
        open={fullScreen}
        close={() => setFullScreen(false)}
        index={index}
        slides={slides}
        plugins={several ? [Counter, Fullscreen, Thumbnails] : [Fullscreen]}
        on={{ view: ({ index: current }) => setIndex(current) }}
        carousel={{ finite: true }}
        render={{
          thumbnail: ({ slide }) => thumbnail(slide as GallerySlide),
          ...(several ? {} : { buttonPrev: () => null, buttonNext: () => null }),
        }}
        labels={{ Lightbox: `Photos of ${name}, full screen` }}
      />
    </div>
  );
}

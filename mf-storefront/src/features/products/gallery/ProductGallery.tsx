// The car page's photos: an inline carousel (arrow keys when focused, swipe) with a strip of thumbnails under it,
// and a full-screen view of the same photos, both yet-another-react-lightbox. Imported only by the product page, so
// its code is in that page's chunk and never in the home page's first load.
import { startTransition, useEffect, useRef, useState, useSyncExternalStore } from 'react';
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

const STRIP_THUMBNAIL = { width: 72, height: 45 };

/**
 * The thumbnails under the carousel, our own rather than the lightbox's (which centres the photo shown, so a strip
 * of a few started in the middle of its frame): a row from the left edge that scrolls sideways, as many as fit, the
 * photo shown marked and kept in view. Also in the server's page, so nothing moves as the page hydrates.
 */
function ThumbnailStrip({
  slides,
  index,
  onSelect,
}: {
  slides: readonly GallerySlide[];
  index: number;
  onSelect: (index: number) => void;
}) {
  const strip = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const shown = strip.current?.children[index] as HTMLElement | undefined;
    const row = strip.current;
    if (!shown || !row) return;
    // Scrolls the strip only, never the page.
    if (shown.offsetLeft < row.scrollLeft) row.scrollLeft = shown.offsetLeft;
    else if (shown.offsetLeft + shown.offsetWidth > row.scrollLeft + row.clientWidth)
      row.scrollLeft = shown.offsetLeft + shown.offsetWidth - row.clientWidth;
  }, [index]);
  return (
    <div
      ref={strip}
      role="group"
      aria-label="Choose a photo"
      style={{ display: 'flex', gap: 8, marginTop: 8, overflowX: 'auto', scrollbarWidth: 'thin' }}
    >
      {slides.map((slide, each) => (
        <button
          key={slide.src}
          type="button"
          aria-label={`Photo ${each + 1} of ${slides.length}`}
          aria-current={each === index ? 'true' : undefined}
          onClick={() => onSelect(each)}
          style={{
            flex: 'none',
            ...STRIP_THUMBNAIL,
            padding: 0,
            border: 0,
            borderRadius: 4,
            overflow: 'hidden',
            cursor: 'pointer',
            background: '#f0f2f5',
            outline: each === index ? '2px solid #c4330b' : undefined,
            outlineOffset: -2,
            opacity: each === index ? 1 : 0.75,
          }}
        >
          <img
            src={slide.thumbnail}
            alt=""
            {...STRIP_THUMBNAIL}
            loading="lazy"
            style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
          />
        </button>
      ))}
    </div>
  );
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

  const strip = several ? <ThumbnailStrip slides={slides} index={index} onSelect={setIndex} /> : null;

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
        {strip}
        {fullScreenButton}
      </div>
    );
  }

  return (
    <div>
      <Lightbox
        index={index}
        slides={slides}
        plugins={[Inline]}
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
        render={several ? {} : { buttonPrev: () => null, buttonNext: () => null }}
        labels={{ Carousel: 'Photos', 'Photo gallery': `Photos of ${name}` }}
        styles={{ container: { backgroundColor: '#f0f2f5' } }}
      />
      {strip}
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

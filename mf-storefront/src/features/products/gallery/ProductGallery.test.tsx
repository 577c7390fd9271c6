import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductImage } from '@usedcars/contract/types';
import { ProductGallery } from './ProductGallery';
import { gallerySlides } from './gallery-slides';

const user = userEvent.setup({ delay: null });

const photo = (n: number): ProductImage => ({
  url: `/api/media/p${n}.webp`,
  width: 1600,
  height: 1200,
  smaller: [{ url: `/api/media/p${n}-800.webp`, width: 800, height: 600 }],
  thumbnail: `/api/media/p${n}-thumb.webp`,
});

describe('gallerySlides', () => {
  it('offers every stored width for srcset, and a plain src for photos stored without sizes', () => {
    const old: ProductImage = {
      url: '/api/media/o.webp',
      width: null,
      height: null,
      smaller: [],
      thumbnail: '/t',
    };
    expect(gallerySlides([photo(1), old], 'Civic')).toEqual([
      {
        src: '/api/media/p1.webp',
        alt: 'Civic',
        width: 1600,
        height: 1200,
        srcSet: [
          { src: '/api/media/p1-800.webp', width: 800, height: 600 },
          { src: '/api/media/p1.webp', width: 1600, height: 1200 },
        ],
        thumbnail: '/api/media/p1-thumb.webp',
      },
      { src: '/api/media/o.webp', alt: 'Civic, photo 2 of 2', thumbnail: '/t' },
    ]);
  });
});

/** The slide the carousel shows: its neighbours are rendered too, but inert. */
const shownSlide = () =>
  within(screen.getByRole('region', { name: 'Photos of Civic' }))
    .getAllByRole('group')
    .find((slide) => !slide.hasAttribute('inert'))
    ?.getAttribute('aria-label');

describe('ProductGallery', () => {
  it('shows the cover first with its sizes, loaded first', () => {
    render(<ProductGallery images={[photo(1), photo(2), photo(3)]} name="Civic" />);
    const cover = screen.getByRole('img', { name: 'Civic' });
    expect(cover).toHaveAttribute('src', '/api/media/p1.webp');
    expect(cover.getAttribute('srcset')).toBe('/api/media/p1-800.webp 800w, /api/media/p1.webp 1600w');
    expect(cover).toHaveAttribute('width', '1600');
    expect(cover).toHaveAttribute('height', '1200');
    expect(cover).toHaveAttribute('fetchpriority', 'high');
  });

  it('moves to the next photo with the arrow key and the Next button', async () => {
    render(<ProductGallery images={[photo(1), photo(2), photo(3)]} name="Civic" />);
    expect(shownSlide()).toBe('1 of 3');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(shownSlide()).toBe('2 of 3'));
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(shownSlide()).toBe('3 of 3'));
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(shownSlide()).toBe('2 of 3'));
  });

  it('offers every photo in a strip from its left edge, the one shown marked, and shows the one chosen', async () => {
    render(<ProductGallery images={[photo(1), photo(2), photo(3)]} name="Civic" />);
    const strip = screen.getByRole('group', { name: 'Choose a photo' });
    const thumbnails = within(strip).getAllByRole('button');
    expect(thumbnails.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Photo 1 of 3',
      'Photo 2 of 3',
      'Photo 3 of 3',
    ]);
    expect(thumbnails[0]).toHaveAttribute('aria-current', 'true');
    await user.click(thumbnails[2]!);
    await waitFor(() => expect(shownSlide()).toBe('3 of 3'));
    expect(thumbnails[2]).toHaveAttribute('aria-current', 'true');
    expect(thumbnails[0]).not.toHaveAttribute('aria-current');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(thumbnails[1]).toHaveAttribute('aria-current', 'true'));
  });

  it('has no strip for a single photo', () => {
    render(<ProductGallery images={[photo(1)]} name="Civic" />);
    expect(screen.queryByRole('group', { name: 'Choose a photo' })).not.toBeInTheDocument();
  });

  it('opens the full-screen view at the photo shown, and closes it', async () => {
    render(<ProductGallery images={[photo(1), photo(2)]} name="Civic" />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(shownSlide()).toBe('2 of 2'));
    await user.click(screen.getByRole('button', { name: 'View full screen (2 photos)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Photos of Civic, full screen' });
    const shown = within(dialog)
      .getAllByRole('group')
      .find((slide) => !slide.hasAttribute('inert'));
    expect(shown).toHaveAttribute('aria-label', '2 of 2');
    expect(within(shown as HTMLElement).getByRole('img')).toHaveAccessibleName('Civic, photo 2 of 2');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a single photo without arrows', () => {
    render(<ProductGallery images={[photo(1)]} name="Civic" />);
    expect(screen.getByRole('img', { name: 'Civic' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View full screen' })).toBeInTheDocument();
  });
});

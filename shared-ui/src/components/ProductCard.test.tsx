import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Product } from '@usedcars/contract/types';
import { ProductCard } from './ProductCard';

const product: Product = {
  _id: 'p1',
  product_name: 'Toyota Corolla 2018',
  description: 'Clean car',
  category: 'sedan',
  categoryName: 'Sedan',
  brand: 'toyota',
  brandName: 'Toyota',
  condition: 'Good',
  originalPrice: 20000,
  sellPrice: 14500,
  location: 'Dhaka',
  purchaseYear: '2018-06',
  modelYear: 2016,
  image: '/api/media/p1.jpg',
  thumbnail: '/api/media/p1-thumb.jpg',
  images: [
    {
      url: '/api/media/p1.jpg',
      width: null,
      height: null,
      smaller: [],
      thumbnail: '/api/media/p1-thumb.jpg',
    },
  ],
  authorID: 'u1',
  author: { displayName: 'Sam Seller', verified: true, photoURL: null, rating: { average: 4.5, count: 12 } },
  date: '2024-01-01T00:00:00.000Z',
  advertise: true,
  sell: false,
  model: 'Corolla',
  mileage: 82000,
  fuel: 'Hybrid',
  transmission: 'Automatic',
  owners: null,
  color: null,
  engineCc: null,
  vin: null,
  lastPriceChange: null,
  priceRating: { label: 'Good', marketPrice: 15200, comparables: 42 },
};

describe('ProductCard', () => {
  it("names the seller with a link to their profile, apart from the car's own links", () => {
    render(
      <MemoryRouter>
        <ProductCard product={product} />
      </MemoryRouter>,
    );
    const seller = screen.getByRole('link', { name: 'Sam Seller' });
    expect(seller).toHaveAttribute('href', '/sellers/u1');
    // Never a link inside a link.
    expect(seller.parentElement?.closest('a')).toBeNull();
    expect(screen.getByText(/Sold by/)).toHaveTextContent('Sold by Sam Seller · Verified');
  });

  it('shows the image, name, prices in dollars, badges and links to the product', () => {
    render(
      <MemoryRouter>
        <ProductCard product={product} />
      </MemoryRouter>,
    );
    // The photo's link is hidden from assistive technology (the title's link is the one they meet).
    const image = screen.getByRole('img', { name: 'Toyota Corolla 2018', hidden: true });
    expect(image).toHaveAttribute('src', '/api/media/p1-thumb.jpg');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    expect(screen.getByRole('link', { name: 'Toyota Corolla 2018' })).toHaveAttribute('href', '/products/p1');
    expect(screen.getByText('$14,500')).toBeInTheDocument();
    expect(screen.getByText('$20,000')).toBeInTheDocument();
    for (const badge of ['Sedan', 'Toyota', 'Good', 'Dhaka'])
      expect(screen.getByText(badge)).toBeInTheDocument();
    // The model year leads, not the year it was bought.
    expect(screen.getByText('2016 · 82,000 km · Hybrid · Automatic')).toBeInTheDocument();
    expect(screen.getByTestId('price-rating')).toHaveTextContent('Good price');
    expect(screen.getByTestId('price-rating')).toHaveAttribute(
      'title',
      '$700 below the market price ($15,200) of 42 similar cars',
    );
  });

  it('shows no price badge without enough similar cars', () => {
    render(
      <MemoryRouter>
        <ProductCard
          product={{ ...product, priceRating: { label: null, marketPrice: null, comparables: 4 } }}
        />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('price-rating')).toBeNull();
  });

  it('says a last price change that dropped the price, and nothing of one that raised it', () => {
    const before = { price: 15000, date: '2024-01-01T00:00:00.000Z' };
    const after = { price: 14500, date: '2024-02-03T12:00:00.000Z' };
    const { unmount } = render(
      <MemoryRouter>
        <ProductCard product={{ ...product, lastPriceChange: { from: before, to: after } }} />
      </MemoryRouter>,
    );
    expect(screen.getByText(/^Price dropped \$500 on Feb 3, 2024$/)).toBeInTheDocument();
    unmount();
    render(
      <MemoryRouter>
        <ProductCard product={{ ...product, lastPriceChange: { from: after, to: before } }} />
      </MemoryRouter>,
    );
    expect(screen.queryByText(/^Price (dropped|raised)/)).not.toBeInTheDocument();
  });

  it('keeps both actions disabled without handlers', () => {
    render(
      <MemoryRouter>
        <ProductCard product={product} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'Add Toyota Corolla 2018 to wish list' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Book Toyota Corolla 2018' })).toBeDisabled();
  });

  it('calls the wish-list and booking handlers with the product', async () => {
    const onWishlist = jest.fn();
    const onBook = jest.fn();
    render(
      <MemoryRouter>
        <ProductCard product={product} onWishlist={onWishlist} onBook={onBook} />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add Toyota Corolla 2018 to wish list' }));
    await userEvent.click(screen.getByRole('button', { name: 'Book Toyota Corolla 2018' }));
    expect(onWishlist).toHaveBeenCalledWith(product);
    expect(onBook).toHaveBeenCalledWith(product);
  });

  it('disables the wish-list action once wish-listed', () => {
    render(
      <MemoryRouter>
        <ProductCard product={product} onWishlist={jest.fn()} onBook={jest.fn()} wishlisted />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'Add Toyota Corolla 2018 to wish list' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Book Toyota Corolla 2018' })).toBeEnabled();
  });

  it('shows Sold instead of the booking action for a sold car', () => {
    render(
      <MemoryRouter>
        <ProductCard product={{ ...product, sell: true }} onWishlist={jest.fn()} onBook={jest.fn()} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Sold')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book Toyota Corolla 2018' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Toyota Corolla 2018 to wish list' })).toBeDisabled();
  });

  it('offers Remove instead of the wish-list action when given onRemove', async () => {
    const onRemove = jest.fn();
    render(
      <MemoryRouter>
        <ProductCard product={product} onBook={jest.fn()} onRemove={onRemove} />
      </MemoryRouter>,
    );
    expect(
      screen.queryByRole('button', { name: 'Add Toyota Corolla 2018 to wish list' }),
    ).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Toyota Corolla 2018 from wish list' }));
    expect(onRemove).toHaveBeenCalledWith(product);
  });

  it('opens the car from its photo as from its title', async () => {
    for (const target of ['photo', 'title'] as const) {
      const { unmount } = render(
        <MemoryRouter initialEntries={['/cars']}>
          <Routes>
            <Route path="/cars" element={<ProductCard product={product} />} />
            <Route path="/products/:id" element={<p>Car page</p>} />
          </Routes>
        </MemoryRouter>,
      );
      await userEvent.click(
        target === 'photo'
          ? screen.getByRole('img', { name: 'Toyota Corolla 2018', hidden: true })
          : screen.getByRole('link', { name: 'Toyota Corolla 2018' }),
      );
      expect(screen.getByText('Car page')).toBeInTheDocument();
      unmount();
    }
  });

  it("offers one link per car to the keyboard (the photo link is not a second tab stop), and the seller's", () => {
    render(
      <MemoryRouter>
        <ProductCard product={product} />
      </MemoryRouter>,
    );
    // The car's one link, and the seller's profile.
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/products/p1',
      '/sellers/u1',
    ]);
    const photoLink = screen.getByRole('img', { name: 'Toyota Corolla 2018', hidden: true }).closest('a');
    expect(photoLink).toHaveAttribute('href', '/products/p1');
    expect(photoLink).toHaveAttribute('tabindex', '-1');
  });
});

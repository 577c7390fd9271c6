import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VEHICLE_FACTS, type OwnProduct } from '@usedcars/contract/types';
import { signInAs } from '@usedcars/shared-ui/testing/auth';
import { makeBrand, makeCategory, makeProduct } from '@usedcars/shared-ui/testing/fixtures';
import { mockFetch, type MockRoutes } from '@usedcars/shared-ui/testing/mock-fetch';
import { renderPage, waitForText } from '@usedcars/shared-ui/testing/render';
import { Route, Routes } from 'react-router-dom';
import EditProductPage, { EDIT_MESSAGES } from './EditProductPage';

const user = userEvent.setup({ delay: null });

const own = (overrides: Partial<OwnProduct> = {}): OwnProduct => ({
  ...makeProduct({ _id: 'p7', product_name: 'Honda Civic 2019', authorID: 'u-seller', sellPrice: 15500 }),
  mobile: '+880 1711-000000',
  status: 'available',
  takedownReason: null,
  underReview: false,
  ...overrides,
});

const catalog: MockRoutes = {
  'GET /api/categories': { body: [makeCategory()] },
  'GET /api/brand': { body: [makeBrand()] },
};

function renderEdit(id = 'p7') {
  return renderPage(
    <Routes>
      <Route path="/seller/my-products/:id/edit" element={<EditProductPage />} />
      <Route path="/seller/my-products" element={<p>my products page</p>} />
    </Routes>,
    { route: `/seller/my-products/${id}/edit` },
  );
}

describe('EditProductPage', () => {
  beforeEach(() => {
    signInAs({ uid: 'u-seller', role: 'Seller', displayName: 'Sid Seller' });
  });

  it('shows the listing in its form and sends the whole listing with the new price, keeping the photo', async () => {
    const listed = own();
    const fetchMock = mockFetch({
      ...catalog,
      'GET /api/my-products/u-seller': { body: [listed] },
      'PUT /api/product/p7': { body: { acknowledged: true } },
    });
    renderEdit();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit Honda Civic 2019' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Model')).toHaveValue('Corolla');
    expect(screen.getByLabelText('Mileage')).toHaveValue('64000');
    expect(screen.getByLabelText('Sell Price')).toHaveValue('15500');
    expect(screen.getByText('Photo 1')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Sell Price'));
    await user.type(screen.getByLabelText('Sell Price'), '14250');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('my products page')).toBeInTheDocument();
    expect(await screen.findByText(EDIT_MESSAGES.saved('Honda Civic 2019'))).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/images')).toBe(false);
    const put = fetchMock.mock.calls.find(
      ([url, init]) => url === '/api/product/p7' && init?.method === 'PUT',
    );
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      product_name: 'Honda Civic 2019',
      description: 'One owner, full service history, new tyres.',
      category: 'sedan',
      brand: 'toyota',
      condition: 'Excellent',
      originalPrice: 21000,
      sellPrice: 14250,
      location: 'Dhaka',
      purchaseYear: '2021-06',
      mobile: '+880 1711-000000',
      images: ['/api/media/p1.jpg'],
      // The facts as listed (the VIN, not given, stays out).
      ...Object.fromEntries(
        VEHICLE_FACTS.filter((fact) => fact !== 'vin').map((fact) => [fact, listed[fact]]),
      ),
    });
  });

  it("shows the listing's photos in order and saves a new order with one removed", async () => {
    const photo = (n: number) => ({
      url: `/api/media/${n}.webp`,
      width: 1600,
      height: 1200,
      smaller: [],
      thumbnail: `/api/media/${n}-thumb.webp`,
    });
    const fetchMock = mockFetch({
      ...catalog,
      'GET /api/my-products/u-seller': { body: [own({ images: [photo(1), photo(2), photo(3)] })] },
      'PUT /api/product/p7': { body: { acknowledged: true } },
    });
    renderEdit();
    await user.click(await screen.findByRole('button', { name: 'Move photo 3 (Photo 3) earlier' }));
    await user.click(screen.getByRole('button', { name: 'Remove photo 1 (Photo 1)' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('my products page')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(
      ([url, init]) => url === '/api/product/p7' && init?.method === 'PUT',
    );
    expect((JSON.parse(String(put?.[1]?.body)) as { images: string[] }).images).toEqual([
      '/api/media/3.webp',
      '/api/media/2.webp',
    ]);
  });

  it('asks for the facts an older listing lacks before saving', async () => {
    mockFetch({
      ...catalog,
      'GET /api/my-products/u-seller': {
        body: [own({ model: null, mileage: null, fuel: null, transmission: null })],
      },
    });
    renderEdit();
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    for (const text of ['Enter Model', 'Enter Mileage', 'Select Fuel', 'Select Transmission']) {
      await waitForText(text);
    }
  });

  it.each([
    ['a sold car', own({ sell: true, status: 'sold' }), 'p7', EDIT_MESSAGES.sold],
    ['a taken-down car', own({ status: 'taken_down' }), 'p7', EDIT_MESSAGES.takenDown],
    ['another listing', own(), 'p8', EDIT_MESSAGES.notFound],
  ])('offers no form for %s', async (_case, product, id, text) => {
    mockFetch({ ...catalog, 'GET /api/my-products/u-seller': { body: [product] } });
    renderEdit(id);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Products' })).toHaveAttribute(
      'href',
      '/seller/my-products',
    );
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { ADD_PRODUCT_MESSAGES, PHOTO_MESSAGES, VEHICLE_MESSAGES } from '@usedcars/contract/messages';
import { latestModelYear } from '@usedcars/contract/types';
import { useAuthStore } from '@usedcars/shared-ui/auth/auth-store';
import { signInAs } from '@usedcars/shared-ui/testing/auth';
import { installFakeXhr } from '@usedcars/shared-ui/testing/fake-xhr';
import { makeBrand, makeCategory } from '@usedcars/shared-ui/testing/fixtures';
import { mockFetch, type MockRoutes } from '@usedcars/shared-ui/testing/mock-fetch';
import { renderPage, waitForText } from '@usedcars/shared-ui/testing/render';
import dayjs from 'dayjs';
import { Route, Routes } from 'react-router-dom';
import { isUnsellableMonth } from '../features/products/components/ListingForm';
import AddProductPage from './AddProductPage';

const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

const catalog: MockRoutes = {
  'GET /api/categories': { body: [makeCategory()] },
  'GET /api/brand': {
    body: [makeBrand()],
  },
};

function renderAddProduct() {
  return renderPage(
    <Routes>
      <Route path="/seller/add-product" element={<AddProductPage />} />
      <Route path="/seller/my-products" element={<p>my products page</p>} />
      <Route path="/login" element={<p>login page</p>} />
    </Routes>,
    { route: '/seller/add-product' },
  );
}

/**
 * Puts `text` into the field as one input (a paste): typed key by key, each of the form's ten antd fields re-renders
 * and re-validates per character, which took minutes on a loaded machine.
 */
async function fill(label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function choose(label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  const found = await waitFor(() => {
    const element = document.querySelector<HTMLElement>(`.ant-select-item-option[title="${option}"]`);
    if (!element) throw new Error(`no ${option} option yet`);
    return element;
  });
  await user.click(found);
}

/** Types a month into a month picker and confirms it, as a keyboard user does. */
async function pickMonth(label: string, month: string) {
  await user.click(screen.getByLabelText(label));
  await user.keyboard(month);
  await user.keyboard('{Enter}');
}

async function fillValidForm(
  overrides: { originalPrice?: string; sellPrice?: string; mobile?: string } = {},
) {
  await fill('Product Name', 'Honda Civic');
  await choose('Category', 'Sedan');
  await choose('Brand', 'Toyota');
  await fill('Model', 'Civic');
  await fill('Model year', '2016');
  await fill('Mileage', '64000');
  await choose('Fuel', 'Hybrid');
  await choose('Transmission', 'Automatic');
  await fill('Original Price', overrides.originalPrice ?? '21000.50');
  await fill('Sell Price', overrides.sellPrice ?? '15500');
  await choose('Condition', 'Good');
  await choose('Location', 'Feni');
  await fill('Mobile', overrides.mobile ?? '+880 1711-000000');
  await pickMonth('Year of Purchase', '2019-05');
  await user.upload(screen.getByLabelText('Photo files'), [
    new File(['png'], 'front.png', { type: 'image/png' }),
    new File(['png'], 'side.png', { type: 'image/png' }),
  ]);
  await screen.findByRole('button', { name: 'Remove photo 2 (side.png)' });
  await fill('Description', 'Well kept.');
}

describe('AddProductPage', () => {
  let xhr: ReturnType<typeof installFakeXhr>;
  beforeEach(() => {
    signInAs({ uid: 'u-seller', role: 'Seller', displayName: 'Sid Seller' });
    // POST /api/images (with progress, so by XMLHttpRequest): each file stored as /api/media/<n>.webp.
    xhr = installFakeXhr((request) => {
      const n = xhr.requests.length;
      request.respond(201, {
        success: true,
        data: { url: `/api/media/${n}.webp`, thumbUrl: `/api/media/${n}-thumb.webp` },
      });
    });
  });
  afterEach(() => xhr.restore());

  it("shows every field's message when submitted empty", async () => {
    mockFetch(catalog);
    renderAddProduct();
    expect(screen.getByRole('heading', { level: 1, name: 'Add Product For Sale' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    for (const text of [
      ADD_PRODUCT_MESSAGES.product_name,
      ADD_PRODUCT_MESSAGES.category,
      ADD_PRODUCT_MESSAGES.brand,
      ADD_PRODUCT_MESSAGES.originalPrice,
      ADD_PRODUCT_MESSAGES.sellPrice,
      ADD_PRODUCT_MESSAGES.condition,
      ADD_PRODUCT_MESSAGES.location,
      ADD_PRODUCT_MESSAGES.mobile,
      PHOTO_MESSAGES.none,
      ADD_PRODUCT_MESSAGES.description,
      ADD_PRODUCT_MESSAGES.model,
      ADD_PRODUCT_MESSAGES.modelYear,
      // Neither year is filled in for the seller.
      'Select Year of Purchase',
      ADD_PRODUCT_MESSAGES.mileage,
      ADD_PRODUCT_MESSAGES.fuel,
      ADD_PRODUCT_MESSAGES.transmission,
    ]) {
      await waitForText(text);
    }
  });

  it('refuses a price with three decimals, a negative price and a mobile that is not a phone number', async () => {
    const fetchMock = mockFetch(catalog);
    renderAddProduct();
    await fill('Original Price', '10.123');
    await fill('Sell Price', '-5');
    await fill('Mobile', 'call me');
    await fill('Mileage', '-3');
    await fill('Model year', '1949');
    await fill('Previous owners (optional)', '21');
    await fill('Engine size (optional)', '20');
    await fill('VIN (optional)', 'jtdbr32e72o123456');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findAllByText('Enter a positive price with at most two decimals')).toHaveLength(2);
    expect(await screen.findByText('Enter a valid mobile number')).toBeInTheDocument();
    for (const text of [
      VEHICLE_MESSAGES.mileageRange,
      VEHICLE_MESSAGES.modelYearRange(latestModelYear()),
      VEHICLE_MESSAGES.ownersRange,
      VEHICLE_MESSAGES.engineCcRange,
      VEHICLE_MESSAGES.vin,
    ]) {
      await waitForText(text);
    }
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('uploads the photos as they are picked, then posts the product with them in order, in dollars with purchaseYear YYYY-MM, toasts and goes to My Products', async () => {
    const fetchMock = mockFetch({
      ...catalog,
      'POST /api/product': { status: 201, body: { acknowledged: true, insertedId: 'p9' } },
    });
    renderAddProduct();
    await fillValidForm();
    expect(xhr.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /api/images',
      'POST /api/images',
    ]);
    await user.click(screen.getByRole('button', { name: 'Move photo 2 (side.png) earlier' }));
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText(ADD_PRODUCT_MESSAGES.added)).toBeInTheDocument();
    expect(await screen.findByText('my products page')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(
      ([url, init]) => url === '/api/product' && init?.method === 'POST',
    );
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      product_name: 'Honda Civic',
      description: 'Well kept.',
      category: 'sedan',
      brand: 'toyota',
      condition: 'Good',
      originalPrice: 21000.5,
      sellPrice: 15500,
      location: 'Feni',
      purchaseYear: '2019-05',
      mobile: '+880 1711-000000',
      images: ['/api/media/2.webp', '/api/media/1.webp'],
      modelYear: 2016,
      model: 'Civic',
      mileage: 64000,
      fuel: 'Hybrid',
      transmission: 'Automatic',
    });
  });

  it('while a photo uploads, Add Product waits and says why; once the photo is in, it adds the car', async () => {
    xhr.restore();
    // The second photo is held until the test answers it.
    const held: (() => void)[] = [];
    xhr = installFakeXhr((request) => {
      const n = xhr.requests.length;
      const answer = () =>
        request.respond(201, {
          success: true,
          data: { url: `/api/media/${n}.webp`, thumbUrl: `/api/media/${n}-thumb.webp` },
        });
      if (n === 2) held.push(answer);
      else answer();
    });
    const fetchMock = mockFetch({
      ...catalog,
      'POST /api/product': { status: 201, body: { acknowledged: true, insertedId: 'p9' } },
    });
    renderAddProduct();
    await fillValidForm();
    const add = screen.getByRole('button', { name: 'Add Product' });
    await waitFor(() => expect(add).toBeDisabled());
    // Said once, beside the button, and not as a mistake of the Photos field.
    expect(screen.getAllByText(PHOTO_MESSAGES.uploading)).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent(PHOTO_MESSAGES.uploading);
    // Enter in a field sends nothing either.
    await user.type(screen.getByLabelText('Product Name'), '{Enter}');
    expect(add).toHaveAccessibleDescription(PHOTO_MESSAGES.uploading);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    held.forEach((answer) => answer());
    await waitFor(() => expect(add).toBeEnabled());
    await waitFor(() => expect(screen.queryByText(PHOTO_MESSAGES.uploading)).not.toBeInTheDocument());
    await user.click(add);
    expect(await screen.findByText('my products page')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(
      ([url, init]) => url === '/api/product' && init?.method === 'POST',
    );
    expect(JSON.parse(String(post?.[1]?.body)).images).toEqual(['/api/media/1.webp', '/api/media/2.webp']);
  });

  it('shows the server field errors on their fields', async () => {
    mockFetch({
      ...catalog,
      'POST /api/product': {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Invalid',
          errors: [{ field: 'sellPrice', message: 'Sell price is too high' }],
        },
      },
    });
    renderAddProduct();
    await fillValidForm();
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Sell price is too high')).toBeInTheDocument();
  });

  it("shows the server's photo errors under Photos", async () => {
    mockFetch({
      ...catalog,
      'POST /api/product': {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: PHOTO_MESSAGES.missing,
          errors: [{ field: 'images', message: PHOTO_MESSAGES.missing }],
        },
      },
    });
    renderAddProduct();
    await fillValidForm();
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText(PHOTO_MESSAGES.missing)).toBeInTheDocument();
  });

  it('on 403 shows the expired message, logs out and goes to /login', async () => {
    mockFetch({
      ...catalog,
      'POST /api/product': {
        status: 403,
        body: { statusCode: 403, error: 'Forbidden', message: 'Forbidden' },
      },
    });
    renderAddProduct();
    await fillValidForm();
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText(ADD_PRODUCT_MESSAGES.sessionExpired)).toBeInTheDocument();
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(useAuthStore.getState().user).toBeNull();
  });
});

describe('the purchase month picker', () => {
  it('offers no month after the current one and none before 1900, as the API accepts', () => {
    expect(isUnsellableMonth(dayjs().startOf('month'))).toBe(false);
    expect(isUnsellableMonth(dayjs().add(1, 'month').startOf('month'))).toBe(true);
    expect(isUnsellableMonth(dayjs('1900-01-01'))).toBe(false);
    expect(isUnsellableMonth(dayjs('1899-12-01'))).toBe(true);
  });
});

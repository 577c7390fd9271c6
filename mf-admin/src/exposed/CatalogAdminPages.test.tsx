import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATALOG_MESSAGES, catalogNameMessages } from '@usedcars/contract/messages';
import { signInAs } from '@usedcars/shared-ui/testing/auth';
import { makeBrand, makeCategory } from '@usedcars/shared-ui/testing/fixtures';
import { mockFetch } from '@usedcars/shared-ui/testing/mock-fetch';
import { renderPage } from '@usedcars/shared-ui/testing/render';
import BrandPage from './BrandPage';
import CategoryPage from './CategoryPage';

const user = userEvent.setup({ delay: null });
const toyota = makeBrand();
const duplicate = { status: 409, body: { status: 'bad', message: 'Brand already exists' } };

describe('BrandPage', () => {
  beforeEach(() => {
    signInAs({ uid: 'u-admin', role: 'Admin' });
  });

  it('lists brands and shows Not Found when there are none', async () => {
    mockFetch({ 'GET /api/brand': { body: [] } });
    renderPage(<BrandPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Brand' })).toBeInTheDocument();
    expect(await screen.findByText('Not Found')).toBeInTheDocument();
  });

  it('requires a name, posts it, and shows the duplicate message under the form', async () => {
    let answer: { status: number; body: unknown } = duplicate;
    const fetchMock = mockFetch({ 'GET /api/brand': { body: [toyota] }, 'POST /api/brand': () => answer });
    renderPage(<BrandPage />);
    expect(await screen.findByText('Toyota')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Brand' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Brand' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText(CATALOG_MESSAGES.brandName)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Brand Name'), 'Toyota');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Brand already exists')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ brandName: 'Toyota' });
    answer = { status: 201, body: { acknowledged: true, insertedId: 'b2' } };
    await user.clear(within(dialog).getByLabelText('Brand Name'));
    await user.type(within(dialog).getByLabelText('Brand Name'), 'Kia');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Kia added successfully.')).toBeInTheDocument();
  });

  it('refuses a name no page could show, before sending it', async () => {
    const fetchMock = mockFetch({ 'GET /api/brand': { body: [toyota] } });
    renderPage(<BrandPage />);
    await user.click(await screen.findByRole('button', { name: 'Add Brand' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Brand' });
    await user.type(within(dialog).getByLabelText('Brand Name'), ' .. ');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText(catalogNameMessages('Brand').dotsOnly)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('renames a brand from its row: the name only, a refusal shown under the form', async () => {
    let answer: { status: number; body: unknown } = {
      status: 409,
      body: { status: 'bad', message: 'Another brand is already named Kia. Choose another name.' },
    };
    const fetchMock = mockFetch({
      'GET /api/brand': { body: [toyota] },
      'PATCH /api/brand/b1': () => answer,
    });
    renderPage(<BrandPage />);
    await user.click(await screen.findByRole('button', { name: 'Rename Toyota' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Brand' });
    const field = within(dialog).getByLabelText('Brand Name');
    expect(field).toHaveValue('Toyota');
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(CATALOG_MESSAGES.brandName)).toBeInTheDocument();
    await user.type(field, ' .. ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(catalogNameMessages('Brand').dotsOnly)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);

    await user.clear(field);
    await user.type(field, 'Kia');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Another brand is already named Kia. Choose another name.'),
    ).toBeInTheDocument();
    answer = { status: 200, body: { ...toyota, brandName: 'Toyota Motor' } };
    await user.clear(field);
    await user.type(field, ' Toyota Motor ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Toyota renamed to Toyota Motor.')).toBeInTheDocument();
    const patches = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH');
    expect(patches.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { brandName: 'Kia' },
      { brandName: 'Toyota Motor' },
    ]);
  });

  it('asks before deleting and shows the refusal when the brand is in use', async () => {
    mockFetch({
      'GET /api/brand': { body: [toyota] },
      'DELETE /api/brand/b1': { status: 409, body: { status: 'bad', message: 'Brand is in use' } },
    });
    renderPage(<BrandPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Toyota' }));
    expect(await screen.findByText('Are you sure delete Toyota')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Brand is in use')).toBeInTheDocument();
  });
});

describe('CategoryPage', () => {
  beforeEach(() => {
    signInAs({ uid: 'u-admin', role: 'Admin' });
  });

  it('requires a name and a thumbnail', async () => {
    mockFetch({ 'GET /api/categories': { body: [makeCategory()] } });
    renderPage(<CategoryPage />);
    expect(await screen.findByText('Sedan')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Category' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText(CATALOG_MESSAGES.categoryName)).toBeInTheDocument();
    expect(await within(dialog).findByText(CATALOG_MESSAGES.categoryThumbnail)).toBeInTheDocument();
  });

  it('refuses a name no page could show, before uploading anything', async () => {
    const fetchMock = mockFetch({ 'GET /api/categories': { body: [makeCategory()] } });
    renderPage(<CategoryPage />);
    await user.click(await screen.findByRole('button', { name: 'Add Category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Category' });
    await user.type(within(dialog).getByLabelText('Category Name'), '.');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText(catalogNameMessages('Category').dotsOnly)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('uploads the thumbnail, posts the category with its URL and shows a duplicate under the form', async () => {
    const order: string[] = [];
    const fetchMock = mockFetch({
      'GET /api/categories': { body: [makeCategory()] },
      'POST /api/images': () => {
        order.push('images');
        return {
          status: 201,
          body: { success: true, data: { url: '/api/media/s.jpg', thumbUrl: '/api/media/s-t.jpg' } },
        };
      },
      'POST /api/category': () => {
        order.push('category');
        return { status: 409, body: { status: 'bad', message: 'Category already exists' } };
      },
    });
    renderPage(<CategoryPage />);
    await user.click(await screen.findByRole('button', { name: 'Add Category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Category' });
    await user.type(within(dialog).getByLabelText('Category Name'), 'Sedan');
    await user.upload(
      within(dialog).getByLabelText('Thumbnail'),
      new File(['png'], 's.png', { type: 'image/png' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Category already exists')).toBeInTheDocument();
    expect(order).toEqual(['images', 'category']);
    const post = fetchMock.mock.calls.find(([url]) => url === '/api/category');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ category: 'Sedan', thumbnail: '/api/media/s.jpg' });
  });

  it('renames a category without touching its thumbnail', async () => {
    const fetchMock = mockFetch({
      'GET /api/categories': { body: [makeCategory()] },
      'PATCH /api/category/c1': { body: { ...makeCategory(), category: 'Saloon' } },
    });
    renderPage(<CategoryPage />);
    await user.click(await screen.findByRole('button', { name: 'Rename Sedan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Category' });
    await user.clear(within(dialog).getByLabelText('Category Name'));
    await user.type(within(dialog).getByLabelText('Category Name'), 'Saloon');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Sedan renamed to Saloon.')).toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(patch?.[0]).toBe('/api/category/c1');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ category: 'Saloon' });
  });

  it('deletes after confirmation', async () => {
    const fetchMock = mockFetch({
      'GET /api/categories': { body: [makeCategory()] },
      'DELETE /api/category/c1': { body: { acknowledged: true } },
    });
    renderPage(<CategoryPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Sedan' }));
    expect(await screen.findByText('Are you sure delete Sedan')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Sedan deleted successfully.')).toBeInTheDocument();
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/category/c1',
        expect.objectContaining({ method: 'DELETE' }),
      ),
    );
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { BackToResults } from './BackToResults';

function Where() {
  const location = useLocation();
  return <output aria-label="current url">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(entries: string[]) {
  render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Routes>
        <Route path="/products/:id" element={<BackToResults />} />
        <Route path="*" element={<h1>List</h1>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

describe('BackToResults', () => {
  it('goes back to the search the shopper came from, as it was', async () => {
    renderAt(['/cars?q=corolla&page=2', '/products/p1']);
    // Not the first page of the visit: MemoryRouter gives later entries their own keys.
    await userEvent.click(screen.getByRole('link', { name: /Back to results/ }));
    expect(screen.getByLabelText('current url')).toHaveTextContent('/cars?q=corolla&page=2');
  });

  it('offers every car when the page was opened directly', async () => {
    renderAt(['/products/p1']);
    const link = screen.getByRole('link', { name: /See all cars/ });
    expect(link).toHaveAttribute('href', '/cars');
    await userEvent.click(link);
    expect(screen.getByLabelText('current url')).toHaveTextContent(/^\/cars$/);
  });
});

import { renderPage } from '@usedcars/shared-ui/testing/render';
import { screen, within } from '@testing-library/react';
import { BlogsPage } from './BlogsPage';

describe('BlogsPage', () => {
  it('has the four articles for buyers and sellers, each under its own anchor', () => {
    renderPage(<BlogsPage />);
    expect(screen.getAllByRole('article')).toHaveLength(4);
    const contents = screen.getByRole('navigation', { name: 'Articles' });
    for (const [anchor, title] of [
      ['inspect', 'How to inspect a used car before you pay'],
      ['pricing', 'Pricing your car to sell'],
      ['meeting', 'Safe meetings and handover'],
      ['paperwork', 'Paperwork when a car changes hands'],
    ]) {
      const heading = screen.getByRole('heading', { level: 2, name: title });
      expect(heading.closest('article')).toHaveAttribute('id', anchor);
      expect(within(contents).getByRole('link', { name: title })).toHaveAttribute('href', `#${anchor}`);
    }
    expect(screen.queryByText(/JavaScript|React/)).not.toBeInTheDocument();
  });
});

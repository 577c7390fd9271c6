import { renderPage } from '@usedcars/shared-ui/testing/render';
import { screen } from '@testing-library/react';
import { BlogsPage } from './BlogsPage';

describe('BlogsPage', () => {
  it('has the four Q&A articles', () => {
    renderPage(<BlogsPage />);
    expect(screen.getAllByRole('article')).toHaveLength(4);
    for (const topic of [
      /manage state/i,
      /prototypal inheritance/i,
      /unit test/i,
      /React vs Angular vs Vue/i,
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: topic })).toBeInTheDocument();
    }
  });
});

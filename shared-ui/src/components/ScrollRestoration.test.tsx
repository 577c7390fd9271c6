import { act, fireEvent, render, screen } from '@testing-library/react';
import { BrowserRouter, Link } from 'react-router-dom';
import { ScrollRestoration } from '@usedcars/shared-ui/components/ScrollRestoration';

function scrolledTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

describe('ScrollRestoration', () => {
  it("leaves a plain link to a part of the same page where the browser scrolled, whatever another entry's position", () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/');
    render(
      <BrowserRouter>
        <ScrollRestoration />
        <Link to="/blogs">Blogs</Link>
      </BrowserRouter>,
    );
    // The first page, read far down (its position kept under the first entry's key).
    scrolledTo(3000);
    fireEvent.click(screen.getByRole('link', { name: 'Blogs' }));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollTo.mockClear();
    // What the browser does for <a href="#paperwork">: scrolls to the part, adds an entry without state, fires popstate.
    scrolledTo(1200);
    act(() => {
      window.history.pushState(null, '', '/blogs#paperwork');
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    expect(scrollTo).not.toHaveBeenCalled();
    scrollTo.mockRestore();
  });
});

// Renders a page as it runs in the shell: the shared providers and antd's (a page that renders no antd does not
// need them, but they change nothing for it), a router at the given path, and a query
// client that does not retry (so failures show at once).
import { StyleProvider, createCache } from '@ant-design/cssinjs';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AntdScope } from '@usedcars/shared-ui/components/AntdScope';
import { AppProviders } from '@usedcars/shared-ui/components/AppProviders';

export interface RenderPageOptions {
  /** The URL to start at. */
  route?: string;
  /** The route pattern the element is mounted on, for pages that read params. */
  path?: string;
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

/**
 * antd's styles are made but not put in the page (as on a server): jsdom has no layout to apply them to, and its
 * getComputedStyle (run by every role query and by antd) would match each element against all of antd's rules,
 * most of a form test's time. Visibility then comes from the elements'
 * own attributes and inline styles only: a popup antd hides with a class alone counts as shown to role queries.
 */
const styleCache = createCache();

export function renderPage(ui: ReactElement, { route = '/', path }: RenderPageOptions = {}): RenderResult {
  return render(
    <StyleProvider cache={styleCache} mock="server">
      <AppProviders queryClient={createTestQueryClient()}>
        <AntdScope>
          <MemoryRouter initialEntries={[route]}>
            {path ? (
              <Routes>
                <Route path={path} element={ui} />
              </Routes>
            ) : (
              ui
            )}
          </MemoryRouter>
        </AntdScope>
      </AppProviders>
    </StyleProvider>,
  );
}

/**
 * Waits until `text` is on the page. For a form's validation messages use this, not `expect(await findByText(text))`:
 * antd may replace a message's element as the form validates again, and on a loaded machine the element found first
 * can be gone by the time it is checked.
 */
export async function waitForText(text: string): Promise<void> {
  await waitFor(() => expect(screen.getByText(text)).toBeInTheDocument());
}

import { renderPage } from '@usedcars/shared-ui/testing/render';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeRemoteLoader, fakeRemotePage } from '../../../testing/fake-remote-loader';
import { RemoteLoaderContext } from '../hooks/use-remote-loader';
import type { RemoteLoader, RemotePageModule } from '../types';
import { RemoteRoute } from './RemoteRoute';

function renderRemoteRoute(load: RemoteLoader['load']) {
  const { loader, refresh } = createFakeRemoteLoader();
  renderPage(
    <RemoteLoaderContext value={{ ...loader, load }}>
      <RemoteRoute remote="storefront" module="HomePage" />
    </RemoteLoaderContext>,
  );
  return { refresh };
}

describe('RemoteRoute', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('renders the page the remote exposes', async () => {
    const load = jest.fn(async () => fakeRemotePage('Remote home'));
    renderRemoteRoute(load);
    expect(await screen.findByRole('heading', { name: 'Remote home' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('storefront', 'HomePage');
  });

  it('shows the fallback when the remote is down, and Retry loads it again', async () => {
    const load = jest
      .fn<Promise<RemotePageModule>, [string, string]>()
      .mockRejectedValueOnce(new Error('Failed to fetch mf-manifest.json'))
      .mockResolvedValueOnce(fakeRemotePage('Remote home'));
    const { refresh } = renderRemoteRoute(load);

    expect(await screen.findByText('This section is unavailable right now')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Remote home' })).toBeInTheDocument();
    // The remote's manifest and pages read again before the page is.
    expect(refresh).toHaveBeenCalledWith('storefront');
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('This section is unavailable right now')).not.toBeInTheDocument();
  });

  it('catches a remote page that throws while rendering', async () => {
    const Broken = () => {
      throw new Error('boom');
    };
    renderRemoteRoute(async () => ({ default: Broken }));
    expect(await screen.findByText('This section is unavailable right now')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

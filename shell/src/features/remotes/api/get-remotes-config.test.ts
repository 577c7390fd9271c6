import { mockFetch } from '@usedcars/shared-ui/testing/mock-fetch';
import { getRemotesConfig } from './get-remotes-config';

describe('getRemotesConfig', () => {
  it('reads the remotes listed in /remotes.json', async () => {
    mockFetch({
      '/remotes.json': {
        body: {
          remotes: [{ name: 'storefront', entry: 'http://localhost:8081/mf-manifest.json' }, { name: 42 }],
        },
      },
    });
    await expect(getRemotesConfig()).resolves.toEqual({
      remotes: [{ name: 'storefront', entry: 'http://localhost:8081/mf-manifest.json' }],
    });
  });

  it('runs with no remotes when the file is missing', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({});
    await expect(getRemotesConfig()).resolves.toEqual({ remotes: [] });
  });
});

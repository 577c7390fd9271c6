// How the built apps are served: caching that lets a new remote version show on reload, and /api on each origin.
import { expect, test } from '@playwright/test';
import { SHELL_URL, storefrontUrl } from '../ports';

test('deploy-time files revalidate, hashed assets are cached for good, remotes allow the shell to fetch them', async ({
  request,
}) => {
  for (const url of [
    `${SHELL_URL}/`,
    `${SHELL_URL}/remotes.json`,
    `${storefrontUrl}/mf-manifest.json`,
    `${storefrontUrl}/remoteEntry.js`,
  ]) {
    const res = await request.get(url);
    expect(res.status(), url).toBe(200);
    expect(res.headers()['cache-control'], url).toBe('no-cache');
  }
  const manifest = (await (await request.get(`${storefrontUrl}/mf-manifest.json`)).json()) as {
    metaData: { publicPath?: string };
    exposes: { assets: { js: { sync: string[] } } }[];
  };
  // The remote's build does not contain its own address: chunks load from wherever the manifest came from.
  expect(manifest.metaData.publicPath).toBe('auto');
  const chunk = manifest.exposes[0]!.assets.js.sync[0]!;
  const asset = await request.get(`${storefrontUrl}/${chunk}`);
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['access-control-allow-origin']).toBe('*');
});

test('every app answers /api on its own origin, and a deep link gets the app page', async ({ request }) => {
  for (const origin of [SHELL_URL, storefrontUrl]) {
    const health = await request.get(`${origin}/api/health`);
    expect(health.status()).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'up' });
  }
  const deep = await request.get(`${SHELL_URL}/category/sedan`, { headers: { accept: 'text/html' } });
  expect(deep.status()).toBe(200);
  expect(deep.headers()['content-type']).toContain('text/html');
  const missing = await request.get(`${SHELL_URL}/static/js/missing.0123abcd.js`);
  expect(missing.status()).toBe(404);
});

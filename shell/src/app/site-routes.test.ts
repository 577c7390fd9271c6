import { readFileSync } from 'node:fs';
import path from 'node:path';
import { INDEXED_PAGES, SHELL_PAGES, siteRoutes } from './site-routes';

describe('the site route table', () => {
  it("lists exactly the shell's own pages that AppRoutes.tsx routes", () => {
    const source = readFileSync(path.join(__dirname, 'AppRoutes.tsx'), 'utf8');
    const routed = [...source.matchAll(/<Route\s+path="(\/[^"]*)"/g)].map((match) => match[1]);
    expect([...routed].sort()).toEqual([...SHELL_PAGES].sort());
  });

  it('has every public page of the shell among its routes, once', () => {
    const { routes } = siteRoutes();
    const paths = routes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(
      routes
        .filter((route) => route.indexed)
        .map((route) => route.path)
        .sort(),
    ).toEqual([...INDEXED_PAGES].sort());
  });

  it("leaves the top-level pages to the storefront's table, read at run time", () => {
    expect(siteRoutes().topLevelRemotes).toEqual(['storefront']);
    expect(siteRoutes().routes.map((route) => route.path)).not.toContain('/cars');
  });

  it('keeps logged-in pages and the consoles out of the public pages', () => {
    const byPath = new Map(siteRoutes().routes.map((route) => [route.path, route]));
    for (const path of ['/profile', '/login', '/seller/*'])
      expect({ path, indexed: byPath.get(path)?.indexed }).toEqual({ path, indexed: false });
    expect(byPath.get('/admin/*')).toEqual({ path: '/admin/*', indexed: false, onlyWhenListed: 'admin' });
  });
});

import * as reactRouterDom from 'react-router-dom';
import * as browserRouter from './react-router-browser';
import ROUTER_API from './react-router-browser.json';

describe('the browser builds’ react-router-dom', () => {
  const shared = Object.keys(browserRouter).sort();
  const leftOut = [...ROUTER_API.leftOut].sort();

  it('is every export of the installed react-router-dom but those left out on purpose', () => {
    const everything = Object.keys(reactRouterDom).sort();
    expect([...shared, ...leftOut].sort()).toEqual(everything);
  });

  it('leaves out nothing it shares, and the same objects as the package', () => {
    expect(shared.filter((name) => leftOut.includes(name))).toEqual([]);
    for (const name of shared) {
      expect(browserRouter[name as keyof typeof browserRouter]).toBe(
        reactRouterDom[name as keyof typeof reactRouterDom],
      );
    }
  });

  it('includes the hooks and components a remote may use that no app used before', () => {
    expect(shared).toEqual(
      expect.arrayContaining(['useInRouterContext', 'useResolvedPath', 'useMatch', 'useOutlet']),
    );
  });
});

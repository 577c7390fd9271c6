// AntdScope loaded when first rendered: a route or dialog that uses antd renders inside <AntdOnDemand>, and
// antd's runtime is fetched then, together with the part's own code (`preload`, or lazyWithAntd).
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { lazyNamed } from '@usedcars/shared-ui/load-on-demand';

const loadAntdScope = () => import('@usedcars/shared-ui/components/AntdScope');

function lazyAntdScope() {
  return lazy(() =>
    loadAntdScope().then(
      (module) => ({ default: module.AntdScope }),
      (error: unknown) => {
        // React.lazy keeps a failure for good; a fresh one lets the error boundary's Retry fetch antd again.
        LazyAntdScope = lazyAntdScope();
        throw error;
      },
    ),
  );
}

let LazyAntdScope = lazyAntdScope();

export interface AntdOnDemandProps {
  children: ReactNode;
  /**
   * A part of a page that shows without antd (a placeholder, or null): antd is fetched only once the page has
   * been committed, so that the page paints first and the work of starting antd comes after. Without it, antd
   * loads at once and the nearest Suspense boundary's fallback shows meanwhile (a whole page in antd).
   */
  fallback?: ReactNode;
  /** The children's own code, started together with antd (inside, they would render, so load, only after it). */
  preload?: () => Promise<unknown>;
}

export function AntdOnDemand({ children, fallback, preload }: AntdOnDemandProps) {
  const [pagePainted, setPagePainted] = useState(fallback === undefined);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- on purpose: one commit (and paint) without antd first
  useEffect(() => setPagePainted(true), []);
  if (!pagePainted) return fallback;
  // The import is cached: calling it on every render costs nothing after the first.
  preload?.().catch(() => undefined);
  const scope = <LazyAntdScope>{children}</LazyAntdScope>;
  return fallback === undefined ? scope : <Suspense fallback={fallback}>{scope}</Suspense>;
}

/**
 * A lazily loaded component that uses antd, for a page or a part of one: `lazyNamed` inside AntdOnDemand, its
 * code and antd fetched together. `fallback` as for AntdOnDemand (a part of a plain page gives one).
 */
export function lazyWithAntd<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  fallback?: ReactNode,
): ComponentType<P> {
  const Component = lazyNamed(load, name) as unknown as ComponentType<P>;
  return function WithAntd(props: P) {
    return (
      <AntdOnDemand fallback={fallback} preload={load}>
        <Component {...props} />
      </AntdOnDemand>
    );
  };
}

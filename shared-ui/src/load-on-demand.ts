// Code that loads when first needed, not with the page: lazy pages and dialogs.
import { lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';

/** React.lazy for a module's named export: `lazyNamed(() => import('./LoginPage'), 'LoginPage')`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the constraint React.lazy itself puts on components
export function lazyNamed<K extends string, C extends ComponentType<any>>(
  load: () => Promise<Record<K, C>>,
  name: K,
): LazyExoticComponent<C> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

/**
 * Whether `open` has been true at least once. A lazily loaded dialog or drawer is mounted from its first opening
 * on (so the page does not load it before), and stays mounted so that closing still plays its animation.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Updating state while rendering is React's way to derive it from a change of props (no extra effect pass).
  if (open && !opened) setOpened(true);
  return opened || open;
}

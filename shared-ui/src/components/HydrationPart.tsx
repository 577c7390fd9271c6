// The page's public hydration signal. A server-rendered page hydrates in parts: the root, then each Suspense
// boundary once its code has loaded. Until a part has hydrated, its buttons do nothing the app would see, so the
// shell's boot script (shell/boot/start-after-paint.js) holds a press made inside an element whose
// HYDRATION_ATTRIBUTE is HYDRATION_PENDING and presses again once no such element encloses the pressed one.
import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';

export const HYDRATION_ATTRIBUTE = 'data-hydration';
export const HYDRATION_PENDING = 'pending';
export const HYDRATION_DONE = 'done';

/** Calls `onCommit` once the tree it is in has committed: hydrated, for a server-rendered one. */
export function OnCommit({ onCommit }: { onCommit: () => void }) {
  useEffect(() => onCommit(), [onCommit]);
  return null;
}

export interface HydrationPartProps {
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * A Suspense boundary that says when its content has committed. Every boundary of a server-rendered page is one:
 * React hydrates its content on its own, later than the rest. Its element takes no box (`display: contents`).
 */
export function HydrationPart({ fallback, children }: HydrationPartProps) {
  const [state, setState] = useState(HYDRATION_PENDING);
  const markDone = useCallback(() => setState(HYDRATION_DONE), []);
  return (
    <div {...{ [HYDRATION_ATTRIBUTE]: state }} style={{ display: 'contents' }}>
      <Suspense fallback={fallback}>
        {children}
        <OnCommit onCommit={markDone} />
      </Suspense>
    </div>
  );
}

import { useEffect, useState } from 'react';

/**
 * True while `element` is wholly out of the window, `topInset` px at its top counting as out (under a sticky
 * header). False on the server and until the browser has said, so a served page and its hydration agree.
 */
export function useOutOfView(element: Element | null, topInset = 0): boolean {
  const [outOfView, setOutOfView] = useState(false);
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => setOutOfView(entry ? !entry.isIntersecting : false),
      { rootMargin: `-${topInset}px 0px 0px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, topInset]);
  // Once the element is gone (the car was sold meanwhile) nothing is out of view.
  return element !== null && outOfView;
}

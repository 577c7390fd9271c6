// Where each page opens: a new page (a link, a redirect) at the top, or at the part its link names (#inspect), and
// Back or Forward where that page was scrolled, as on any site. React Router's own ScrollRestoration needs its data
// router, which would add its whole router to every page's first load; with the plain BrowserRouter this small
// component does the same.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** How long Back waits for the page to grow tall enough (its data or code still arriving) before giving up. */
const RESTORE_WAIT_MS = 2_000;

export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const currentKey = useRef(location.key);
  const currentPage = useRef(location.pathname + location.search);
  const opened = useRef(false);

  // The browser's own restoration would act before the page it restores has rendered.
  useEffect(() => {
    if (!('scrollRestoration' in window.history)) return;
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = previous;
    };
  }, []);

  // Remembers the position of the page on screen as it scrolls (read when the user comes back to it).
  useEffect(() => {
    const remember = () => positions.current.set(currentKey.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    const page = location.pathname + location.search;
    const samePage = page === currentPage.current;
    currentPage.current = page;
    // The page the browser opened stays where it is: a visitor may have scrolled a server-rendered page before the
    // app took it over, and taking them back to the top then was a jump they did not ask for.
    if (!opened.current) {
      opened.current = true;
      return;
    }
    // A plain link to a part of the same page (a table of contents' #paperwork) comes as a POP without a history key
    // of its own: the browser has scrolled to the part, and no remembered position is this entry's.
    if (navigationType === 'POP' && samePage && location.hash) return;
    if (navigationType !== 'POP') {
      if (!location.hash) {
        window.scrollTo(0, 0);
        return;
      }
      // A link to a part of a page (/blogs#inspect) opens at that part, once the page (its code, its data) shows it.
      const id = decodeURIComponent(location.hash.slice(1));
      const until = performance.now() + RESTORE_WAIT_MS;
      let frame = 0;
      const reveal = () => {
        const part = document.getElementById(id);
        if (part) part.scrollIntoView();
        else if (performance.now() < until) frame = requestAnimationFrame(reveal);
      };
      reveal();
      return () => cancelAnimationFrame(frame);
    }
    const target = positions.current.get(location.key) ?? 0;
    const until = performance.now() + RESTORE_WAIT_MS;
    let frame = 0;
    const restore = () => {
      window.scrollTo(0, target);
      if (Math.abs(window.scrollY - target) > 1 && performance.now() < until) {
        frame = requestAnimationFrame(restore);
      }
    };
    restore();
    return () => cancelAnimationFrame(frame);
  }, [location.key, location.pathname, location.search, location.hash, navigationType]);

  return null;
}

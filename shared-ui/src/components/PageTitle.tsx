// The browser tab's title of a page: "<what the page is> | UsedCars". Set from an effect rather than with React
// 19's hoisted <title>, which adopts the HTML's own <title> and removes it when the page unmounts (leaving no title
// while the next page's code loads); here a title stays until the next page sets its own. Each page renders one.
import { useEffect } from 'react';

export const SITE_NAME = 'UsedCars';

/** `children`: what the page is ("Cars for sale", "My Orders", a car's name and price). */
export function PageTitle({ children }: { children: string }) {
  const title = `${children} | ${SITE_NAME}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

// The browser tab's title of a page: "<what the page is> | UsedCars". React 19 hoists a <title> rendered anywhere
// into the document's <head> and removes it when the page unmounts, so each page simply renders its own.
export const SITE_NAME = 'UsedCars';

/** `children`: what the page is ("Cars for sale", "My Orders", a car's name and price). */
export function PageTitle({ children }: { children: string }) {
  return <title>{`${children} | ${SITE_NAME}`}</title>;
}

import { CategoriesGrid } from '../features/categories/components/CategoriesGrid';
import { HeroBanner } from '../features/home/components/HeroBanner';
import { Testimonials } from '../features/home/components/Testimonials';
import { useFacets } from '../features/products/api/get-facets';
import { AdvertisedSection } from '../features/products/components/AdvertisedSection';
import { PageTitle } from '@usedcars/shared-ui/components/PageTitle';
import { CompareBar } from '../features/compare/CompareBar';

/** The query of every car for sale: its facets count them, and each category's. */
const EVERY_CAR = {};

export default function HomePage() {
  const facets = useFacets(EVERY_CAR);
  // Without the counts (the API failed to give them), every category is shown.
  const carCounts = facets.data
    ? new Map(facets.data.facets.category.map((each) => [each.value, each.count]))
    : facets.isPending
      ? null
      : undefined;
  return (
    <>
      <PageTitle>Buy and sell used cars</PageTitle>
      <HeroBanner carsForSale={facets.data} />
      <AdvertisedSection />
      <CategoriesGrid carCounts={carCounts} />
      <Testimonials />
      <CompareBar />
    </>
  );
}

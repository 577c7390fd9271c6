import { CategoriesGrid } from '../features/categories/components/CategoriesGrid';
import { HeroBanner } from '../features/home/components/HeroBanner';
import { Testimonials } from '../features/home/components/Testimonials';
import { AdvertisedSection } from '../features/products/components/AdvertisedSection';
import { PageTitle } from '@usedcars/shared-ui/components/PageTitle';
import { CompareBar } from '../features/compare/CompareBar';

export default function HomePage() {
  return (
    <>
      <PageTitle>Buy and sell used cars</PageTitle>
      <HeroBanner />
      <AdvertisedSection />
      <CategoriesGrid />
      <Testimonials />
      <CompareBar />
    </>
  );
}

import { CategoriesGrid } from '../features/categories/components/CategoriesGrid';
import { HeroBanner } from '../features/home/components/HeroBanner';
import { Testimonials } from '../features/home/components/Testimonials';
import { AdvertisedSection } from '../features/products/components/AdvertisedSection';

export default function HomePage() {
  return (
    <>
      <HeroBanner />
      <AdvertisedSection />
      <CategoriesGrid />
      <Testimonials />
    </>
  );
}

import { useSimilarProducts } from '../api/get-similar-products';
import { ProductGrid } from './ProductGrid';

/**
 * Below a car's page: cars like it, for a shopper comparing before booking. Nothing shows while they load, when
 * there are none or when they cannot be loaded: the car's own page matters, this is extra.
 */
export function SimilarCars({ productId }: { productId: string }) {
  const similar = useSimilarProducts(productId);
  if (!similar.data?.length) return null;
  return (
    <section aria-labelledby="similar-cars" style={{ marginTop: 32 }}>
      <h2 id="similar-cars" className="uc-heading">
        Similar cars
      </h2>
      <ProductGrid products={similar.data} label="Similar cars" eagerImages={0} />
    </section>
  );
}

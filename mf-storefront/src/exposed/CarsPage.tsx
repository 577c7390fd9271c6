// /cars: every car, searched and filtered (features/products/components/CarSearch.tsx).
import { CarSearch } from '../features/products/components/CarSearch';

export default function CarsPage() {
  return <CarSearch />;
}

// What other features may import of this one (lint checks that they import nothing else of it).
export { readCarSearch } from './car-search';
export { LoggedInProductModal } from './components/LoggedInProductModal';
export { useProduct } from './api/get-product';

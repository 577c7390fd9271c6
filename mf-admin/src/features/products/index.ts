// What other features may import of this one (lint checks that they import nothing else of it).
export { ADMIN_PRODUCTS_KEY } from './api/get-admin-products';

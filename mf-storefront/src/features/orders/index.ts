// What other features may import of this one (lint checks that they import nothing else of it). Only the
// orders' query: the product cards that import it are on the first load.
export { getMyOrdersQueryOptions } from './api/get-my-orders';

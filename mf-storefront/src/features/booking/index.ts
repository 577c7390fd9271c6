// What other features may import of this one (lint checks that they import nothing else of it). The booking
// window itself stays out: it loads on demand, and the product cards that import this are on the first load.
export { BookingModalOnDemand } from './BookingModalOnDemand';
export { useCarRelation } from './use-car-relation';

// What other features may import of this one (lint checks that they import nothing else of it).
export { CompareBar } from './CompareBar';
export { CompareToggle } from './CompareToggle';
export { useCompareStore } from './compare-store';

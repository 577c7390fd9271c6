// What other features may import of this one (lint checks that they import nothing else of it).
export { SaveSearch } from './SaveSearch';

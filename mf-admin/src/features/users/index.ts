// What other features may import of this one (lint checks that they import nothing else of it).
export { ALL_USERS_KEY } from './api/get-users';

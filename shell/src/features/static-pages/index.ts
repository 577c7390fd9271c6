// What other features may import of this one (lint checks that they import nothing else of it).
export { MessagePage } from './components/MessagePage';
export { WrongRolePage, type WrongRolePageProps } from './components/WrongRolePage';

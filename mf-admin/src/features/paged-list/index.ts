// What other features may import of this one (lint checks that they import nothing else of it).
export { ADMIN_PAGE_SIZE, serverPageQueryOptions, type ServerPage } from './server-page';
export { ServerPagedTable, type ServerPagedTableProps } from './ServerPagedTable';

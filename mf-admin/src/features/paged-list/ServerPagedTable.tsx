// An admin list a server page at a time: the page's rows in a ConsoleTable with pages counted from the server's
// total (X-Total-Count), or, when the request failed, the error with Try again instead of the table. The page shown
// is the URL's (useListParams), which the caller's query reads too.
import type { UseQueryResult } from '@tanstack/react-query';
import { ConsoleTable, type ConsoleTableProps } from '@usedcars/shared-ui/components/ConsoleTable';
import { EmptyState } from '@usedcars/shared-ui/components/EmptyState';
import { QueryError } from '@usedcars/shared-ui/components/QueryError';
import type { ServerPage } from './server-page';
import { useListParams } from './use-list-params';

export interface ServerPagedTableProps<Row> extends Omit<
  ConsoleTableProps<Row>,
  'dataSource' | 'loading' | 'locale' | 'pagination'
> {
  query: UseQueryResult<ServerPage<Row>>;
  /** What failed, e.g. 'Users could not be loaded.' */
  errorTitle: string;
  /** Shown when the list has no rows. */
  emptyTitle?: string;
  pageSize: number;
}

export function ServerPagedTable<Row extends object>({
  query,
  errorTitle,
  emptyTitle = 'Not Found',
  pageSize,
  ...table
}: ServerPagedTableProps<Row>) {
  const { page, setPage } = useListParams();
  if (query.isError) {
    return <QueryError error={query.error} onRetry={() => void query.refetch()} title={errorTitle} />;
  }
  return (
    <ConsoleTable<Row>
      {...table}
      dataSource={query.data?.rows ?? []}
      loading={query.isPending}
      locale={{ emptyText: query.isPending ? ' ' : <EmptyState title={emptyTitle} /> }}
      pagination={{
        current: page,
        pageSize,
        total: query.data?.total ?? 0,
        showSizeChanger: false,
        hideOnSinglePage: true,
        onChange: setPage,
      }}
    />
  );
}

// A failed request, said clearly instead of a blank page, with a way to try again.
import { Alert, Button } from 'antd';
import { isApiError } from '@usedcars/shared-ui/api/client';

export interface QueryErrorProps {
  error: unknown;
  onRetry?: () => void;
  title?: string;
}

export function QueryError({
  error,
  onRetry,
  title = 'Something went wrong while loading this page.',
}: QueryErrorProps) {
  const detail = isApiError(error) ? error.body.message : error instanceof Error ? error.message : undefined;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={title}
      description={detail}
      action={
        onRetry ? (
          <Button size="small" onClick={onRetry}>
            Try again
          </Button>
        ) : undefined
      }
      style={{ margin: '24px 0' }}
    />
  );
}

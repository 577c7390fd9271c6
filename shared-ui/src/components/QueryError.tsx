// A failed request, said clearly instead of a blank page, with a way to try again. Plain (no antd): the home
// page shows it when its lists fail.
import { isApiError } from '@usedcars/shared-ui/api/client';
import { injectPlainStyles } from '@usedcars/shared-ui/plain/styles';

injectPlainStyles();

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
    <div role="alert" className="uc-alert">
      <div className="uc-alert-text">
        <p className="uc-alert-title">{title}</p>
        {detail ? <p className="uc-alert-detail">{detail}</p> : null}
      </div>
      {onRetry ? (
        <button type="button" className="uc-button" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}

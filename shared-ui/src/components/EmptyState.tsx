// An empty or not-found result: 'Not Found', 'No Product Found', 'Empty Wish List', ... Plain (no antd).
import type { ReactNode } from 'react';
import { injectPlainStyles } from '@usedcars/shared-ui/plain/styles';

injectPlainStyles();

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** Something to do next, e.g. a link home. */
  action?: ReactNode;
}

export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <div className="uc-empty">
      <h3 className="uc-heading" style={{ marginBottom: 4 }}>
        {title}
      </h3>
      {description ? <div className="uc-secondary">{description}</div> : null}
      {action ? <div style={{ marginTop: 16 }}>{action}</div> : null}
    </div>
  );
}

// An empty or not-found result: 'Not Found', 'No Product Found', 'Empty Wish List', ...
import { Empty, Typography } from 'antd';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** Something to do next, e.g. a link home. */
  action?: ReactNode;
}

export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <Empty
      style={{ padding: '48px 0' }}
      description={
        <>
          <Typography.Title level={3} style={{ marginBottom: 4 }}>
            {title}
          </Typography.Title>
          {description ? <Typography.Text type="secondary">{description}</Typography.Text> : null}
        </>
      }
    >
      {action}
    </Empty>
  );
}

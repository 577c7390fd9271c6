import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { PageTitle } from '@usedcars/shared-ui/components/PageTitle';

/** The narrow centred card of /login and /signup. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card style={{ maxWidth: 440, margin: '24px auto' }}>
      <PageTitle>{title}</PageTitle>
      <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0, textAlign: 'center' }}>
        {title}
      </Typography.Title>
      {children}
    </Card>
  );
}

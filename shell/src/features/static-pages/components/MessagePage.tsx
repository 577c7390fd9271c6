import { Result, type ResultProps } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageTitle } from '@usedcars/shared-ui/components/PageTitle';

export interface MessagePageProps {
  status?: ResultProps['status'];
  title: string;
  /** The browser tab's title, when it should be shorter than `title`. */
  pageTitle?: string;
  children?: ReactNode;
}

/** A one-message page (404, a page for another role) with the way back home. */
export function MessagePage({ status = 'info', title, pageTitle = title, children }: MessagePageProps) {
  return (
    <>
      <PageTitle>{pageTitle}</PageTitle>
      <Result
        status={status}
        title={<h1 style={{ fontSize: 28, margin: 0 }}>{title}</h1>}
        subTitle={children}
        extra={
          <Link to="/" className="app-cta-link">
            Back to homepage
          </Link>
        }
      />
    </>
  );
}

// /notifications (logged-in only; the shell guards it): the user's notifications, newest first, paged. Opening one
// marks it read and follows its link; "Mark all as read" clears the bell.
import type { AppNotification } from '@usedcars/contract/types';
import { NOTIFICATION_PAGE_SIZE_DEFAULT } from '@usedcars/contract/types';
import { ALERT_MESSAGES } from '@usedcars/contract/alerts-messages';
import { EmptyState } from '@usedcars/shared-ui/components/EmptyState';
import { PageTitle } from '@usedcars/shared-ui/components/PageTitle';
import { formatDateTime } from '@usedcars/shared-ui/format';
import { QueryError } from '@usedcars/shared-ui/components/QueryError';
import { Button, Pagination, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from '../features/alerts/api';

export default function NotificationsPage() {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, error, refetch } = useNotifications(page);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const navigate = useNavigate();

  const open = (notification: AppNotification) => {
    if (!notification.read) markRead.mutate(notification._id);
    navigate(notification.link);
  };

  const anyUnread = data?.items.some((n) => !n.read) ?? false;

  return (
    <>
      <PageTitle>Notifications</PageTitle>
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 8,
          alignItems: 'baseline',
          justifyContent: 'space-between',
        }}
      >
        <Typography.Title level={1}>Notifications</Typography.Title>
        <div style={{ display: 'flex', gap: 8 }}>
          <Link to="/saved-searches">Saved searches</Link>
          <Button onClick={() => markAll.mutate()} disabled={!anyUnread} loading={markAll.isPending}>
            Mark all as read
          </Button>
        </div>
      </div>
      {isPending ? (
        <Skeleton active />
      ) : isError ? (
        <QueryError
          error={error}
          onRetry={() => void refetch()}
          title="Your notifications could not be loaded."
        />
      ) : data.items.length === 0 ? (
        <EmptyState title={ALERT_MESSAGES.noNotifications} action={<Link to="/cars">Browse cars</Link>} />
      ) : (
        <>
          <ul aria-label="Notifications" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {data.items.map((notification) => (
              <li key={notification._id} style={{ borderBottom: '1px solid #f0f0f0' }}>
                <a
                  href={notification.link}
                  onClick={(event) => {
                    event.preventDefault();
                    open(notification);
                  }}
                  style={{
                    display: 'block',
                    padding: '12px 8px',
                    color: 'inherit',
                    background: notification.read ? undefined : '#fff7e6',
                  }}
                >
                  <span style={{ display: 'block', fontWeight: notification.read ? 400 : 600 }}>
                    {notification.read ? null : <span style={{ color: '#ad4e00', marginRight: 6 }}>New</span>}
                    {notification.title}
                  </span>
                  <span style={{ display: 'block' }}>{notification.text}</span>
                  <span className="uc-secondary" style={{ display: 'block', fontSize: 13 }}>
                    {formatDateTime(notification.date)}
                  </span>
                </a>
              </li>
            ))}
          </ul>
          {data.total > NOTIFICATION_PAGE_SIZE_DEFAULT ? (
            <Pagination
              style={{ marginTop: 16, justifyContent: 'center' }}
              current={page}
              pageSize={NOTIFICATION_PAGE_SIZE_DEFAULT}
              total={data.total}
              onChange={setPage}
              showSizeChanger={false}
            />
          ) : null}
        </>
      )}
    </>
  );
}

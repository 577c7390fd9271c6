// The admin's list of accounts: Name with a role badge, Email, Register Date, Verified toggle, Action (Delete,
// never for an admin or for yourself). On a phone the e-mail and register date fold into the expandable line.
import type { Role, User } from '@usedcars/shared-ui/api/types';
import { ConsoleTable, type ConsoleColumn } from '@usedcars/shared-ui/components/ConsoleTable';
import { EmptyState } from '@usedcars/shared-ui/components/EmptyState';
import { formatDate } from '@usedcars/shared-ui/format';
import { Button, Flex, Switch, Tag } from 'antd';

const ROLE_COLORS: Record<Role, string> = { Admin: 'red', Seller: 'blue', Buyer: 'green' };

export interface UsersTableProps {
  users: User[];
  loading: boolean;
  /** The signed-in admin, who cannot delete themselves. */
  currentUid: string | undefined;
  /** The uid whose verified flag is being saved. */
  savingUid: string | undefined;
  onVerifiedChange: (user: User, verified: boolean) => void;
  onDelete: (user: User) => void;
  /** The server's pages: which one is shown, of how many users. */
  pagination: { current: number; pageSize: number; total: number; onChange: (page: number) => void };
}

export function canDelete(user: User, currentUid: string | undefined): boolean {
  return user.role !== 'Admin' && user.uid !== currentUid;
}

export function UsersTable({
  users,
  loading,
  currentUid,
  savingUid,
  onVerifiedChange,
  onDelete,
  pagination,
}: UsersTableProps) {
  const columns: ConsoleColumn<User>[] = [
    {
      key: 'name',
      title: 'Name',
      userText: true,
      render: (_, user) => (
        <Flex gap={8} align="center" wrap>
          <span>{user.displayName}</span>
          <Tag color={ROLE_COLORS[user.role]}>{user.role}</Tag>
        </Flex>
      ),
    },
    { key: 'email', title: 'Email', dataIndex: 'email', fold: true, userText: true },
    { key: 'date', title: 'Register Date', fold: true, render: (_, user) => formatDate(user.date) },
    {
      key: 'verified',
      title: 'Verified',
      render: (_, user) => (
        <Switch
          checked={user.verified}
          loading={savingUid === user.uid}
          aria-label={`Verified ${user.displayName}`}
          onChange={(checked) => onVerifiedChange(user, checked)}
        />
      ),
    },
    {
      key: 'action',
      title: 'Action',
      render: (_, user) =>
        canDelete(user, currentUid) ? (
          <Button
            danger
            size="small"
            aria-label={`Delete ${user.displayName}`}
            onClick={() => onDelete(user)}
          >
            Delete
          </Button>
        ) : null,
    },
  ];

  return (
    <ConsoleTable<User>
      rowKey="uid"
      columns={columns}
      dataSource={users}
      loading={loading}
      pagination={{ ...pagination, showSizeChanger: false, hideOnSinglePage: true }}
      locale={{ emptyText: loading ? ' ' : <EmptyState title="Not Found" /> }}
    />
  );
}

// The admin's list of accounts: Name with a role badge (and Suspended), Email, Register Date, Verified toggle,
// Action (Lift suspension; Delete, never for an admin or for yourself). On a phone the e-mail and register date fold into the expandable line.
import type { Role, User } from '@usedcars/contract/types';
import type { ConsoleColumn } from '@usedcars/shared-ui/components/ConsoleTable';
import { formatDate } from '@usedcars/shared-ui/format';
import { RowDangerButton } from '@usedcars/shared-ui/components/RowDangerButton';
import { Button, Flex, Switch, Tag } from 'antd';
import { ServerPagedTable, type ServerPagedTableProps } from '../../paged-list';

const ROLE_COLORS: Record<Role, string> = { Admin: 'red', Seller: 'blue', Buyer: 'green' };

export interface UsersTableProps extends Omit<ServerPagedTableProps<User>, 'columns' | 'rowKey'> {
  /** The signed-in admin, who cannot delete themselves. */
  currentUid: string | undefined;
  /** The uid whose verified flag is being saved. */
  savingUid: string | undefined;
  onVerifiedChange: (user: User, verified: boolean) => void;
  onDelete: (user: User) => void;
  onLiftSuspension: (user: User) => void;
}

export function canDelete(user: User, currentUid: string | undefined): boolean {
  return user.role !== 'Admin' && user.uid !== currentUid;
}

export function UsersTable({
  currentUid,
  savingUid,
  onVerifiedChange,
  onDelete,
  onLiftSuspension,
  ...list
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
          {user.suspended ? <Tag color="volcano">Suspended</Tag> : null}
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
      render: (_, user) => (
        <Flex gap={8} wrap>
          {user.suspended ? (
            <Button
              size="small"
              aria-label={`Lift the suspension of ${user.displayName}`}
              onClick={() => onLiftSuspension(user)}
            >
              Lift suspension
            </Button>
          ) : null}
          {canDelete(user, currentUid) ? (
            <RowDangerButton action="Delete" target={user.displayName} onClick={() => onDelete(user)} />
          ) : null}
        </Flex>
      ),
    },
  ];

  return <ServerPagedTable<User> rowKey="uid" columns={columns} {...list} />;
}

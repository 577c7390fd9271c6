// /admin/users (spec §2 'Admin All Users'): role filter with Reset Filters, the users table, verify toggle
// and delete with confirmation; spec §8 for a delete the server refuses for the session. The role filter is kept
// in the URL (?role=Seller), so the dashboard's figures link to filtered lists.
import { apiErrorMessage, isApiError } from '@usedcars/shared-ui/api/client';
import { ADMIN_USER_MESSAGES } from '@usedcars/shared-ui/api/messages';
import { ROLES, type Role, type User } from '@usedcars/shared-ui/api/types';
import { useAuthStore } from '@usedcars/shared-ui/auth/auth-store';
import { ConfirmModal } from '@usedcars/shared-ui/components/ConfirmModal';
import { QueryError } from '@usedcars/shared-ui/components/QueryError';
import { Button, Flex, Select, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useDeleteUser } from '../features/users/api/delete-user';
import { useUsers } from '../features/users/api/get-users';
import { useSetUserVerified } from '../features/users/api/set-user-verified';
import { UsersTable } from '../features/users/components/UsersTable';
import { message } from '@usedcars/shared-ui/feedback/message';
import { PageTitle } from '@usedcars/shared-ui/components/PageTitle';

export default function UsersPage() {
  const navigate = useNavigate();
  const currentUid = useAuthStore((state) => state.user?.uid);
  const [searchParams, setSearchParams] = useSearchParams();
  const role = ROLES.find((value) => value === searchParams.get('role'));
  const [toDelete, setToDelete] = useState<User | null>(null);
  const users = useUsers(role);
  const setVerified = useSetUserVerified();
  const deleteUser = useDeleteUser();

  const setRole = (value: Role | undefined) => {
    const next = new URLSearchParams(searchParams);
    if (value) next.set('role', value);
    else next.delete('role');
    setSearchParams(next);
  };

  const changeVerified = (user: User, verified: boolean) =>
    setVerified.mutate(
      { uid: user.uid, verified },
      {
        onSuccess: () => void message.success(ADMIN_USER_MESSAGES.verifiedUpdated),
        onError: (error) => void message.error(apiErrorMessage(error, 'The verified status was not saved.')),
      },
    );

  const confirmDelete = () => {
    if (!toDelete) return;
    const { uid, displayName } = toDelete;
    deleteUser.mutate(uid, {
      onSuccess: () => {
        setToDelete(null);
        void message.success(ADMIN_USER_MESSAGES.deleted(displayName));
      },
      onError: (error) => {
        setToDelete(null);
        if (isApiError(error) && (error.status === 401 || error.status === 403)) {
          void message.error(ADMIN_USER_MESSAGES.sessionExpired);
          useAuthStore.getState().logout();
          navigate('/login');
          return;
        }
        void message.error(apiErrorMessage(error, `${displayName} was not deleted.`));
      },
    });
  };

  return (
    <section>
      <PageTitle>All Users</PageTitle>
      <Typography.Title level={1}>All Users</Typography.Title>
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <Select<Role>
          aria-label="Filter by role"
          placeholder="Filter by role"
          style={{ minWidth: 180 }}
          value={role}
          onChange={setRole}
          options={ROLES.map((value) => ({ value, label: value }))}
        />
        <Button onClick={() => setRole(undefined)} disabled={role === undefined}>
          Reset Filters
        </Button>
      </Flex>
      {users.isError ? (
        <QueryError
          error={users.error}
          onRetry={() => void users.refetch()}
          title="Users could not be loaded."
        />
      ) : (
        <UsersTable
          users={users.data ?? []}
          loading={users.isPending}
          currentUid={currentUid}
          savingUid={setVerified.isPending ? setVerified.variables?.uid : undefined}
          onVerifiedChange={changeVerified}
          onDelete={setToDelete}
        />
      )}
      <ConfirmModal
        open={toDelete !== null}
        title="Delete user"
        message={toDelete ? ADMIN_USER_MESSAGES.confirmDelete(toDelete.displayName) : ''}
        loading={deleteUser.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}

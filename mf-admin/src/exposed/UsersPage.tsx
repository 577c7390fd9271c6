// /admin/users, All Users: a search by name or email, role filter with Reset Filters, the users table a page at a
// time, verify toggle and delete with confirmation; a delete refused because the session expired says so, logs
// out and goes to the login page. The search, role and page are kept in the URL (?role=Seller), so the dashboard's
// figures link to filtered lists.
import { apiErrorMessage, isApiError } from '@usedcars/shared-ui/api/client';
import { ADMIN_USER_MESSAGES } from '@usedcars/contract/messages';
import { ROLES, type Role, type User } from '@usedcars/contract/types';
import { useAuthStore } from '@usedcars/shared-ui/auth/auth-store';
import { useRowConfirm } from '@usedcars/shared-ui/components/ConfirmModal';
import { Button, Flex, Select, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { ListSearch } from '../features/paged-list/ListSearch';
import { useListParams } from '../features/paged-list/use-list-params';
import { useDeleteUser } from '../features/users/api/delete-user';
import { USERS_PAGE_SIZE, useUsers } from '../features/users/api/get-users';
import { useSetUserSuspended } from '../features/users/api/set-user-suspended';
import { useSetUserVerified } from '../features/users/api/set-user-verified';
import { UsersTable } from '../features/users/components/UsersTable';
import { message } from '@usedcars/shared-ui/feedback/message';
import { PageTitle } from '@usedcars/shared-ui/components/PageTitle';

export default function UsersPage() {
  const navigate = useNavigate();
  const currentUid = useAuthStore((state) => state.user?.uid);
  const { searchParams, page, q, setParam, resetParams } = useListParams();
  const role = ROLES.find((value) => value === searchParams.get('role'));
  const users = useUsers({ role, q, page });
  const setVerified = useSetUserVerified();
  const deleteUser = useDeleteUser();
  const setSuspended = useSetUserSuspended();

  const resetFilters = () => resetParams(['role', 'q']);

  const changeVerified = (user: User, verified: boolean) =>
    setVerified.mutate(
      { uid: user.uid, verified },
      {
        onSuccess: () => void message.success(ADMIN_USER_MESSAGES.verifiedUpdated),
        onError: (error) => void message.error(apiErrorMessage(error, 'The verified status was not saved.')),
      },
    );

  const confirmDelete = useRowConfirm<User>({
    title: 'Delete user',
    message: (user) => ADMIN_USER_MESSAGES.confirmDelete(user.displayName),
    loading: deleteUser.isPending,
    onConfirm: ({ uid, displayName }, close) =>
      deleteUser.mutate(uid, {
        onSettled: close,
        onSuccess: () => void message.success(ADMIN_USER_MESSAGES.deleted(displayName)),
        onError: (error) => {
          if (isApiError(error) && (error.status === 401 || error.status === 403)) {
            void message.error(ADMIN_USER_MESSAGES.sessionExpired);
            useAuthStore.getState().logout();
            navigate('/login');
            return;
          }
          void message.error(apiErrorMessage(error, `${displayName} was not deleted.`));
        },
      }),
  });

  const confirmLift = useRowConfirm<User>({
    title: 'Lift suspension',
    message: (user) => `Lift the suspension of ${user.displayName}? They can sign in and make changes again.`,
    loading: setSuspended.isPending,
    onConfirm: ({ uid, displayName }, close) =>
      setSuspended.mutate(
        { uid, suspended: false },
        {
          onSettled: close,
          onSuccess: () => void message.success(`${displayName} can sign in again.`),
          onError: (error) =>
            void message.error(apiErrorMessage(error, `The suspension of ${displayName} was not lifted.`)),
        },
      ),
  });

  return (
    <section>
      <PageTitle>All Users</PageTitle>
      <Typography.Title level={1}>All Users</Typography.Title>
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <ListSearch
          q={q}
          aria-label="Search by name or email"
          placeholder="Search by name or email"
          style={{ width: 340, maxWidth: '100%' }}
          onSearch={(value) => setParam('q', value)}
        />
        <Select<Role>
          aria-label="Filter by role"
          placeholder="Filter by role"
          style={{ minWidth: 180 }}
          value={role}
          onChange={(value) => setParam('role', value)}
          options={ROLES.map((value) => ({ value, label: value }))}
        />
        <Button onClick={resetFilters} disabled={role === undefined && q === undefined}>
          Reset Filters
        </Button>
      </Flex>
      <UsersTable
        query={users}
        errorTitle="Users could not be loaded."
        pageSize={USERS_PAGE_SIZE}
        currentUid={currentUid}
        savingUid={setVerified.isPending ? setVerified.variables?.uid : undefined}
        onVerifiedChange={changeVerified}
        onDelete={confirmDelete.ask}
        onLiftSuspension={confirmLift.ask}
      />
      {confirmDelete.modal}
      {confirmLift.modal}
    </section>
  );
}

// Notifications and saved searches: reads and writes. Every notification read is under [NOTIFICATIONS_KEY], so a
// change refreshes the list and the header's count together.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Acknowledged,
  type AppNotification,
  type CreateSavedSearchRequest,
  NOTIFICATION_PAGE_SIZE_DEFAULT,
  type SavedSearch,
  type UpdateSavedSearchRequest,
} from '@usedcars/contract/types';
import { apiRequest, apiRequestWithHeaders, readTotalCount } from '@usedcars/shared-ui/api/client';
import { NOTIFICATIONS_KEY } from '@usedcars/shared-ui/api/notifications/unread-notifications';
import { selectUser, useAuthStore } from '@usedcars/shared-ui/auth/auth-store';
import { refetchAfterChange, USER_DATA_META } from '@usedcars/shared-ui/query/query-client';

export const SAVED_SEARCHES_KEY = 'saved-searches';

export interface NotificationPage {
  items: AppNotification[];
  total: number;
}

export function useNotifications(page: number) {
  const uid = useAuthStore(selectUser)?.uid ?? '';
  return useQuery({
    queryKey: [NOTIFICATIONS_KEY, 'list', uid, page],
    queryFn: async ({ signal }): Promise<NotificationPage> => {
      const { data, headers } = await apiRequestWithHeaders<AppNotification[]>('/notifications', {
        params: { page, pageSize: NOTIFICATION_PAGE_SIZE_DEFAULT },
        signal,
      });
      return { items: data, total: readTotalCount(headers, data.length) };
    },
    enabled: uid !== '',
    placeholderData: keepPreviousData,
    meta: USER_DATA_META,
  });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<Acknowledged>(`/notifications/${encodeURIComponent(id)}/read`, { method: 'POST' }),
    onSettled: () => refetchAfterChange(queryClient, [NOTIFICATIONS_KEY]),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<Acknowledged>('/notifications/read-all', { method: 'POST' }),
    onSettled: () => refetchAfterChange(queryClient, [NOTIFICATIONS_KEY]),
  });
}

export function useSavedSearches() {
  const uid = useAuthStore(selectUser)?.uid ?? '';
  return useQuery({
    queryKey: [SAVED_SEARCHES_KEY, uid],
    queryFn: ({ signal }) => apiRequest<SavedSearch[]>('/saved-searches', { signal }),
    enabled: uid !== '',
    meta: USER_DATA_META,
  });
}

export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSavedSearchRequest) =>
      apiRequest<SavedSearch>('/saved-searches', { method: 'POST', body }),
    onSuccess: () => refetchAfterChange(queryClient, [SAVED_SEARCHES_KEY]),
  });
}

export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateSavedSearchRequest & { id: string }) =>
      apiRequest<SavedSearch>(`/saved-searches/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
    onSettled: () => refetchAfterChange(queryClient, [SAVED_SEARCHES_KEY]),
  });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<Acknowledged>(`/saved-searches/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => refetchAfterChange(queryClient, [SAVED_SEARCHES_KEY]),
  });
}

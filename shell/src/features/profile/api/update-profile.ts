// PATCH /api/users/me: change the caller's display name or photo; answers the updated user.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@usedcars/shared-ui/api/client';
import type { UpdateProfileRequest, User } from '@usedcars/contract/types';
import { useAuthStore } from '@usedcars/shared-ui/auth/auth-store';

export function updateProfile(changes: UpdateProfileRequest): Promise<User> {
  return apiRequest<User>('/users/me', { method: 'PATCH', body: changes });
}

/** Updates the profile and the signed-in user everywhere on the page (header avatar included). */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => useAuthStore.getState().setUser(user),
  });
}

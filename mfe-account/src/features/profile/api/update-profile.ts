import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateProfile } from '@voice/api-client';
import type { ProfileUpdatePayload, User } from '@voice/contracts';
import { useSession } from '@voice/session';
import { profileQueryKey } from './get-profile';

/**
 * POST /api/user (multipart). On success the returned user fields are merged into the cached user
 * (spec 000 §7) and into the profile query.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const mergeUser = useSession((s) => s.mergeUser);
  return useMutation({
    mutationFn: (payload: ProfileUpdatePayload) => updateProfile(payload),
    onSuccess: (reply) => {
      const fields = reply.data ?? {};
      mergeUser(fields);
      queryClient.setQueryData<User>(profileQueryKey, (user) =>
        user ? { ...user, ...fields } : user,
      );
    },
  });
}

import { useMutation } from '@tanstack/react-query';
import { changePassword } from '@voice/api-client';
import type { ChangePasswordPayload } from '@voice/contracts';

/** PUT /api/user/password. The server signs out the user's other sessions; this one stays. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (payload: ChangePasswordPayload) => changePassword(payload),
  });
}

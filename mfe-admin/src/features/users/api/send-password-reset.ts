import { useMutation } from '@tanstack/react-query';
import { sendConsoleUserPasswordReset } from '@voice/api-client';

/** POST /api/admin/users/{id}/password-reset: emails the user a reset link. */
export function useSendPasswordReset() {
  return useMutation({ mutationFn: (id: number) => sendConsoleUserPasswordReset(id) });
}

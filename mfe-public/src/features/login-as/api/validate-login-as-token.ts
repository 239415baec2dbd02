import { useMutation } from '@tanstack/react-query';
import { validateLoginAsToken } from '@voice/api-client';

/** POST /api/validate-login-as-token: exchanges a one-time login-as token for a session (spec 000 §4). */
export function useValidateLoginAsTokenMutation() {
  return useMutation({ mutationFn: validateLoginAsToken });
}

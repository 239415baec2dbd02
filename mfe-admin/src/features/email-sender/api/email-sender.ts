import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getEmailSender,
  removeSenderSmtp,
  saveEmailSender,
  sendSenderTestEmail,
  verifyEmailSender,
} from '@voice/api-client';
import type { EmailSenderPayload } from '@voice/contracts/schemas';

/** The reseller's own sender: GET /api/admin/email-sender. */
export const emailSenderQueryKey = ['admin', 'email-sender'] as const;

export function useEmailSenderQuery() {
  return useQuery({
    queryKey: emailSenderQueryKey,
    queryFn: async () => (await getEmailSender()).data,
  });
}

/** PUT, verify and DELETE smtp answer the sender after the change: it replaces the cached one. */
function useSenderChange<Input>(change: (input: Input) => ReturnType<typeof saveEmailSender>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (reply) => client.setQueryData(emailSenderQueryKey, reply.data),
  });
}

export const useSaveEmailSender = () =>
  useSenderChange((payload: EmailSenderPayload) => saveEmailSender(payload));
export const useVerifyEmailSender = () => useSenderChange(() => verifyEmailSender());
export const useRemoveSenderSmtp = () => useSenderChange(() => removeSenderSmtp());

/** POST /api/admin/email-sender/test: nothing cached changes. */
export function useSendTestEmail() {
  return useMutation({ mutationFn: () => sendSenderTestEmail() });
}

import { useMutation } from '@tanstack/react-query';
import { rotateWebhookSecret } from '@voice/api-client';

/** The signing secret as shown once, with the header names a delivery carries. */
export interface SigningSecret {
  secret: string;
  signatureHeader: string;
  timestampHeader: string;
}

export const DEFAULT_SIGNATURE_HEADER = 'x-webhook-signature';
export const DEFAULT_TIMESTAMP_HEADER = 'x-webhook-timestamp';

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * POST /api/assistants/{id}/webhook-secret: a new secret replaces the old one, returned this once. Nothing to
 * invalidate: no query holds the secret. A reply without a secret is an error (nothing could be shown).
 */
export function useRotateWebhookSecret() {
  return useMutation({
    mutationFn: async (assistantId: string): Promise<SigningSecret> => {
      const reply = await rotateWebhookSecret(assistantId);
      const secret = text(reply?.data?.secret);
      if (!secret) throw new Error('Unexpected reply from the server');
      return {
        secret,
        signatureHeader: text(reply.data.signature_header) ?? DEFAULT_SIGNATURE_HEADER,
        timestampHeader: text(reply.data.timestamp_header) ?? DEFAULT_TIMESTAMP_HEADER,
      };
    },
  });
}

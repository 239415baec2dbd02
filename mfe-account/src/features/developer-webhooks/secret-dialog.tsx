import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { WebhookEndpointSecret } from '@voice/contracts';
import { HowToUse, ShownOnceDialog } from '@voice/ui/widgets';

export const SECRET_ONCE_WARNING = msg`Copy it now: you won't be able to see it again.`;

/** What the signature is the HMAC of (placeholders of the receiver's own, shown as they are). */
const SIGNED_PAYLOAD = '{timestamp}.{raw body}';

export interface ShownSecret extends WebhookEndpointSecret {
  /** The endpoint's URL, so the dialog says which endpoint the secret signs for. */
  url: string;
}

/**
 * An endpoint's signing secret, just created or rolled: shown this once, with how a receiver checks a delivery
 * with it.
 */
export function SecretDialog({
  shown,
  onClose,
}: {
  shown: ShownSecret | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const url = shown?.url ?? '';
  const timestampHeader = shown?.timestamp_header;
  const signatureHeader = shown?.signature_header;
  const signed = SIGNED_PAYLOAD;
  return (
    <ShownOnceDialog
      shown={shown && { value: shown.secret, label: t`Signing secret for ${url}` }}
      title={t`Your signing secret`}
      warning={t(SECRET_ONCE_WARNING)}
      noun={t`secret`}
      doneText={t`Done`}
      onClose={onClose}
    >
      {shown ? (
        <HowToUse>
          <Trans>
            Every delivery carries <code>{timestampHeader}</code> (Unix seconds) and{' '}
            <code>{signatureHeader}</code>: <code>sha256=</code> and the hex HMAC-SHA256 of{' '}
            <code>{signed}</code> with this secret. Compare it with a timing-safe comparison and
            reject timestamps older than 5 minutes.
          </Trans>
        </HowToUse>
      ) : null}
    </ShownOnceDialog>
  );
}

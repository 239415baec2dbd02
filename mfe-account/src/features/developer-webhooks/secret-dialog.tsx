import type { WebhookEndpointSecret } from '@voice/contracts';
import { HowToUse, ShownOnceDialog } from '@voice/ui/widgets';

export const SECRET_ONCE_WARNING = "Copy it now: you won't be able to see it again.";

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
  return (
    <ShownOnceDialog
      shown={shown && { value: shown.secret, label: `Signing secret for ${shown.url}` }}
      title="Your signing secret"
      warning={SECRET_ONCE_WARNING}
      noun="secret"
      doneText="Done"
      onClose={onClose}
    >
      {shown ? (
        <HowToUse>
          Every delivery carries <code>{shown.timestamp_header}</code> (Unix seconds) and{' '}
          <code>{shown.signature_header}</code>: <code>sha256=</code> and the hex HMAC-SHA256 of{' '}
          <code>{'{timestamp}.{raw body}'}</code> with this secret. Compare it with a timing-safe
          comparison and reject timestamps older than 5 minutes.
        </HowToUse>
      ) : null}
    </ShownOnceDialog>
  );
}

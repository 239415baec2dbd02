import type { CreatedApiKey } from '@voice/contracts';
import { HowToUse, ShownOnceDialog } from '@voice/ui/widgets';

export const KEY_ONCE_WARNING =
  'Copy this key now and keep it somewhere safe: you will not see it again.';

/** A key just created: its value shown this once, with how a request sends it. */
export function KeyDialog({
  created,
  onClose,
}: {
  created: CreatedApiKey | null;
  onClose: () => void;
}) {
  return (
    <ShownOnceDialog
      shown={created && { value: created.plain_key, label: `API key “${created.key.name}”` }}
      title="Your new API key"
      warning={KEY_ONCE_WARNING}
      noun="key"
      doneText="I have copied it"
      onClose={onClose}
    >
      {created ? (
        <HowToUse>
          Send it with every request as{' '}
          <code>Authorization: Bearer {created.plain_key.slice(0, 8)}…</code> to the API under{' '}
          <code>/api/v1/</code>. Treat it like a password: whoever holds it acts as you within its
          scopes.
        </HowToUse>
      ) : null}
    </ShownOnceDialog>
  );
}

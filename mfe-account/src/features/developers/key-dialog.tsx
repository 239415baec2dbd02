import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CreatedApiKey } from '@voice/contracts';
import { HowToUse, ShownOnceDialog } from '@voice/ui/widgets';

export const KEY_ONCE_WARNING = msg`Copy this key now and keep it somewhere safe: you will not see it again.`;

/** A key just created: its value shown this once, with how a request sends it. */
export function KeyDialog({
  created,
  onClose,
}: {
  created: CreatedApiKey | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const name = created?.key.name ?? '';
  const start = created?.plain_key.slice(0, 8) ?? '';
  return (
    <ShownOnceDialog
      shown={created && { value: created.plain_key, label: t`API key “${name}”` }}
      title={t`Your new API key`}
      warning={t(KEY_ONCE_WARNING)}
      noun={t`key`}
      doneText={t`I have copied it`}
      onClose={onClose}
    >
      {created ? (
        <HowToUse>
          <Trans>
            Send it with every request as <code>Authorization: Bearer {start}…</code> to the API
            under <code>/api/v1/</code>. Treat it like a password: whoever holds it acts as you
            within its scopes.
          </Trans>
        </HowToUse>
      ) : null}
    </ShownOnceDialog>
  );
}

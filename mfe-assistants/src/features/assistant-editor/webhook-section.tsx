import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { EditorSection, TextField } from './form-controls';
import { SigningSecretControl } from './signing-secret';
import { WEBHOOK_INBOX_PATH } from '@voice/contracts/paths';

/**
 * 6. Webhook Configuration: an optional URL; when set, end-of-call reports are sent to it, signed with the
 * assistant's secret (created here once the assistant is saved). `assistantId` is null on create.
 */
export function WebhookSection({ assistantId = null }: { assistantId?: string | null }) {
  const { t } = useLingui();
  return (
    <EditorSection id="webhook" title={t`Webhook Configuration`}>
      <TextField
        path="metadata.webhook_url"
        label={t`Webhook URL`}
        type="url"
        placeholder="https://example.com/webhooks/calls"
        hint={
          <Trans>
            Optional. When set, an end-of-call report is sent to this URL after every call. New
            assistants start with your demo URL:{' '}
            <Link to={WEBHOOK_INBOX_PATH}>View deliveries</Link>, or replace it with your own.
          </Trans>
        }
      />
      <SigningSecretControl assistantId={assistantId} />
    </EditorSection>
  );
}

import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RemoteDeployKey } from '@voice/contracts';
import { Badge, Button, FormField, TextInput } from '@voice/ui';
import { HowToUse, ShownOnceDialog, type ShownOnce } from '@voice/ui/widgets';
import { useCreateDeployKey, useRevokeDeployKey } from './api/deploy-keys';
import { changeError } from './release-messages';

/** A remote's deploy keys: its CI publishes with one (`npm run release`); each shown once when created. */
export function DeployKeys({
  app,
  keys,
  onMessage,
}: {
  app: string;
  keys: RemoteDeployKey[];
  onMessage: (tone: 'success' | 'error', text: string) => void;
}) {
  const { t } = useLingui();
  const day = (iso: string | null) => (iso ? iso.slice(0, 10) : t`never`);
  const id = useId();
  const create = useCreateDeployKey();
  const revoke = useRevokeDeployKey();
  const [name, setName] = useState('');
  const [shown, setShown] = useState<ShownOnce | null>(null);
  const onCreate = () =>
    create.mutate(
      { app, name },
      {
        onSuccess: (reply) => {
          const keyName = reply.data.key.name;
          setName('');
          setShown({ value: reply.data.plain_key, label: t`Deploy key "${keyName}"` });
        },
        onError: (error) => onMessage('error', changeError(error)),
      },
    );
  return (
    <div>
      <h3>
        <Trans>Deploy keys</Trans>
      </h3>
      {keys.length === 0 ? (
        <p>
          <Trans>No deploy key yet: create one for the CI that publishes this remote.</Trans>
        </p>
      ) : null}
      <ul aria-label={t`Deploy keys of ${app}`} style={{ paddingLeft: '1.1rem' }}>
        {keys.map((key) => {
          const created = day(key.created_at);
          const used = day(key.last_used_at);
          return (
            <li key={key.id} style={{ marginBottom: '0.4rem' }}>
              <strong>{key.name}</strong> …{key.last4} ·{' '}
              <Trans>
                created {created} · last used {used}
              </Trans>{' '}
              {key.revoked_at ? (
                <Badge tone="neutral">{t`Revoked`}</Badge>
              ) : (
                <Button
                  size="sm"
                  variant="secondary"
                  busy={revoke.isPending && revoke.variables?.id === key.id}
                  onClick={() =>
                    revoke.mutate(
                      { app, id: key.id },
                      {
                        onSuccess: (reply) => onMessage('success', reply.message),
                        onError: (error) => onMessage('error', changeError(error)),
                      },
                    )
                  }
                >
                  <Trans>Revoke</Trans>
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onCreate();
        }}
        style={{ display: 'flex', gap: '0.5rem', alignItems: 'flex-end', flexWrap: 'wrap' }}
      >
        <FormField label={t`New key's name`} htmlFor={`${id}-name`}>
          <TextInput
            id={`${id}-name`}
            value={name}
            maxLength={100}
            placeholder={t`e.g. ${app} CI`}
            onChange={(event) => setName(event.target.value)}
          />
        </FormField>
        <Button
          type="submit"
          variant="secondary"
          busy={create.isPending}
          style={{ marginBottom: '1rem' }}
        >
          <Trans>Create deploy key</Trans>
        </Button>
      </form>
      <ShownOnceDialog
        shown={shown}
        title={t`Deploy key created`}
        warning={t`Copy the key now: it will not be shown again.`}
        noun={t`key`}
        doneText={t`Done`}
        onClose={() => setShown(null)}
      >
        <HowToUse>
          <Trans>
            Publish with it: <code>REMOTE_DEPLOY_KEY=… npm run release -- {app}</code> (or the
            header <code>X-Deploy-Key</code> of <code>POST /api/remote-releases/{app}</code>).
          </Trans>
        </HowToUse>
      </ShownOnceDialog>
    </div>
  );
}

import { useId, useState } from 'react';
import type { RemoteDeployKey } from '@voice/contracts';
import { Badge, Button, FormField, TextInput } from '@voice/ui';
import { HowToUse, ShownOnceDialog, type ShownOnce } from '@voice/ui/widgets';
import { useCreateDeployKey, useRevokeDeployKey } from './api/deploy-keys';
import { changeError } from './release-messages';

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : 'never');

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
          setName('');
          setShown({ value: reply.data.plain_key, label: `Deploy key "${reply.data.key.name}"` });
        },
        onError: (error) => onMessage('error', changeError(error)),
      },
    );
  return (
    <div>
      <h3>Deploy keys</h3>
      {keys.length === 0 ? (
        <p>No deploy key yet: create one for the CI that publishes this remote.</p>
      ) : null}
      <ul aria-label={`Deploy keys of ${app}`} style={{ paddingLeft: '1.1rem' }}>
        {keys.map((key) => (
          <li key={key.id} style={{ marginBottom: '0.4rem' }}>
            <strong>{key.name}</strong> …{key.last4} · created {day(key.created_at)} · last used{' '}
            {day(key.last_used_at)}{' '}
            {key.revoked_at ? (
              <Badge tone="neutral">Revoked</Badge>
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
                Revoke
              </Button>
            )}
          </li>
        ))}
      </ul>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onCreate();
        }}
        style={{ display: 'flex', gap: '0.5rem', alignItems: 'flex-end', flexWrap: 'wrap' }}
      >
        <FormField label="New key's name" htmlFor={`${id}-name`}>
          <TextInput
            id={`${id}-name`}
            value={name}
            maxLength={100}
            placeholder={`e.g. ${app} CI`}
            onChange={(event) => setName(event.target.value)}
          />
        </FormField>
        <Button
          type="submit"
          variant="secondary"
          busy={create.isPending}
          style={{ marginBottom: '1rem' }}
        >
          Create deploy key
        </Button>
      </form>
      <ShownOnceDialog
        shown={shown}
        title="Deploy key created"
        warning="Copy the key now: it will not be shown again."
        noun="key"
        doneText="Done"
        onClose={() => setShown(null)}
      >
        <HowToUse>
          Publish with it: <code>REMOTE_DEPLOY_KEY=… npm run release -- {app}</code> (or the header{' '}
          <code>X-Deploy-Key</code> of <code>POST /api/remote-releases/{app}</code>).
        </HowToUse>
      </ShownOnceDialog>
    </div>
  );
}

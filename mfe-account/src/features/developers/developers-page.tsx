import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { DOCS_PAGE_PATH, fillPath } from '@voice/contracts/paths';
import { serverMessage } from '@voice/api-client';
import type { ApiKey, CreatedApiKey } from '@voice/contracts';
import { Button, ConfirmDialog, PageContainer, PageHeader, QueryState, useToast } from '@voice/ui';
import { useApiKeysQuery, useCreateApiKey, useRevokeApiKey } from './api/api-keys';
import { ApiKeyForm } from './api-key-form';
import { ApiKeyList } from './api-key-list';
import { DevelopersNav } from './developers-nav';
import { KeyDialog } from './key-dialog';

const Guide = styled.p`
  margin: -0.5rem 0 1.5rem;
  font-size: 0.9375rem;
`;

/**
 * /developers: the signed-in user's API keys, for every role (a key acts as its owner, within its scopes). Create
 * (name, scopes, optional expiry; the key is shown once), the list with each key's last use, and revoke.
 */
export default function DevelopersPage() {
  const toast = useToast();
  const keys = useApiKeysQuery();
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const { t } = useLingui();
  const revokingName = revoking?.name ?? '';

  return (
    <PageContainer $width="72rem">
      <PageHeader
        title={t`Developers`}
        subtitle={t`API keys let your own code and automation tools (Zapier, Make, n8n...) use the API as you: create one per tool, with only the scopes it needs.`}
        actions={
          creating ? null : (
            <Button onClick={() => setCreating(true)}>
              <Trans>Create API key</Trans>
            </Button>
          )
        }
      />
      <DevelopersNav />
      <Guide>
        <Trans>
          New to the API? Start with the{' '}
          <Link to={fillPath(DOCS_PAGE_PATH, { category: 'developers', slug: 'api-quick-start' })}>
            API quick start
          </Link>{' '}
          or browse the <a href="/api/v1/docs">API reference</a>.
        </Trans>
      </Guide>
      {creating ? (
        <ApiKeyForm
          onCreate={async (payload) => {
            const result = await create.mutateAsync(payload);
            setCreating(false);
            setCreated(result);
          }}
          onCancel={() => setCreating(false)}
        />
      ) : null}
      <QueryState
        query={keys}
        loadingText={t`Loading API keys...`}
        failedText={t`The API keys could not be loaded.`}
        isEmpty={(list) => list.length === 0}
        empty={{
          title: t`No API keys yet`,
          description: t`Create a key to call the API from your own code or an automation tool. It is shown once, when it is created.`,
        }}
      >
        {(list) => (
          <ApiKeyList
            keys={list}
            revoking={revoke.isPending ? (revoke.variables ?? null) : null}
            onRevoke={setRevoking}
          />
        )}
      </QueryState>
      <ConfirmDialog
        open={revoking !== null}
        title={t`Revoke this API key?`}
        message={t`“${revokingName}” stops working within a second: every tool using it is refused from then on. This cannot be undone.`}
        confirmLabel={t`Revoke key`}
        busy={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          if (!revoking) return;
          const name = revoking.name;
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              toast.success(t`API key “${name}” revoked.`);
              setRevoking(null);
            },
            onError: (error) => {
              toast.error(
                serverMessage(error) ?? t`The key could not be revoked. Please try again.`,
              );
              setRevoking(null);
            },
          });
        }}
      />
      <KeyDialog
        created={created}
        onClose={() => {
          setCreated(null);
          // The mutation's result holds the key too: forget it with the dialog.
          create.reset();
        }}
      />
    </PageContainer>
  );
}

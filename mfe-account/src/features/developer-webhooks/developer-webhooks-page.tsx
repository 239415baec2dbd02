import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { serverMessage } from '@voice/api-client';
import type { WebhookEndpoint } from '@voice/contracts';
import { useSession } from '@voice/session';
import {
  Button,
  ConfirmDialog,
  idParam,
  PageContainer,
  PageHeader,
  QueryState,
  useToast,
  useUrlFilters,
} from '@voice/ui';
import {
  useDeleteEndpoint,
  useRollSecret,
  useSaveEndpoint,
  useSendTestEvent,
  useWebhookEndpointsQuery,
} from './api/webhook-endpoints';
import { DevelopersNav } from '../developers/developers-nav';
import { DeliveryLog } from './delivery-log';
import { EndpointForm } from './endpoint-form';
import { EndpointList } from './endpoint-list';
import { SecretDialog, type ShownSecret } from './secret-dialog';

/** What the form is open for: a new endpoint, or the endpoint being edited. */
type Editing = { endpoint: WebhookEndpoint | null } | null;

const readSelection = (params: URLSearchParams) => ({ endpoint: idParam(params.get('endpoint')) });

/**
 * /developers/webhooks: the signed-in user's event webhook endpoints (add, edit, delete, a new signing secret, a
 * test event) and, for the endpoint chosen (kept in the address with the log's page), its delivery log with
 * Re-send. A new endpoint's signing secret, and a rolled one, is shown once.
 */
export default function DeveloperWebhooksPage() {
  const role = useSession((s) => s.user?.role);
  const toast = useToast();
  const endpoints = useWebhookEndpointsQuery();
  const save = useSaveEndpoint();
  const remove = useDeleteEndpoint();
  const roll = useRollSecret();
  const test = useSendTestEvent();
  const { page, filters, setFilters, setPage } = useUrlFilters(readSelection, ['endpoint']);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const [rolling, setRolling] = useState<WebhookEndpoint | null>(null);
  const [secret, setSecret] = useState<ShownSecret | null>(null);

  const { t } = useLingui();
  const deletingUrl = deleting?.url;
  const selectedId = filters.endpoint ? Number(filters.endpoint) : null;
  const selected = endpoints.data?.find((endpoint) => endpoint.id === selectedId) ?? null;
  const failed = (error: unknown, fallback: string) =>
    toast.error(serverMessage(error) ?? fallback);

  const onSave = async (input: Parameters<typeof save.mutateAsync>[0]['input']) => {
    const saved = await save.mutateAsync({ id: editing?.endpoint?.id ?? null, input });
    setEditing(null);
    if (saved.signing) setSecret({ ...saved.signing, url: saved.endpoint.url });
    const url = saved.endpoint.url;
    toast.success(t`Endpoint ${url} saved.`);
    setFilters({ endpoint: String(saved.endpoint.id) });
  };

  const actions = {
    onShowDeliveries: (endpoint: WebhookEndpoint) =>
      setFilters({ endpoint: selectedId === endpoint.id ? '' : String(endpoint.id) }),
    onEdit: (endpoint: WebhookEndpoint) => setEditing({ endpoint }),
    onDelete: setDeleting,
    onRollSecret: setRolling,
    onSendTest: (endpoint: WebhookEndpoint) =>
      test.mutate(endpoint.id, {
        onSuccess: (delivery) => {
          const type = delivery.event_type;
          const url = endpoint.url;
          toast.success(t`A test ${type} event was queued for ${url}.`);
          setFilters({ endpoint: String(endpoint.id) });
        },
        onError: (error) => failed(error, t`The test event could not be sent. Please try again.`),
      }),
  };

  return (
    <PageContainer $width="72rem">
      <PageHeader
        title={t`Webhooks`}
        subtitle={t`Your server is told when calls, assistants, payments and bookings change: each event is POSTed to your endpoints, signed, and retried until it is answered.`}
        actions={
          editing ? null : (
            <Button onClick={() => setEditing({ endpoint: null })}>
              <Trans>Add endpoint</Trans>
            </Button>
          )
        }
      />
      <DevelopersNav />
      {editing ? (
        <EndpointForm
          key={editing.endpoint?.id ?? 'new'}
          endpoint={editing.endpoint}
          role={role}
          onSave={onSave}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      <QueryState
        query={endpoints}
        loadingText={t`Loading webhook endpoints...`}
        failedText={t`The webhook endpoints could not be loaded.`}
        isEmpty={(list) => list.length === 0}
        empty={{
          title: t`No webhook endpoints yet`,
          description: t`Add the URL of your server or automation tool (Zapier, Make, n8n...) and choose the events it receives.`,
        }}
      >
        {(list) => (
          <EndpointList
            endpoints={list}
            selectedId={selected?.id ?? null}
            testing={test.isPending ? (test.variables ?? null) : null}
            actions={actions}
          />
        )}
      </QueryState>
      {selected ? (
        <DeliveryLog key={selected.id} endpoint={selected} page={page} onPageChange={setPage} />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t`Delete this endpoint?`}
        message={
          deletingUrl
            ? t`No more events will be sent to ${deletingUrl}, and its delivery log goes with it. This cannot be undone.`
            : t`No more events will be sent to it, and its delivery log goes with it. This cannot be undone.`
        }
        confirmLabel={t`Delete endpoint`}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          const url = deleting.url;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(t`Endpoint ${url} deleted.`);
              if (deleting.id === selectedId) setFilters({ endpoint: '' });
              setDeleting(null);
            },
            onError: (error) => {
              failed(error, t`The endpoint could not be deleted. Please try again.`);
              setDeleting(null);
            },
          });
        }}
      />
      <ConfirmDialog
        open={rolling !== null}
        title={t`Create a new signing secret?`}
        message={t`The current secret stops working at once: every delivery is signed with the new one from now on. Update your server with it.`}
        confirmLabel={t`Create new secret`}
        busy={roll.isPending}
        onCancel={() => setRolling(null)}
        onConfirm={() => {
          if (!rolling) return;
          roll.mutate(rolling.id, {
            onSuccess: (signing) => {
              setSecret({ ...signing, url: rolling.url });
              setRolling(null);
            },
            onError: (error) => {
              failed(error, t`A new signing secret could not be created. Please try again.`);
              setRolling(null);
            },
          });
        }}
      />
      <SecretDialog
        shown={secret}
        onClose={() => {
          setSecret(null);
          // The mutations' results hold the secret too: forget it with the dialog.
          save.reset();
          roll.reset();
        }}
      />
    </PageContainer>
  );
}

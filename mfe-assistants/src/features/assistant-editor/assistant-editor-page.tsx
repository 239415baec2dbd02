import { useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  createAssistantFormDefaults,
  type Assistant,
  type AssistantFormPayload,
  type AssistantTemplate,
} from '@voice/contracts';
import { useSession } from '@voice/session';
import { Button, Card, LoadingState, PageContainer, PageHeader } from '@voice/ui';
import { useWebhookInboxQuery } from '../../shared/api/get-webhook-inbox';
import { useAssistantQuery } from './api/get-assistant';
import { useAssistantTemplateQuery } from './api/get-assistant-template';
import { AssistantEditorForm } from './assistant-editor-form';
import { editorRole, type EditorRole } from './editor-role';
import { formValuesOf } from './form-values';
import { loadErrorMessage } from './load-error';

const Problem = styled(Card)`
  p {
    margin: 0 0 1rem;
  }
`;

/** The id of the route, or null when creating (the id is missing or the word 'create', spec 001 §2). */
function assistantIdOf(param: string | undefined): string | null {
  return !param || param === 'create' ? null : param;
}

/**
 * The assistant editor: /assistants/create and /assistants/:id/edit (and the /admin and /super-admin ones).
 * Without a stored token nothing is loaded (spec 001 §6).
 */
export default function AssistantEditorPage() {
  const assistantId = assistantIdOf(useParams().id);
  const { t } = useLingui();
  const token = useSession((s) => s.token);
  const title = assistantId === null ? t`Create Assistant` : t`Edit Assistant`;
  return (
    <PageContainer $width="1280px">
      {token ? (
        <EditorLoader assistantId={assistantId} />
      ) : (
        <>
          <PageHeader title={title} />
          <Problem role="alert">
            <p>
              <Trans>Please log in to access this assistant.</Trans>
            </p>
          </Problem>
        </>
      )}
    </PageContainer>
  );
}

function EditorLoader({ assistantId }: { assistantId: string | null }) {
  const { t } = useLingui();
  const role = editorRole(useSession((s) => s.user?.role));
  const templateQuery = useAssistantTemplateQuery();
  const assistantQuery = useAssistantQuery(assistantId ?? '', assistantId !== null);
  const creating = assistantId === null;
  // A new assistant's webhook URL is preset to the user's demo receiver (none when it cannot be loaded).
  const inboxQuery = useWebhookInboxQuery(creating);
  const title = creating ? t`Create Assistant` : t`Edit Assistant`;

  if (!creating && assistantQuery.isError) {
    return (
      <>
        <PageHeader title={title} />
        <Problem role="alert">
          <p>{loadErrorMessage(assistantQuery.error)}</p>
          <Button onClick={() => void assistantQuery.refetch()} busy={assistantQuery.isFetching}>
            <Trans>Try again</Trans>
          </Button>
        </Problem>
      </>
    );
  }
  const template = templateQuery.data ?? null;
  const loaded = creating
    ? templateQuery.isSuccess && !inboxQuery.isPending
    : assistantQuery.isSuccess;
  if (!loaded) {
    return (
      <>
        <PageHeader title={title} />
        <LoadingState text={creating ? t`Loading...` : t`Loading assistant...`} />
      </>
    );
  }
  return (
    <EditorWithValues
      key={assistantId ?? 'create'}
      assistantId={assistantId}
      assistant={assistantQuery.data ?? null}
      template={template}
      role={role}
      presetWebhookUrl={inboxQuery.data?.url ?? ''}
    />
  );
}

function EditorWithValues({
  assistantId,
  assistant,
  template,
  role,
  presetWebhookUrl,
}: {
  assistantId: string | null;
  assistant: Assistant | null;
  template: AssistantTemplate | null;
  role: EditorRole;
  /** The create form's webhook URL: the user's demo receiver (spec 001: preset to a demo endpoint). */
  presetWebhookUrl: string;
}) {
  const me = useSession((s) => s.user?.id ?? null);
  // Computed once: the form owns its values from here on.
  const [initialValues] = useState<AssistantFormPayload>(() => {
    if (assistant) return formValuesOf(assistant, { isAdmin: role.isAdmin });
    const values = createAssistantFormDefaults(template ?? undefined);
    // An admin assigns to itself by default (spec 001 §6).
    return {
      ...values,
      metadata: { ...values.metadata, webhook_url: presetWebhookUrl },
      user_id: role.isAdmin ? me : null,
    };
  });
  return (
    <AssistantEditorForm
      initialValues={initialValues}
      // The route may name the assistant by its voice-platform id: saves use the numeric one.
      assistantId={assistant ? String(assistant.id) : assistantId}
      role={role}
      template={template}
    />
  );
}

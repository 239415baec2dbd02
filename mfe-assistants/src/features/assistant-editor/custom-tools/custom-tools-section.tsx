import { useState } from 'react';
import styled from 'styled-components';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CustomTool } from '@voice/contracts';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  QueryState,
  RowItem,
  RowLine,
  RowList,
  RowMain,
  RowMeta,
  useToast,
} from '@voice/ui';
import { OwnSaveSection } from '../editor-section/own-save-section';
import { useCustomToolsQuery, useDeleteCustomTool, useSaveCustomTool } from './api/custom-tools';
import { ToolForm } from './tool-form';

export const CUSTOM_TOOLS_SAVE_FIRST_TEXT = msg`Save the assistant first: its custom tools are set up here once the assistant exists.`;

const Name = styled.code`
  font-size: 1rem;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Description = styled.p`
  margin: 0.25rem 0 0;
  overflow-wrap: anywhere;
`;

const Url = styled.span`
  overflow-wrap: anywhere;
`;

/** The main part and the buttons side by side, one above the other when narrow. */
const Row = styled(RowItem)`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  @media (max-width: 560px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const parameterNames = (tool: CustomTool): string[] =>
  Object.keys((tool.parameters as { properties?: Record<string, unknown> }).properties ?? {});

/**
 * 'Custom tools' of the editor: functions the assistant may call during a call, each answered by the client's URL
 * (its own requests, outside the assistant's form, like the Knowledge and Booking sections).
 */
export function CustomToolsSection({ assistantId }: { assistantId: string | null }) {
  const { t } = useLingui();
  return (
    <OwnSaveSection
      id="custom-tools"
      title={t`Custom tools`}
      intro={
        <Trans>
          Let the assistant look things up or act in your own systems during a call: it calls your
          URL with the arguments it collected and reads your answer. Each request is signed with the
          assistant&apos;s webhook signing secret.
        </Trans>
      }
      saveFirstText={t(CUSTOM_TOOLS_SAVE_FIRST_TEXT)}
      assistantId={assistantId}
    >
      {(id) => <SavedAssistantTools assistantId={id} />}
    </OwnSaveSection>
  );
}

/** What the form is open for: a new tool, or the tool being edited. */
type Editing = { tool: CustomTool | null } | null;

function SavedAssistantTools({ assistantId }: { assistantId: string }) {
  const { t } = useLingui();
  const tools = useCustomToolsQuery(assistantId);
  const save = useSaveCustomTool(assistantId);
  const remove = useDeleteCustomTool(assistantId);
  const toast = useToast();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<CustomTool | null>(null);
  const deletingName = deleting?.name;

  const form = editing ? (
    <ToolForm
      key={editing.tool?.id ?? 'new'}
      tool={editing.tool}
      busy={save.isPending}
      onCancel={() => setEditing(null)}
      onSave={(input, failed) =>
        save.mutate(
          { id: editing.tool?.id ?? null, tool: input },
          {
            onSuccess: (saved) => {
              setEditing(null);
              const { name } = saved;
              toast.success(t`Tool ${name} saved.`);
            },
            onError: failed,
          },
        )
      }
    />
  ) : null;

  return (
    <QueryState
      query={tools}
      loadingText={t`Loading the custom tools...`}
      failedText={t`The custom tools could not be loaded.`}
    >
      {(list) => (
        <>
          {list.length === 0 && !editing ? (
            <EmptyState
              level={3}
              title={t`No custom tools yet`}
              description={t`Add one to let the assistant call your system, e.g. to check an order.`}
            />
          ) : null}
          {list.length > 0 ? (
            <RowList aria-label={t`Custom tools`}>
              {list.map((tool) => {
                const { name } = tool;
                const timeout = tool.timeout_seconds;
                const parameters = parameterNames(tool).join(', ') || t`none`;
                return (
                  <Row key={tool.id}>
                    <RowMain>
                      <RowLine>
                        <Name>{tool.name}</Name>
                      </RowLine>
                      <Description>{tool.description}</Description>
                      <RowMeta>
                        <Url>{tool.url}</Url>{' '}
                        <Trans>
                          · Timeout {timeout} s · Parameters: {parameters}
                        </Trans>
                      </RowMeta>
                    </RowMain>
                    <Buttons>
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={t`Edit ${name}`}
                        onClick={() => setEditing({ tool })}
                      >
                        <Trans>Edit</Trans>
                      </Button>
                      <Button
                        variant="danger"
                        size="sm"
                        aria-label={t`Delete ${name}`}
                        onClick={() => setDeleting(tool)}
                      >
                        <Trans>Delete</Trans>
                      </Button>
                    </Buttons>
                  </Row>
                );
              })}
            </RowList>
          ) : null}
          {form ?? (
            <Button variant="secondary" onClick={() => setEditing({ tool: null })}>
              <Trans>Add custom tool</Trans>
            </Button>
          )}
          <ConfirmDialog
            open={deleting !== null}
            title={t`Delete this tool?`}
            message={
              deletingName
                ? t`The assistant can no longer call ${deletingName}. This cannot be undone.`
                : t`The assistant can no longer call it. This cannot be undone.`
            }
            confirmLabel={t`Delete tool`}
            busy={remove.isPending}
            onCancel={() => setDeleting(null)}
            onConfirm={() => {
              if (!deleting) return;
              remove.mutate(deleting.id, {
                onSuccess: () => {
                  const { name } = deleting;
                  toast.success(t`Tool ${name} deleted.`);
                  setDeleting(null);
                },
                onError: () => {
                  toast.error(t`The tool could not be deleted. Please try again.`);
                  setDeleting(null);
                },
              });
            }}
          />
        </>
      )}
    </QueryState>
  );
}

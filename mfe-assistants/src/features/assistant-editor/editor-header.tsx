import styled from 'styled-components';
import type { Usage } from '@voice/contracts';
import { Button, PageHeader } from '@voice/ui';
import { TestCallButton } from '../assistant-list/test-call-button';
import { OutboundCallButton } from '../outbound-call/outbound-call-button';
import { useAssistantQuery } from './api/get-assistant';

const Quota = styled.p`
  margin: -0.5rem 0 1.25rem;
  color: ${({ theme }) => theme.colors.muted};
`;

function limitText(limit: number): string {
  return limit === -1 ? 'Unlimited' : String(limit);
}

/** The quota line of a regular user on create: plan, used, limit, remaining, whether active. */
export function quotaText(usage: Usage | null): string {
  if (!usage) return 'No active subscription';
  const { used, limit, remaining } = usage.assistants;
  const active = usage.subscription.status === 'active' ? 'Active' : 'Not active';
  const left = limit === -1 ? 'Unlimited' : String(remaining);
  return `Plan: ${usage.package.name} (${active}) · Assistants used: ${used} of ${limitText(limit)} · Remaining: ${left}`;
}

export interface EditorHeaderProps {
  /** The id of the form the save button submits. */
  formId: string;
  creating: boolean;
  /** The saved assistant's (numeric) id: its header offers 'Place a test call'. null on create. */
  assistantId?: string | null;
  saving: boolean;
  /** Saved: the button stays disabled until the redirect. */
  saved: boolean;
  /** The quota of a regular user on create; undefined hides it (admins, edit, not loaded). */
  usage?: Usage | null;
  /** Create refused before the form is filled (no assistant left on the plan): the id of the banner saying why. */
  blockedBy?: string;
  onBack: () => void;
}

/**
 * Title, 'Place a test call' and 'Call a number' (a saved assistant, the latter with a number), back button, the quota for regular users and the save button (a
 * submit of the editor form).
 */
export function EditorHeader({
  formId,
  creating,
  assistantId = null,
  saving,
  saved,
  usage,
  blockedBy,
  onBack,
}: EditorHeaderProps) {
  // The editor page loaded the saved assistant under this key: its name and number, from the cache.
  const savedAssistant = useAssistantQuery(
    assistantId ?? '',
    !creating && assistantId !== null,
  ).data;
  const busyLabel = creating ? 'Creating...' : 'Updating...';
  const label = creating ? 'Create Assistant' : 'Update Assistant';
  return (
    <>
      <PageHeader
        title={creating ? 'Create Assistant' : 'Edit Assistant'}
        subtitle={
          creating
            ? 'Set up a new voice assistant for your company.'
            : 'Change how your voice assistant answers calls.'
        }
        actions={
          <>
            {!creating && assistantId !== null ? (
              <TestCallButton assistantId={assistantId} size="md" />
            ) : null}
            {!creating && assistantId !== null && savedAssistant ? (
              <OutboundCallButton
                assistantId={assistantId}
                assistantName={savedAssistant.name}
                phoneNumber={savedAssistant.phone_number}
                size="md"
              />
            ) : null}
            <Button variant="secondary" onClick={onBack}>
              Back
            </Button>
            <Button
              type="submit"
              form={formId}
              busy={saving}
              disabled={saved || blockedBy !== undefined}
              aria-describedby={blockedBy}
            >
              {saving ? busyLabel : label}
            </Button>
          </>
        }
      />
      {usage !== undefined ? <Quota data-testid="assistant-quota">{quotaText(usage)}</Quota> : null}
    </>
  );
}

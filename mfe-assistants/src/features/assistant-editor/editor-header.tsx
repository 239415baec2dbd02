import styled from 'styled-components';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  return limit === -1 ? t`Unlimited` : String(limit);
}

/** The quota line of a regular user on create: plan, used, limit, remaining, whether active. */
export function quotaText(usage: Usage | null): string {
  if (!usage) return t`No active subscription`;
  const { used, limit, remaining } = usage.assistants;
  const active = usage.subscription.status === 'active' ? t`Active` : t`Not active`;
  const left = limit === -1 ? t`Unlimited` : String(remaining);
  const plan = usage.package.name;
  const max = limitText(limit);
  return t`Plan: ${plan} (${active}) · Assistants used: ${used} of ${max} · Remaining: ${left}`;
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
  const { t } = useLingui();
  const busyLabel = creating ? t`Creating...` : t`Updating...`;
  const label = creating ? t`Create Assistant` : t`Update Assistant`;
  return (
    <>
      <PageHeader
        title={creating ? t`Create Assistant` : t`Edit Assistant`}
        subtitle={
          creating
            ? t`Set up a new voice assistant for your company.`
            : t`Change how your voice assistant answers calls.`
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
              <Trans>Back</Trans>
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

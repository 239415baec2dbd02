import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorStatus, serverMessage } from '@voice/api-client';
import { Button, useToast, type ButtonSize } from '@voice/ui/core';
import { usePlaceTestCall } from './api/place-test-call';
import { CALL_LOG_PATH, fillPath } from '@voice/contracts/paths';

export const TEST_CALL_LABEL = msg`Place a test call`;
export const TEST_CALL_PENDING_LABEL = msg`Placing test call...`;
export const TEST_CALL_PLACED_TEXT = msg`Test call placed`;

const Wrap = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

const ViewCall = styled(Link)`
  font-weight: 600;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.primaryText};
  white-space: nowrap;
`;

/** The call's page: /call-logs is the account remote's route, the shell's router takes it there. */
export function callPath(callId: string): string {
  return fillPath(CALL_LOG_PATH, { callId });
}

function failureText(error: unknown, i18n: I18n): string {
  const message = serverMessage(error);
  if (message) return message;
  if (errorStatus(error) !== undefined) {
    return i18n._(msg`Failed to place test call. Please try again.`);
  }
  if (error instanceof Error && error.message) {
    const detail = error.message;
    return i18n._(msg`Failed to place test call: ${detail}`);
  }
  return i18n._(msg`Failed to place test call`);
}

export interface TestCallButtonProps {
  assistantId: number | string;
  /** Names the button and link in a list of assistants ('Place a test call to Front Desk'). */
  assistantName?: string;
  size?: ButtonSize;
}

/**
 * 'Place a test call', so a user sees a call arrive without phoning the number: POST /api/assistants/{id}/test-call,
 * disabled with 'Placing test call...' while it runs. Success: the toast 'Test call placed' and a 'View call' link to
 * the call's page beside the button (toasts hold text only); a failure (409 for an assistant the sandbox does not
 * hold): the server's message.
 */
export function TestCallButton({ assistantId, assistantName, size = 'sm' }: TestCallButtonProps) {
  const { t, i18n } = useLingui();
  const place = usePlaceTestCall();
  const toast = useToast();
  const [callId, setCallId] = useState<string | null>(null);
  const pending = place.isPending;
  const label = t(pending ? TEST_CALL_PENDING_LABEL : TEST_CALL_LABEL);

  const onClick = () => {
    if (pending) return;
    place.mutate(assistantId, {
      onSuccess: (reply) => {
        const id = reply.data?.call_id;
        setCallId(typeof id === 'string' && id ? id : null);
        toast.success(reply.message || t(TEST_CALL_PLACED_TEXT));
      },
      onError: (error) => toast.error(failureText(error, i18n)),
    });
  };

  return (
    <Wrap>
      <Button
        size={size}
        variant="secondary"
        onClick={onClick}
        busy={pending}
        aria-label={
          assistantName
            ? pending
              ? t`Placing test call to ${assistantName}...`
              : t`Place a test call to ${assistantName}`
            : undefined
        }
      >
        {label}
      </Button>
      {callId && !pending ? (
        <ViewCall
          to={callPath(callId)}
          aria-label={assistantName ? t`View call (test call of ${assistantName})` : undefined}
        >
          <Trans>View call</Trans>
        </ViewCall>
      ) : null}
    </Wrap>
  );
}

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import styled, { css } from 'styled-components';
import type { CallMessage } from '@voice/contracts';
import { TONE_TINTS } from '@voice/ui/core';
import { formatCallDuration } from './format';
import { Nothing } from './section';
import { TitledCard } from '@voice/ui';

type Side = 'assistant' | 'caller' | 'other';

/** Whose turn a message is: the assistant's (bot, assistant), the caller's (user), or a tool/other note. */
export function sideOf(role: string): Side {
  const r = role.toLowerCase();
  if (r === 'bot' || r === 'assistant') return 'assistant';
  if (r === 'user' || r === 'customer') return 'caller';
  return 'other';
}

const SPEAKERS: Record<Side, MessageDescriptor | null> = {
  assistant: msg`Assistant`,
  caller: msg`Caller`,
  other: null,
};

const Conversation = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Bubble = styled.li<{ $side: Side }>`
  max-width: min(36rem, 85%);
  padding: 0.6rem 0.85rem;
  border-radius: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  ${({ $side, theme }) => {
    switch ($side) {
      case 'assistant':
        return css`
          align-self: flex-start;
          background: ${TONE_TINTS.info};
          border-bottom-left-radius: 2px;
        `;
      case 'caller':
        return css`
          align-self: flex-end;
          background: ${theme.colors.background};
          border-bottom-right-radius: 2px;
        `;
      default:
        return css`
          align-self: center;
          background: ${TONE_TINTS.neutral};
          font-size: 0.875rem;
        `;
    }
  }}
  p {
    margin: 0.2rem 0 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Speaker = styled.div`
  display: flex;
  gap: 0.5rem;
  font-size: 0.8125rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.muted};
`;

const Plain = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** The conversation without the system prompt (which is the assistant's set-up, not part of the call). */
export function spokenMessages(messages: CallMessage[] | null | undefined): CallMessage[] {
  return (Array.isArray(messages) ? messages : []).filter(
    (m) => m && typeof m.message === 'string' && m.message.trim() && m.role !== 'system',
  );
}

/**
 * The transcript as a conversation: the assistant's turns on the left, the caller's on the right, each with
 * its time from the start of the call; the plain transcript when no messages were reported.
 */
export function Transcript({
  messages,
  transcript,
}: {
  messages: CallMessage[];
  transcript: string | null;
}) {
  const spoken = spokenMessages(messages);
  const { t } = useLingui();
  return (
    <TitledCard id="call-transcript" title={t`Transcript`}>
      {spoken.length > 0 ? (
        <Conversation aria-label={t`Conversation`}>
          {spoken.map((m, index) => {
            const side = sideOf(m.role);
            const speaker = SPEAKERS[side];
            const offset =
              typeof m.secondsFromStart === 'number'
                ? formatCallDuration(m.secondsFromStart)
                : null;
            return (
              <Bubble key={index} $side={side} data-side={side}>
                <Speaker>
                  <span>{speaker ? t(speaker) : m.role}</span>
                  {offset ? <span>{offset}</span> : null}
                </Speaker>
                <p>{m.message}</p>
              </Bubble>
            );
          })}
        </Conversation>
      ) : transcript && transcript.trim() ? (
        <Plain>{transcript}</Plain>
      ) : (
        <Nothing>
          <Trans>No transcript</Trans>
        </Nothing>
      )}
    </TitledCard>
  );
}

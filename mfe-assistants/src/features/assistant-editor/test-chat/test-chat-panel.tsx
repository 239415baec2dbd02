import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { msg, t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AssistantFormPayload } from '@voice/contracts';
import { Badge, Button, Card, MessageBanner, TextInput, visuallyHidden } from '@voice/ui';
import { testChatGreeting } from './test-chat-assistant';
import { TEST_CHAT_FULL, TEST_CHAT_MAX_MESSAGE_CHARS, useTestChat } from './use-test-chat';

export const SANDBOX_LABEL = msg`Sandbox reply (no model connected)`;

const Panel = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  flex-wrap: wrap;
`;

/** A div, not a list: role="log" would take the list role away from an <ol> and orphan its items. */
const Log = styled.div`
  margin: 0;
  padding: 0.5rem;
  min-height: 8rem;
  max-height: 22rem;
  overflow-y: auto;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Bubble = styled.div<{ $mine: boolean }>`
  align-self: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  max-width: 85%;
  padding: 0.5rem 0.75rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $mine }) => ($mine ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $mine }) => ($mine ? theme.colors.onPrimary : theme.colors.text)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  span {
    display: block;
    font-size: 0.75rem;
    font-weight: 600;
    opacity: 0.85;
  }
`;

/** Where an answer came from, under its bubble. */
const Sources = styled.p`
  align-self: flex-start;
  max-width: 85%;
  margin: -0.25rem 0 0;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

/** The message box keeps a readable width: the buttons go to the next line when their words are long. */
const Composer = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
  input {
    flex: 1 1 10rem;
    min-width: 0;
  }
`;

const Note = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const VisuallyHiddenLabel = styled.label`
  ${visuallyHidden}
`;

/** "from: opening-hours.pdf, faq.md": the knowledge sources an answer used. */
export function sourcesText(sources: readonly string[]): string {
  const names = sources.join(', ');
  return translate`from: ${names}`;
}

function Message({
  mine,
  text,
  sources = [],
}: {
  mine: boolean;
  text: string;
  sources?: readonly string[] | undefined;
}) {
  const { t } = useLingui();
  return (
    <>
      <Bubble $mine={mine}>
        <span>{mine ? t`You` : t`Assistant`}</span>
        {text}
      </Bubble>
      {sources.length > 0 ? <Sources>{sourcesText(sources)}</Sources> : null}
    </>
  );
}

/**
 * "Test your assistant": a chat with the assistant as it is in the editor (unsaved values included),
 * through POST /api/assistants/test-chat. Nothing is stored; Reset starts again. Not a <form>: the panel
 * sits inside the editor's form, and Enter must not submit it. A saved assistant (`assistantId`) answers from
 * its knowledge base too, and an answer says which sources it used.
 */
export function TestChatPanel({
  values,
  assistantId = null,
}: {
  values: AssistantFormPayload;
  assistantId?: string | null;
}) {
  const { t } = useLingui();
  const chat = useTestChat(values, assistantId);
  const [text, setText] = useState('');
  const titleId = useId();
  const inputId = useId();
  const logRef = useRef<HTMLDivElement>(null);
  const greeting = testChatGreeting(values);
  const busy = chat.streaming !== null;

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [chat.turns, chat.streaming]);

  async function send() {
    const message = text;
    if (!message.trim() || busy) return;
    setText('');
    const sent = await chat.send(message);
    if (!sent) setText((current) => current || message);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  }

  function reset() {
    chat.reset();
    setText('');
  }

  return (
    <Panel as="section" aria-labelledby={titleId} data-testid="test-chat-panel">
      <Header>
        <h2 id={titleId}>
          <Trans>Test your assistant</Trans>
        </h2>
        {chat.mode === 'sandbox' ? <Badge tone="info">{t(SANDBOX_LABEL)}</Badge> : null}
      </Header>
      <Note>
        <Trans>Chat with the assistant as it is now, before going live. Nothing is saved.</Trans>
      </Note>
      <MessageBanner tone="error" message={chat.error} onDismiss={chat.clearError} />
      {/* tabIndex: a scrolling region must be reachable with the keyboard. */}
      <Log
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label={t`Test conversation`}
        tabIndex={0}
      >
        {greeting ? <Message mine={false} text={greeting} /> : null}
        {chat.turns.map((turn, index) => (
          <Message
            key={index}
            mine={turn.role === 'user'}
            text={turn.content}
            sources={turn.sources}
          />
        ))}
        {chat.streaming !== null ? <Message mine={false} text={chat.streaming || '…'} /> : null}
      </Log>
      {chat.full ? <Note role="status">{t(TEST_CHAT_FULL)}</Note> : null}
      <Composer>
        <VisuallyHiddenLabel htmlFor={inputId}>
          <Trans>Your message</Trans>
        </VisuallyHiddenLabel>
        <TextInput
          id={inputId}
          name="test-chat-message"
          type="text"
          autoComplete="off"
          placeholder={t`Type a message and press Enter`}
          maxLength={TEST_CHAT_MAX_MESSAGE_CHARS}
          value={text}
          disabled={chat.full}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button onClick={() => void send()} disabled={busy || chat.full || !text.trim()}>
          <Trans>Send</Trans>
        </Button>
        <Button variant="secondary" onClick={reset} disabled={!busy && chat.turns.length === 0}>
          <Trans>Reset</Trans>
        </Button>
      </Composer>
    </Panel>
  );
}

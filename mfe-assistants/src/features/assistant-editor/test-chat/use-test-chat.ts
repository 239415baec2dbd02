import { useCallback, useEffect, useRef, useState } from 'react';
import { msg, t } from '@lingui/core/macro';
import type { AssistantFormPayload } from '@voice/contracts';
import { streamTestChat, TestChatError, type TestChatTurn } from '@voice/api-client';
import { testChatAssistant } from './test-chat-assistant';

/** The server's limits (POST /api/assistants/test-chat). */
export const TEST_CHAT_MAX_MESSAGES = 30;
export const TEST_CHAT_MAX_MESSAGE_CHARS = 4000;

export const TEST_CHAT_FULL = msg`The test conversation is full. Reset it to start again.`;

export type TestChatMode = 'openai' | 'sandbox';

/** A turn as the panel shows it: an answer may name the knowledge sources it came from. */
export interface TestChatShownTurn extends TestChatTurn {
  sources?: string[];
}

export interface TestChat {
  /** The turns after the greeting, oldest first (what the server receives, with the sources shown). */
  turns: TestChatShownTurn[];
  /** The reply being streamed (null when none). */
  streaming: string | null;
  mode: TestChatMode | null;
  error: string;
  /** True when one more message would pass the server's limit. */
  full: boolean;
  /** Sends a message; resolves false when it was not accepted (the caller keeps the text). */
  send: (text: string) => Promise<boolean>;
  reset: () => void;
  clearError: () => void;
}

/**
 * The state of the test chat: the conversation, the streamed reply, the mode and the last error. With a saved
 * assistant's id the server also searches its knowledge base and names the sources an answer came from.
 */
export function useTestChat(
  values: AssistantFormPayload,
  assistantId: string | null = null,
): TestChat {
  const [turns, setTurns] = useState<TestChatShownTurn[]>([]);
  const [streaming, setStreaming] = useState<string | null>(null);
  const [mode, setMode] = useState<TestChatMode | null>(null);
  const [error, setError] = useState('');
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => () => abortRef.current?.abort(), []);

  const full = turns.length + 1 > TEST_CHAT_MAX_MESSAGES;

  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const content = text.trim();
      if (!content || abortRef.current || full) return false;
      const asked: TestChatShownTurn[] = [...turns, { role: 'user', content }];
      const controller = new AbortController();
      abortRef.current = controller;
      setTurns(asked);
      setStreaming('');
      setError('');
      let reply = '';
      let sources: string[] = [];
      let failure = '';
      try {
        await streamTestChat(
          {
            assistant: testChatAssistant(values),
            // The server reads only the role and the text of each turn.
            messages: asked.map(({ role, content: said }) => ({ role, content: said })),
            ...(assistantId ? { assistant_id: assistantId } : {}),
          },
          (event) => {
            if ('delta' in event) {
              reply += event.delta;
              setStreaming(reply);
            } else if ('sources' in event) {
              sources = event.sources.filter((name) => typeof name === 'string' && name !== '');
            } else if ('done' in event) {
              setMode(event.mode);
            } else if ('error' in event) {
              failure = event.error;
            }
          },
          controller.signal,
        );
        if (!failure && !reply) failure = t`The test chat failed. Please try again.`;
      } catch (caught) {
        // Reset (or leaving the page) aborted the reply: the state is already cleared.
        if (controller.signal.aborted) return false;
        failure =
          caught instanceof TestChatError
            ? caught.message
            : t`The test chat failed. Please try again.`;
      } finally {
        if (abortRef.current === controller) abortRef.current = null;
      }
      setStreaming(null);
      if (failure) {
        // The message was not answered: take it back, so that it can be sent again.
        setTurns(turns);
        setError(failure);
        return false;
      }
      setTurns([
        ...asked,
        { role: 'assistant', content: reply, ...(sources.length > 0 ? { sources } : {}) },
      ]);
      return true;
    },
    [turns, full, values, assistantId],
  );

  const reset = useCallback(() => {
    abortRef.current?.abort();
    abortRef.current = null;
    setTurns([]);
    setStreaming(null);
    setMode(null);
    setError('');
  }, []);

  const clearError = useCallback(() => setError(''), []);

  return { turns, streaming, mode, error, full, send, reset, clearError };
}

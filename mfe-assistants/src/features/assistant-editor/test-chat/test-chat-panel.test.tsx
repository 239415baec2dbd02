import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAssistantFormDefaults, type AssistantFormPayload } from '@voice/contracts';
import { useSession } from '@voice/session';
import { renderWithTheme } from '@voice/ui/testing';
import { i18n } from '@voice/ui/core';
import { SANDBOX_LABEL, TestChatPanel } from './test-chat-panel';

/** A fetch Response whose body the test feeds chunk by chunk. */
function streamingResponse() {
  const encoder = new TextEncoder();
  const queue: (Uint8Array | null)[] = [];
  const waiting: ((chunk: Uint8Array | null) => void)[] = [];
  const push = (chunk: Uint8Array | null) => {
    const next = waiting.shift();
    if (next) next(chunk);
    else queue.push(chunk);
  };
  const reader = {
    read: () =>
      new Promise<{ value: Uint8Array | undefined; done: boolean }>((resolve) => {
        const deliver = (chunk: Uint8Array | null) =>
          resolve(chunk ? { value: chunk, done: false } : { value: undefined, done: true });
        const queued = queue.shift();
        if (queued !== undefined) deliver(queued);
        else waiting.push(deliver);
      }),
  };
  return {
    response: { ok: true, status: 200, body: { getReader: () => reader } } as unknown as Response,
    /** Sends raw event-stream text (events may be split anywhere). */
    send: (text: string) => push(encoder.encode(text)),
    event: (event: object) => push(encoder.encode(`data: ${JSON.stringify(event)}\n\n`)),
    end: () => push(null),
  };
}

function jsonResponse(status: number, body: object): Response {
  return { ok: false, status, json: async () => body, body: null } as unknown as Response;
}

function values(): AssistantFormPayload {
  const form = createAssistantFormDefaults();
  form.name = 'Acme Dental Assistant';
  form.metadata.company_name = 'Acme Dental';
  form.metadata.industry = 'Healthcare';
  form.metadata.services_products = 'cleaning';
  return form;
}

const fetchMock = jest.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock;
  useSession.setState({ token: 'token-123' });
});
afterEach(() => {
  useSession.setState({ token: null });
});

const log = () => screen.getByRole('log', { name: 'Test conversation' });
const input = () => screen.getByRole('textbox', { name: 'Your message' });

describe('TestChatPanel', () => {
  it('is a labelled panel that greets with the first message, placeholders filled', () => {
    renderWithTheme(<TestChatPanel values={values()} />);
    expect(screen.getByRole('region', { name: 'Test your assistant' })).toBeInTheDocument();
    expect(log()).toHaveAttribute('aria-live', 'polite');
    expect(
      within(log()).getByText(
        'Hello! Thank you for calling Acme Dental. How can I help you today?',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('sends the assistant and the conversation with the bearer token, and shows tokens as they arrive', async () => {
    const stream = streamingResponse();
    fetchMock.mockResolvedValue(stream.response);
    const user = userEvent.setup();
    renderWithTheme(<TestChatPanel values={values()} />);

    await user.type(input(), 'What do you offer?{Enter}');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/assistants/test-chat');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token-123');
    const body = JSON.parse(String(init.body)) as {
      assistant: {
        firstMessage: string;
        metadata: { company_name: string };
        model: { messages: { role: string }[] };
      };
      messages: unknown[];
    };
    expect(body.messages).toEqual([{ role: 'user', content: 'What do you offer?' }]);
    // An unsaved assistant has no knowledge base to search.
    expect(body).not.toHaveProperty('assistant_id');
    expect(body.assistant.metadata.company_name).toBe('Acme Dental');
    expect(body.assistant.model.messages.map((message) => message.role)).toEqual(['system']);
    expect(within(log()).getByText('What do you offer?')).toBeInTheDocument();

    await act(async () => stream.send('data: {"delta":"We "}\n\ndata: {"del'));
    await waitFor(() => expect(log()).toHaveTextContent('We'));
    await act(async () => stream.send('ta":"clean teeth."}\n\n'));
    await waitFor(() => expect(log()).toHaveTextContent('We clean teeth.'));
    expect(screen.queryByText(i18n._(SANDBOX_LABEL))).not.toBeInTheDocument();
    await act(async () => {
      stream.event({ done: true, mode: 'sandbox' });
      stream.end();
    });
    expect(await screen.findByText(i18n._(SANDBOX_LABEL))).toBeInTheDocument();
    expect(input()).toHaveValue('');

    // The next message carries the whole conversation.
    const second = streamingResponse();
    fetchMock.mockResolvedValue(second.response);
    await user.type(input(), 'Bye{Enter}');
    const next = JSON.parse(String((fetchMock.mock.calls[1] as [string, RequestInit])[1].body)) as {
      messages: unknown[];
    };
    expect(next.messages).toEqual([
      { role: 'user', content: 'What do you offer?' },
      { role: 'assistant', content: 'We clean teeth.' },
      { role: 'user', content: 'Bye' },
    ]);
    await act(async () => {
      second.event({ delta: 'Goodbye!' });
      second.event({ done: true, mode: 'sandbox' });
      second.end();
    });
    await waitFor(() => expect(log()).toHaveTextContent('Goodbye!'));
  });

  it("sends a saved assistant's id and shows the knowledge sources under the answer that used them", async () => {
    const stream = streamingResponse();
    fetchMock.mockResolvedValue(stream.response);
    const user = userEvent.setup();
    renderWithTheme(<TestChatPanel values={values()} assistantId="12" />);

    await user.type(input(), 'When are you open on Saturday?{Enter}');
    const body = JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body)) as {
      assistant_id?: unknown;
    };
    expect(body.assistant_id).toBe('12');
    await act(async () => {
      stream.event({ delta: 'On Saturdays we are open from 9 am to 1 pm.' });
      stream.event({ sources: ['opening-hours.pdf', 'https://example.com/hours'] });
      stream.event({ done: true, mode: 'sandbox' });
      stream.end();
    });
    const from = await within(log()).findByText(
      'from: opening-hours.pdf, https://example.com/hours',
    );
    expect(from.previousElementSibling).toHaveTextContent(
      'On Saturdays we are open from 9 am to 1 pm.',
    );

    // The next request sends the turns as the server reads them (no sources), and an answer that used no
    // source names none.
    const second = streamingResponse();
    fetchMock.mockResolvedValue(second.response);
    await user.type(input(), 'Thanks{Enter}');
    const next = JSON.parse(String((fetchMock.mock.calls[1] as [string, RequestInit])[1].body)) as {
      messages: unknown[];
    };
    expect(next.messages).toEqual([
      { role: 'user', content: 'When are you open on Saturday?' },
      { role: 'assistant', content: 'On Saturdays we are open from 9 am to 1 pm.' },
      { role: 'user', content: 'Thanks' },
    ]);
    await act(async () => {
      second.event({ delta: 'You are welcome!' });
      second.event({ done: true, mode: 'sandbox' });
      second.end();
    });
    await waitFor(() => expect(log()).toHaveTextContent('You are welcome!'));
    expect(within(log()).getAllByText(/^from:/)).toHaveLength(1);
  });

  it('shows a model failure in a banner and gives the message back', async () => {
    const stream = streamingResponse();
    fetchMock.mockResolvedValue(stream.response);
    const user = userEvent.setup();
    renderWithTheme(<TestChatPanel values={values()} />);
    await user.type(input(), 'Hi{Enter}');
    await act(async () => {
      stream.event({ error: 'The model could not answer: the service failed (HTTP 500).' });
      stream.end();
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The model could not answer: the service failed (HTTP 500).',
    );
    expect(input()).toHaveValue('Hi');
    expect(within(log()).queryByText('Hi')).not.toBeInTheDocument();
  });

  it('shows a refusal (429) with the server message', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(429, { message: 'Too many test messages. Please try again in 42 seconds.' }),
    );
    const user = userEvent.setup();
    renderWithTheme(<TestChatPanel values={values()} />);
    await user.type(input(), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many test messages. Please try again in 42 seconds.',
    );
  });

  it('Reset stops the reply and clears the conversation', async () => {
    const stream = streamingResponse();
    let signal: AbortSignal | undefined;
    fetchMock.mockImplementation(async (_url, init) => {
      signal = init?.signal ?? undefined;
      return stream.response;
    });
    const user = userEvent.setup();
    renderWithTheme(<TestChatPanel values={values()} />);
    await user.type(input(), 'Hello there{Enter}');
    await act(async () => stream.event({ delta: 'Partial' }));
    await waitFor(() => expect(log()).toHaveTextContent('Partial'));

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(signal?.aborted).toBe(true);
    expect(log()).not.toHaveTextContent('Partial');
    expect(log()).not.toHaveTextContent('Hello there');
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
  });

  it('does not submit a surrounding form on Enter', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    fetchMock.mockResolvedValue(streamingResponse().response);
    const user = userEvent.setup();
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <TestChatPanel values={values()} />
      </form>,
    );
    await user.type(input(), 'Hi{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

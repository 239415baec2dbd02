import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KnowledgeBase, KnowledgeSource } from '@voice/contracts';
import { fakeServer, type Reply } from '@voice/api-client/testing';
import { KNOWLEDGE_MESSAGES } from '@voice/contracts/schemas';
import { useSession } from '@voice/session';
import { renderWithQueries } from '@voice/ui/testing';
import { KNOWLEDGE_POLL_MS } from './api/get-knowledge-base';
import { formatBytes, shortUrl } from './format';
import { i18n } from '@voice/ui/core';
import { KNOWLEDGE_SAVE_FIRST_TEXT, KnowledgeSection } from './knowledge-section';

const LIST = '/api/assistants/7/knowledge';
const MB = 1024 * 1024;

function source(fields: Partial<KnowledgeSource> & Pick<KnowledgeSource, 'id'>): KnowledgeSource {
  return {
    kind: 'file',
    name: 'opening-hours.pdf',
    status: 'ready',
    error: null,
    size_bytes: 14_540,
    chunk_count: 3,
    refreshed_at: null,
    created_at: '2026-11-28T10:00:00.000Z',
    ...fields,
  };
}

const LONG_URL =
  'https://www.example.com/clinic/about-us/opening-hours-and-holidays/2026/winter-schedule-for-all-locations';

function knowledge(sources: KnowledgeSource[], used = 2 * MB): Reply {
  const data: KnowledgeBase = {
    sources,
    limits: {
      max_sources: 20,
      max_file_bytes: 10 * MB,
      max_total_bytes: 50 * MB,
      used_bytes: used,
    },
  };
  return { status: 200, data: { success: true, data } };
}

const created = (fields: Partial<KnowledgeSource> & Pick<KnowledgeSource, 'id'>): Reply => ({
  status: 201,
  data: { success: true, data: source({ status: 'processing', chunk_count: 0, ...fields }) },
});

let server: ReturnType<typeof fakeServer> | null = null;

beforeEach(() => {
  useSession.setState({ token: 'token-1' });
});

afterEach(() => {
  server?.restore();
  server = null;
  useSession.setState({ token: null, user: null });
});

const gets = () => server?.requests(LIST).filter((request) => request.method === 'GET') ?? [];
const sources = () => screen.getByRole('list', { name: 'Knowledge sources' });
const row = (name: RegExp | string) =>
  within(sources())
    .getAllByRole('listitem')
    .find((item) => within(item).queryAllByText(name).length > 0) as HTMLElement;

describe('the knowledge base section', () => {
  it('on create, says that sources come after the first save and asks nothing', () => {
    server = fakeServer({});
    renderWithQueries(<KnowledgeSection assistantId={null} />);
    expect(screen.getByRole('region', { name: 'Knowledge Base' })).toHaveTextContent(
      i18n._(KNOWLEDGE_SAVE_FIRST_TEXT),
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(server.calls).toEqual([]);
  });

  it('lists the sources with their kind, status in words, size, chunks and refresh time, and the usage', async () => {
    server = fakeServer({
      [`GET ${LIST}`]: () =>
        knowledge([
          source({
            id: 3,
            kind: 'url',
            name: LONG_URL,
            size_bytes: 2048,
            chunk_count: 1,
            refreshed_at: '2026-11-28T12:30:00.000Z',
          }),
          source({
            id: 2,
            kind: 'file',
            name: 'scan.pdf',
            status: 'failed',
            error: 'This PDF has no text layer',
            chunk_count: 0,
          }),
          source({ id: 1, kind: 'text', name: 'Do you take walk-ins?', size_bytes: 120 }),
        ]),
    });
    renderWithQueries(<KnowledgeSection assistantId="7" />);
    expect(await screen.findByRole('list', { name: 'Knowledge sources' })).toBeInTheDocument();
    expect(within(sources()).getAllByRole('listitem')).toHaveLength(3);

    const page = row(shortUrl(LONG_URL));
    const link = within(page).getByRole('link', { name: shortUrl(LONG_URL) });
    expect(link).toHaveAttribute('href', LONG_URL);
    expect(link).toHaveAttribute('title', LONG_URL);
    expect(link.textContent?.length).toBeLessThan(LONG_URL.length);
    expect(page).toHaveTextContent('Web page');
    expect(page).toHaveTextContent('Ready');
    expect(page).toHaveTextContent('2 KB · 1 chunk · Refreshed Nov 28, 2026');
    expect(within(page).getByRole('button', { name: `Refresh ${LONG_URL}` })).toBeEnabled();

    const failed = row('scan.pdf');
    expect(failed).toHaveTextContent('File');
    expect(failed).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent('This PDF has no text layer');
    expect(within(failed).queryByRole('button', { name: /Refresh/ })).not.toBeInTheDocument();

    const entry = row('Do you take walk-ins?');
    expect(entry).toHaveTextContent('Q&A');
    expect(entry).toHaveTextContent('120 B · 3 chunks · Added Nov 28, 2026');

    const meter = screen.getByRole('meter', { name: /Storage/ });
    expect(meter).toHaveAttribute('aria-valuetext', '2 MB of 50 MB used');
    expect(screen.getByText(/3 of 20 sources/)).toBeInTheDocument();
    expect(screen.getByText(/Up to 10 MB per file, 20 sources/)).toBeInTheDocument();
    // Nothing is processing: no polling note.
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('says when there is no source yet, and shows a load failure with Try again', async () => {
    let fail = true;
    server = fakeServer({
      [`GET ${LIST}`]: () =>
        fail
          ? { status: 500, data: { success: false, message: 'Database unavailable' } }
          : knowledge([], 0),
    });
    const user = userEvent.setup();
    renderWithQueries(<KnowledgeSection assistantId="7" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No sources yet' })).toBeInTheDocument();
  });

  it('asks again every 2 s while a source is processing, and stops once none is', async () => {
    let answers = 0;
    server = fakeServer({
      [`GET ${LIST}`]: () => {
        answers += 1;
        return knowledge([
          source({
            id: 1,
            status: answers < 2 ? 'processing' : 'ready',
            chunk_count: answers < 2 ? 0 : 4,
          }),
        ]);
      },
    });
    renderWithQueries(<KnowledgeSection assistantId="7" />);
    expect(await screen.findByText('Processing')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      '1 source is being processed. This list updates by itself.',
    );
    expect(gets()).toHaveLength(1);
    expect(
      await screen.findByText('Ready', {}, { timeout: KNOWLEDGE_POLL_MS + 1500 }),
    ).toBeVisible();
    expect(row('opening-hours.pdf')).toHaveTextContent('4 chunks');
    expect(gets()).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('');
    // No third request: polling stopped with the last processing source.
    await new Promise((resolve) => setTimeout(resolve, KNOWLEDGE_POLL_MS + 500));
    expect(gets()).toHaveLength(2);
  }, 15_000);

  it('uploads a chosen file as multipart and lists it as processing', async () => {
    let list = [source({ id: 1, name: 'faq.md' })];
    server = fakeServer({
      [`GET ${LIST}`]: () => knowledge(list),
      [`POST ${LIST}/files`]: () => {
        list = [source({ id: 2, status: 'processing', chunk_count: 0 }), ...list];
        return created({ id: 2 });
      },
    });
    const user = userEvent.setup();
    renderWithQueries(<KnowledgeSection assistantId="7" />);
    const input = await screen.findByLabelText('Document');
    expect(input).toHaveAttribute('accept', '.pdf,.docx,.txt,.md,.csv');
    const file = new File(['Open 9 to 5'], 'opening-hours.pdf', { type: 'application/pdf' });
    await user.upload(input, file);
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    await waitFor(() => expect(server?.requests(`${LIST}/files`)).toHaveLength(1));
    const body = server.requests(`${LIST}/files`)[0]?.body;
    expect(body).toBeInstanceOf(FormData);
    const sent = (body as FormData).get('file');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('opening-hours.pdf');
    expect(await screen.findByText(/"opening-hours.pdf" was uploaded/)).toBeInTheDocument();
    expect(await screen.findByText('Processing')).toBeInTheDocument();
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('checks the kind and the size before sending, and shows the server refusal on the field', async () => {
    server = fakeServer({
      [`GET ${LIST}`]: () => knowledge([], 45 * MB),
      [`POST ${LIST}/files`]: () => ({
        status: 422,
        data: { success: false, message: 'This file is not a PDF: its content does not match.' },
      }),
    });
    const user = userEvent.setup({ applyAccept: false });
    renderWithQueries(<KnowledgeSection assistantId="7" />);
    const input = await screen.findByLabelText('Document');

    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Choose a file to upload.')).toBeInTheDocument();

    await user.upload(input, new File(['MZ'], 'setup.exe'));
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Choose a PDF, DOCX, TXT, Markdown or CSV file.'),
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');

    const big = new File(['x'], 'manual.pdf');
    Object.defineProperty(big, 'size', { value: 11 * MB });
    await user.upload(input, big);
    expect(screen.getByText(`This file is 11 MB: files may be up to 10 MB.`)).toBeInTheDocument();

    const pastTotal = new File(['x'], 'prices.csv');
    Object.defineProperty(pastTotal, 'size', { value: 6 * MB });
    await user.upload(input, pastTotal);
    expect(screen.getByText(/would pass the knowledge base's 50 MB in all/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(server.requests(`${LIST}/files`)).toHaveLength(0);

    await user.upload(input, new File(['MZ'], 'fake.pdf'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(
      await screen.findByText('This file is not a PDF: its content does not match.'),
    ).toBeInTheDocument();
    expect(server.requests(`${LIST}/files`)).toHaveLength(1);
    expect(input).toHaveFocus();
  });

  it('refuses a file once the assistant has as many sources as it may', async () => {
    const full = Array.from({ length: 20 }, (_, index) =>
      source({ id: index + 1, name: `doc-${index + 1}.txt` }),
    );
    server = fakeServer({ [`GET ${LIST}`]: () => knowledge(full) });
    const user = userEvent.setup();
    renderWithQueries(<KnowledgeSection assistantId="7" />);
    await user.upload(await screen.findByLabelText('Document'), new File(['hi'], 'more.txt'));
    expect(screen.getByText(/already has 20 sources/)).toBeInTheDocument();
  });

  it('adds a web page, and shows a refused address under the field', async () => {
    let accept = false;
    server = fakeServer({
      [`GET ${LIST}`]: () => knowledge([]),
      [`POST ${LIST}/urls`]: () =>
        accept
          ? created({ id: 5, kind: 'url', name: 'https://example.com/hours' })
          : {
              status: 422,
              data: {
                success: false,
                message: 'The given data was invalid.',
                errors: {
                  url: ['URL must not point to a private, loopback or link-local address'],
                },
              },
            },
    });
    const user = userEvent.setup();
    renderWithQueries(<KnowledgeSection assistantId="7" />);
    await user.click(await screen.findByRole('tab', { name: 'Web page' }));
    const field = screen.getByRole('textbox', { name: /Page address/ });

    await user.type(field, 'not a url');
    await user.click(screen.getByRole('button', { name: 'Add page' }));
    expect(await screen.findByText(KNOWLEDGE_MESSAGES.urlInvalid)).toBeInTheDocument();
    expect(server.requests(`${LIST}/urls`)).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'http://10.0.0.1/admin');
    await user.click(screen.getByRole('button', { name: 'Add page' }));
    expect(
      await screen.findByText('URL must not point to a private, loopback or link-local address'),
    ).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    accept = true;
    await user.clear(field);
    await user.type(field, ' https://example.com/hours ');
    await user.click(screen.getByRole('button', { name: 'Add page' }));
    await waitFor(() => expect(server?.requests(`${LIST}/urls`)).toHaveLength(2));
    expect(server.requests(`${LIST}/urls`)[1]?.body).toEqual({ url: 'https://example.com/hours' });
    expect(await screen.findByText(/https:\/\/example.com\/hours was added/)).toBeInTheDocument();
    expect(field).toHaveValue('');
  });

  it('adds a Q&A entry, with the server field errors on their fields', async () => {
    let accept = false;
    server = fakeServer({
      [`GET ${LIST}`]: () => knowledge([]),
      [`POST ${LIST}/texts`]: () =>
        accept
          ? created({ id: 6, kind: 'text', name: 'Do you take walk-ins?' })
          : {
              status: 422,
              data: {
                success: false,
                message: 'The given data was invalid.',
                errors: { answer: ['Answer may be at most 5000 characters'] },
              },
            },
    });
    const user = userEvent.setup();
    renderWithQueries(<KnowledgeSection assistantId="7" />);
    await user.click(await screen.findByRole('tab', { name: 'Q&A entry' }));

    await user.click(screen.getByRole('button', { name: 'Add entry' }));
    expect(await screen.findByText(KNOWLEDGE_MESSAGES.questionRequired)).toBeInTheDocument();
    expect(screen.getByText(KNOWLEDGE_MESSAGES.answerRequired)).toBeInTheDocument();
    expect(server.requests(`${LIST}/texts`)).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /Question/ }), 'Do you take walk-ins?');
    const answer = screen.getByRole('textbox', { name: /Answer/ });
    await user.type(answer, 'Yes, mornings.');
    await user.click(screen.getByRole('button', { name: 'Add entry' }));
    expect(await screen.findByText('Answer may be at most 5000 characters')).toBeInTheDocument();
    expect(answer).toHaveAttribute('aria-invalid', 'true');
    // Editing the field drops its server error.
    await user.type(answer, ' Afternoons too.');
    expect(screen.queryByText('Answer may be at most 5000 characters')).not.toBeInTheDocument();

    accept = true;
    await user.click(screen.getByRole('button', { name: 'Add entry' }));
    expect(await screen.findByText('The Q&A entry was added.')).toBeInTheDocument();
    expect(server.requests(`${LIST}/texts`)[1]?.body).toEqual({
      question: 'Do you take walk-ins?',
      answer: 'Yes, mornings. Afternoons too.',
    });
  });

  it("shows the plan's refusal (403) in words on each form, not a generic failure", async () => {
    const PLAN = 'Your plan allows 5 knowledge sources per assistant.';
    const refused = (): Reply => ({ status: 403, data: { success: false, message: PLAN } });
    server = fakeServer({
      [`GET ${LIST}`]: () => knowledge([]),
      [`POST ${LIST}/texts`]: refused,
      [`POST ${LIST}/urls`]: refused,
      [`POST ${LIST}/files`]: refused,
    });
    const user = userEvent.setup();
    renderWithQueries(<KnowledgeSection assistantId="7" />);

    await user.upload(
      await screen.findByLabelText(/Document/),
      new File(['We open at 9.'], 'hours.txt', { type: 'text/plain' }),
    );
    await user.click(screen.getByRole('button', { name: /Upload/ }));
    const inForm = (name: string) => within(screen.getByRole('form', { name }));
    expect(await inForm('Upload a file').findByText(PLAN)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Web page' }));
    await user.type(screen.getByRole('textbox', { name: /Page address/ }), 'https://example.com/');
    await user.click(screen.getByRole('button', { name: 'Add page' }));
    expect(await inForm('Add a web page').findByText(PLAN)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Q&A entry' }));
    await user.type(screen.getByRole('textbox', { name: /Question/ }), 'Walk-ins?');
    await user.type(screen.getByRole('textbox', { name: /Answer/ }), 'Yes.');
    await user.click(screen.getByRole('button', { name: 'Add entry' }));
    expect(await inForm('Add a Q&A entry').findByText(PLAN)).toBeInTheDocument();
    expect(server.requests(`${LIST}/texts`)).toHaveLength(1);
  });

  it('refreshes a web page, and deletes a source after a confirmation', async () => {
    let list = [
      source({ id: 3, kind: 'url', name: 'https://example.com/hours', refreshed_at: null }),
      source({ id: 2, name: 'faq.md' }),
    ];
    server = fakeServer({
      [`GET ${LIST}`]: () => knowledge(list),
      [`POST ${LIST}/3/refresh`]: () => {
        list = list.map((item) => (item.id === 3 ? { ...item, status: 'processing' } : item));
        return { status: 200, data: { success: true, data: list[0] } };
      },
      [`DELETE ${LIST}/2`]: () => {
        list = list.filter((item) => item.id !== 2);
        return { status: 200, data: { success: true } };
      },
    });
    const user = userEvent.setup();
    renderWithQueries(<KnowledgeSection assistantId="7" />);
    await user.click(
      await screen.findByRole('button', { name: 'Refresh https://example.com/hours' }),
    );
    expect(server.requests(`${LIST}/3/refresh`)).toHaveLength(1);
    expect(await within(row('example.com/hours')).findByText('Processing')).toBeInTheDocument();
    // A page being read cannot be refreshed again until it is done.
    expect(
      screen.getByRole('button', { name: 'Refresh https://example.com/hours' }),
    ).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Delete faq.md' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this source?' });
    expect(dialog).toHaveTextContent('"faq.md"');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.requests(`${LIST}/2`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete faq.md' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete this source?' })).getByRole('button', {
        name: 'Delete source',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Delete faq.md' })).not.toBeInTheDocument(),
    );
    expect(server.requests(`${LIST}/2`).map((request) => request.method)).toEqual(['DELETE']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says why a delete failed and keeps the source', async () => {
    server = fakeServer({
      [`GET ${LIST}`]: () => knowledge([source({ id: 2, name: 'faq.md' })]),
      [`DELETE ${LIST}/2`]: () => ({
        status: 404,
        data: { success: false, message: 'Knowledge source not found' },
      }),
    });
    const user = userEvent.setup();
    renderWithQueries(<KnowledgeSection assistantId="7" />);
    await user.click(await screen.findByRole('button', { name: 'Delete faq.md' }));
    await user.click(screen.getByRole('button', { name: 'Delete source' }));
    expect(await screen.findByText('Knowledge source not found')).toBeInTheDocument();
    expect(row('faq.md')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete faq.md' })).toBeEnabled();
  });
});

describe('formatBytes', () => {
  it('writes sizes as people read them', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(812)).toBe('812 B');
    expect(formatBytes(14_540)).toBe('14.2 KB');
    expect(formatBytes(10 * MB)).toBe('10 MB');
    expect(formatBytes(1.25 * MB)).toBe('1.3 MB');
    expect(formatBytes(150 * MB)).toBe('150 MB');
  });
});

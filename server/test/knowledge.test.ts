import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { KnowledgeBase, KnowledgeSource } from '@voice/contracts';
import { KNOWLEDGE_LIMITS } from '@voice/contracts/schemas';
import { NO_TEXT_LAYER } from '../src/domains/voice/knowledge/extraction';
import { LIMIT_MESSAGES, REFRESH_URL_ONLY } from '../src/domains/voice/knowledge/service';
import { fetchPage, PRIVATE_PAGE_MESSAGE } from '../src/domains/voice/knowledge/url-fetch';
import { docxDocument, pdfDocument, zipArchive } from './helpers/documents';
import { insertAssistant, insertTwoResellers, insertUser, login } from './helpers/fixtures';
import { knowledgeClient, subscribeToSeededPlan } from './helpers/knowledge';
import { createTestContext, databases, testConfig } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

const MB = 1024 * 1024;

const HOURS_PDF = pdfDocument([
  ['Welcome to Acme Dental.', 'We care for your teeth.'],
  [
    'Opening hours',
    'We are open Monday to Friday from 8 am to 6 pm.',
    'On Saturdays we open at 9 am.',
  ],
]);

/** A local web server: /page (an article with navigation around it), /plain, /redirect, /image. */
async function startPages(): Promise<{
  url: string;
  setArticle(text: string): void;
  close(): Promise<void>;
}> {
  let article = 'Our clinic offers emergency appointments every weekday before noon.';
  const server = http.createServer((req, res) => {
    if (req.url === '/page') {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(`<!doctype html><html><head><title>Acme Dental FAQ</title></head><body>
        <nav><a href="/">Home</a> <a href="/about">About</a></nav>
        <article><h1>Frequently asked questions</h1>
        <p>${article}</p>
        <p>Parking is free behind the building, and the entrance has step-free access for wheelchairs.</p>
        <p>We accept all major insurance plans and offer payment in three instalments for larger treatments.</p>
        </article><footer>© Acme</footer><script>var secret = 'never indexed';</script></body></html>`);
      return;
    }
    if (req.url === '/redirect') {
      res.writeHead(302, { location: '/page' });
      res.end();
      return;
    }
    if (req.url === '/image') {
      res.setHeader('content-type', 'image/png');
      res.end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
      return;
    }
    res.statusCode = 404;
    res.end('not here');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    setArticle: (text) => {
      article = text;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe.each(databases)('knowledge base on %s', (dialect) => {
  const ctx = useTestContext(() => createTestContext(dialect));
  let token: string;
  let userId: number;
  let assistantId: number;
  let pages: Awaited<ReturnType<typeof startPages>>;
  const kb = () => knowledgeClient(ctx.app, assistantId, token);

  beforeAll(async () => {
    const user = await insertUser(ctx.db);
    userId = user.id;
    await subscribeToSeededPlan(ctx.db, userId);
    token = await login(ctx.app, user);
    assistantId = await insertAssistant(ctx.db, { user_id: userId, name: 'Acme Dental' });
    pages = await startPages();
  });
  afterAll(async () => {
    await pages.close();
  });

  const chunkTexts = async (sourceId: number) =>
    (
      await ctx.db
        .selectFrom('knowledge_chunks')
        .select('text')
        .where('source_id', '=', sourceId)
        .orderBy('position')
        .execute()
    ).map((row) => row.text);

  it('takes a PDF: 201 processing, then ready with its text in chunks', async () => {
    const res = await kb().upload('opening-hours.pdf', HOURS_PDF, 'application/pdf');
    expect(res.statusCode).toBe(201);
    const created = (res.json() as { success: boolean; data: KnowledgeSource }).data;
    expect(created).toMatchObject({
      kind: 'file',
      name: 'opening-hours.pdf',
      status: 'processing',
      error: null,
      size_bytes: HOURS_PDF.length,
      refreshed_at: null,
    });
    const ready = await kb().settled(created.id);
    expect(ready.status).toBe('ready');
    expect(ready.chunk_count).toBeGreaterThan(0);
    expect((await chunkTexts(created.id)).join(' ')).toContain(
      'Monday to Friday from 8 am to 6 pm',
    );
    // The upload's bytes are kept (the voice platform's sync uploads them).
    const file = await ctx.db
      .selectFrom('knowledge_files')
      .select('bytes')
      .where('source_id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(Buffer.from(file.bytes).equals(HOURS_PDF)).toBe(true);
  });

  it('takes a DOCX, a text file, Markdown and CSV', async () => {
    const files: [string, Buffer, string][] = [
      [
        'prices.docx',
        docxDocument(['Price list', 'A cleaning costs 80 dollars.']),
        'A cleaning costs 80 dollars.',
      ],
      [
        'notes.txt',
        Buffer.from('\uFEFFWe speak English and Spanish.\r\n'),
        'We speak English and Spanish.',
      ],
      [
        'faq.md',
        Buffer.from('# FAQ\n\n**Do you whiten teeth?** Yes, in one visit.\n'),
        'Yes, in one visit.',
      ],
      ['services.csv', Buffer.from('service,price\nwhitening,300\nfilling,120\n'), 'whitening,300'],
    ];
    for (const [name, bytes, expected] of files) {
      const res = await kb().upload(name, bytes);
      expect(res.statusCode).toBe(201);
      const source = await kb().settled((res.json() as { data: KnowledgeSource }).data.id);
      expect({ name, status: source.status, error: source.error }).toEqual({
        name,
        status: 'ready',
        error: null,
      });
      expect((await chunkTexts(source.id)).join('\n')).toContain(expected);
    }
  });

  it('checks the bytes, not the name: an .exe named .pdf, a PDF named .txt, a plain ZIP named .docx', async () => {
    const exe = Buffer.concat([
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
      Buffer.alloc(64),
    ]);
    const cases: [string, Buffer, RegExp][] = [
      ['invoice.pdf', exe, /named \.pdf but its content is not a PDF/],
      ['hours.txt', HOURS_PDF, /named \.txt but its content is a PDF, not a text file/],
      ['letter.docx', zipArchive({ 'readme.txt': 'hello' }), /ZIP archive, not a Word document/],
      ['program.exe', exe, /Only PDF, Word \(\.docx\), text/],
      ['latin1.txt', Buffer.from([0x43, 0x61, 0x66, 0xe9]), /content is not a text file/],
    ];
    for (const [name, bytes, message] of cases) {
      const res = await kb().upload(name, bytes, 'application/pdf');
      expect({ name, status: res.statusCode }).toEqual({ name, status: 422 });
      const body = res.json() as { message: string; errors: Record<string, string[]> };
      expect(body.message).toMatch(message);
      expect(body.errors.file?.[0]).toBe(body.message);
    }
  });

  it('fails a PDF without a text layer with a reason the user understands', async () => {
    const scan = pdfDocument([[''], ['']], { textLayer: false });
    const res = await kb().upload('scan.pdf', scan);
    expect(res.statusCode).toBe(201);
    const source = await kb().settled((res.json() as { data: KnowledgeSource }).data.id);
    expect(source).toMatchObject({ status: 'failed', error: NO_TEXT_LAYER, chunk_count: 0 });
  });

  it('adds a Q&A entry named by its question', async () => {
    const res = await kb().addText(
      'Do you take walk-ins?',
      'Yes, walk-ins are welcome every morning.',
    );
    expect(res.statusCode).toBe(201);
    const source = await kb().settled((res.json() as { data: KnowledgeSource }).data.id);
    expect(source).toMatchObject({
      kind: 'text',
      name: 'Do you take walk-ins?',
      status: 'ready',
      chunk_count: 1,
    });
    const invalid = await kb().addText('', '');
    expect(invalid.statusCode).toBe(422);
    expect((invalid.json() as { errors: Record<string, string[]> }).errors).toEqual({
      question: ['The question is required.'],
      answer: ['The answer is required.'],
    });
  });

  it('reads a web page: the article, not the navigation or scripts; refresh fetches it again', async () => {
    const res = await kb().addUrl(`${pages.url}/redirect`);
    expect(res.statusCode).toBe(201);
    const created = (res.json() as { data: KnowledgeSource }).data;
    expect(created).toMatchObject({
      kind: 'url',
      name: `${pages.url}/redirect`,
      status: 'processing',
    });
    const ready = await kb().settled(created.id);
    expect(ready.status).toBe('ready');
    expect(ready.refreshed_at).not.toBeNull();
    expect(ready.size_bytes).toBeGreaterThan(100);
    const text = (await chunkTexts(created.id)).join('\n');
    expect(text).toContain('emergency appointments every weekday before noon');
    expect(text).toContain('Parking is free');
    expect(text).not.toContain('never indexed');
    expect(text).not.toContain('About');

    pages.setArticle('From June on, emergency appointments are also possible on Saturdays.');
    const refreshed = await kb().refresh(created.id);
    expect(refreshed.statusCode).toBe(200);
    expect((refreshed.json() as { data: KnowledgeSource }).data.status).toBe('processing');
    const again = await kb().settled(created.id);
    expect(again.status).toBe('ready');
    const after = (await chunkTexts(created.id)).join('\n');
    expect(after).toContain('also possible on Saturdays');
    expect(after).not.toContain('before noon');

    // A refresh while the page is being fetched is answered as it is (one attempt at a time).
    const [first, second] = [await kb().refresh(created.id), await kb().refresh(created.id)];
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect((second.json() as { data: KnowledgeSource }).data.status).toBe('processing');
    const settled = await kb().settled(created.id);
    expect(settled.status).toBe('ready');
    expect(await chunkTexts(created.id)).toHaveLength(settled.chunk_count);
  });

  it('fails a page that is not HTML or does not exist, with the reason', async () => {
    const image = await kb().addUrl(`${pages.url}/image`);
    expect(await kb().settled((image.json() as { data: KnowledgeSource }).data.id)).toMatchObject({
      status: 'failed',
      error: 'The address is not a web page (its type is image/png).',
    });
    const missing = await kb().addUrl(`${pages.url}/missing`);
    expect(await kb().settled((missing.json() as { data: KnowledgeSource }).data.id)).toMatchObject(
      {
        status: 'failed',
        error: 'The site answered HTTP 404.',
      },
    );
    const ftp = await kb().addUrl('ftp://example.com/file');
    expect(ftp.statusCode).toBe(422);
    expect((ftp.json() as { errors: Record<string, string[]> }).errors.url).toEqual([
      'The URL must be a valid http:// or https:// address.',
    ]);
  });

  it('refreshes only web pages, and deletes a source with its chunks and file', async () => {
    const listed = (await kb().list()).json() as { data: KnowledgeBase };
    const file = listed.data.sources.find((source) => source.name === 'opening-hours.pdf');
    if (!file) throw new Error('the PDF is not listed');
    const refresh = await kb().refresh(file.id);
    expect(refresh.statusCode).toBe(422);
    expect((refresh.json() as { message: string }).message).toBe(REFRESH_URL_ONLY);

    const removed = await kb().remove(file.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ success: true });
    expect(await chunkTexts(file.id)).toEqual([]);
    const files = await ctx.db
      .selectFrom('knowledge_files')
      .select('source_id')
      .where('source_id', '=', file.id)
      .execute();
    expect(files).toEqual([]);
    expect((await kb().remove(file.id)).statusCode).toBe(404);
    expect((await kb().refresh(999_999)).statusCode).toBe(404);
  });

  it("lists the sources newest first with the owner's plan's limits and the bytes used", async () => {
    const res = await kb().list();
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { success: boolean; data: KnowledgeBase };
    const ids = data.sources.map((source) => source.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    // Professional: 20 sources, 50 MB (migration 0023); the per-file cap is the server's own.
    expect(data.limits).toEqual({
      max_sources: 20,
      max_file_bytes: KNOWLEDGE_LIMITS.maxFileBytes,
      max_total_bytes: 50 * MB,
      used_bytes: data.sources.reduce((sum, source) => sum + source.size_bytes, 0),
    });
  });

  it('refuses a file over the per-file limit (422); takes one over the JSON body limit', async () => {
    const other = await insertAssistant(ctx.db, { user_id: userId, name: 'Limits' });
    const client = knowledgeClient(ctx.app, other, token);
    const big = Buffer.alloc(KNOWLEDGE_LIMITS.maxFileBytes + 1, 'a');
    const tooBig = await client.upload('big.txt', big);
    expect(tooBig.statusCode).toBe(422);
    expect((tooBig.json() as { message: string }).message).toBe(LIMIT_MESSAGES.fileTooLarge);
    expect(LIMIT_MESSAGES.fileTooLarge).toContain('10 MB');
    // Over the JSON body limit (1 MB) but within the file limit: taken.
    const sentences = 'Our clinic is open on weekdays and some Saturdays. '.repeat(45_000);
    const large = await client.upload('large.txt', Buffer.from(sentences));
    expect(large.statusCode).toBe(201);
  });

  it("holds a Starter owner to the plan: the 6th source and bytes past 10 MB refused with 403 and the plan's message", async () => {
    const starter = await insertUser(ctx.db);
    await subscribeToSeededPlan(ctx.db, starter.id, 'Starter');
    const starterToken = await login(ctx.app, starter);
    const owned = await insertAssistant(ctx.db, { user_id: starter.id, name: 'Starter' });
    const client = knowledgeClient(ctx.app, owned, starterToken);
    const limits = ((await client.list()).json() as { data: KnowledgeBase }).data.limits;
    expect(limits).toMatchObject({ max_sources: 5, max_total_bytes: 10 * MB });

    for (let n = 1; n <= 5; n += 1) {
      expect((await client.addText(`Q${n}`, 'A')).statusCode).toBe(201);
    }
    const sixth = await client.addText('One more?', 'No.');
    expect(sixth.statusCode).toBe(403);
    expect(sixth.json()).toEqual({
      success: false,
      message: 'Your plan allows 5 knowledge sources per assistant.',
    });
    for (const refused of [
      await client.upload('more.txt', Buffer.from('Six is one too many.')),
      await client.addUrl(`${pages.url}/page`),
    ]) {
      expect(refused.statusCode).toBe(403);
    }

    // An admin adding to the client's assistant is held to the client's plan, not their own.
    const admin = await insertUser(ctx.db, { role: 'admin' });
    const adminClient = knowledgeClient(ctx.app, owned, await login(ctx.app, admin));
    expect((await adminClient.addText('Admin?', 'Still no.')).statusCode).toBe(403);

    // The total: 10 MB less 10 bytes in one source leaves no room for 20 more bytes.
    await ctx.db.deleteFrom('knowledge_sources').where('assistant_id', '=', owned).execute();
    const at = new Date().toISOString();
    await ctx.db
      .insertInto('knowledge_sources')
      .values({
        assistant_id: owned,
        kind: 'text',
        name: 'Large',
        size_bytes: 10 * MB - 10,
        status: 'ready',
        text: 'x',
        created_at: at,
        updated_at: at,
      })
      .execute();
    const overTotal = await client.upload('more.txt', Buffer.from('more than ten bytes of text'));
    expect(overTotal.statusCode).toBe(403);
    expect((overTotal.json() as { message: string }).message).toBe(
      'Your plan allows 10 MB of knowledge per assistant.',
    );
    expect((await client.upload('tiny.txt', Buffer.from('ok'))).statusCode).toBe(201);
  });

  it('refuses every source to an owner without a plan', async () => {
    const unsubscribed = await insertUser(ctx.db);
    const owned = await insertAssistant(ctx.db, { user_id: unsubscribed.id, name: 'No plan' });
    const client = knowledgeClient(ctx.app, owned, await login(ctx.app, unsubscribed));
    const res = await client.addText('Open?', 'Yes.');
    expect(res.statusCode).toBe(403);
    expect((res.json() as { message: string }).message).toBe(
      'You need an active subscription to use the knowledge base and booking.',
    );
    expect(((await client.list()).json() as { data: KnowledgeBase }).data.limits).toMatchObject({
      max_sources: 0,
      max_total_bytes: 0,
    });
  });

  it("keeps tenants apart: another reseller's admin and another user get 404", async () => {
    const two = await insertTwoResellers(ctx.app, ctx.db);
    const owned = await insertAssistant(ctx.db, {
      user_id: two.user.id,
      reseller_id: two.alpha,
      name: 'Alpha',
    });
    await subscribeToSeededPlan(ctx.db, two.user.id, 'Professional', two.alpha);
    const mine = knowledgeClient(ctx.app, owned, two.tokens.user, 'alpha.localhost');
    const added = await mine.addText('Where are you?', 'At 1 Main Street.');
    expect(added.statusCode).toBe(201);
    const sourceId = (added.json() as { data: KnowledgeSource }).data.id;

    const alphaAdmin = knowledgeClient(ctx.app, owned, two.tokens.alpha, 'alpha.localhost');
    expect((await alphaAdmin.list()).statusCode).toBe(200);
    for (const client of [
      knowledgeClient(ctx.app, owned, two.tokens.beta, 'beta.localhost'),
      knowledgeClient(ctx.app, owned, token),
    ]) {
      expect((await client.list()).statusCode).toBe(404);
      expect((await client.addText('Q', 'A')).statusCode).toBe(404);
      expect((await client.upload('a.txt', Buffer.from('text'))).statusCode).toBe(404);
      expect((await client.addUrl(`${pages.url}/page`)).statusCode).toBe(404);
      expect((await client.refresh(sourceId)).statusCode).toBe(404);
      expect((await client.remove(sourceId)).statusCode).toBe(404);
    }
    // A source id of another assistant is not found under this one.
    expect((await kb().remove(sourceId)).statusCode).toBe(404);
    expect((await mine.list()).json()).toMatchObject({ data: { sources: [{ id: sourceId }] } });
  });
});

describe.each(databases)(
  'knowledge base page fetches, private addresses refused, on %s',
  (dialect) => {
    const ctx = useTestContext(() =>
      createTestContext(dialect, {
        config: { webhooks: { ...testConfig().webhooks, allowPrivateTargets: false } },
      }),
    );
    let pages: Awaited<ReturnType<typeof startPages>>;
    beforeAll(async () => {
      pages = await startPages();
    });
    afterAll(async () => {
      await pages.close();
    });

    it('refuses a literal private address or a localhost name when the page is added', async () => {
      const user = await insertUser(ctx.db);
      await subscribeToSeededPlan(ctx.db, user.id);
      const token = await login(ctx.app, user);
      const assistantId = await insertAssistant(ctx.db, { user_id: user.id, name: 'Guarded' });
      const kb = knowledgeClient(ctx.app, assistantId, token);
      const port = new URL(pages.url).port;
      for (const url of [
        `${pages.url}/page`,
        `http://localhost:${port}/page`,
        `http://[::1]:${port}/`,
      ]) {
        const res = await kb.addUrl(url);
        expect({ url, status: res.statusCode }).toEqual({ url, status: 422 });
        expect((res.json() as { errors: Record<string, string[]> }).errors.url).toEqual([
          PRIVATE_PAGE_MESSAGE,
        ]);
      }
    });

    it('checks the resolved address of a name and every redirect (the lookup guard fires)', async () => {
      const port = new URL(pages.url).port;
      // localhost is a name: resolved through the request's own lookup, which refuses 127.0.0.1.
      await expect(
        fetchPage(`http://localhost:${port}/page`, { allowPrivateTargets: false }),
      ).rejects.toThrow(PRIVATE_PAGE_MESSAGE);
      await expect(fetchPage(`${pages.url}/page`, { allowPrivateTargets: false })).rejects.toThrow(
        PRIVATE_PAGE_MESSAGE,
      );
      // Allowed, the same page is read (so the refusals above are the guard's, not a dead server).
      const page = await fetchPage(`http://localhost:${port}/redirect`, {
        allowPrivateTargets: true,
      });
      expect(page.url).toBe(`http://localhost:${port}/page`);
      expect(page.body).toContain('Frequently asked questions');
    });
  },
);

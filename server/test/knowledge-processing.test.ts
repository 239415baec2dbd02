import { describe, expect, it } from '@jest/globals';
import { CHUNK_CHARS, chunkText, sentencesOf } from '../src/domains/voice/knowledge/chunking';
import {
  checkKnowledgeFile,
  cleanFileName,
  DOCX_TOO_LARGE,
  zipEntries,
} from '../src/domains/voice/knowledge/file-types';
import { GAVE_UP, KnowledgeWorker, MAX_ATTEMPTS } from '../src/domains/voice/knowledge/processing';
import {
  buildIndex,
  relevantSentences,
  searchIndexed,
  stem,
} from '../src/domains/voice/knowledge/search';
import { readablePageText } from '../src/domains/voice/knowledge/page-text';
import { docxDocument, pdfDocument, zipArchive } from './helpers/documents';
import { insertAssistant, insertUser } from './helpers/fixtures';
import { createTestContext, databases } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

describe('knowledge chunking, search and checks', () => {
  it('cuts text into chunks of at most 800 characters, paragraphs kept whole while they fit', () => {
    const paragraph = (n: number) => `Paragraph ${n} says one thing. It says it in two sentences.`;
    const text = Array.from({ length: 40 }, (_, n) => paragraph(n)).join('\n\n');
    const chunks = chunkText(text);
    expect(chunks.length).toBeGreaterThan(2);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(CHUNK_CHARS);
    // Every paragraph is found whole in some chunk, and each chunk after the first starts with the last
    // sentence of the one before (the overlap).
    for (let n = 0; n < 40; n += 1)
      expect(chunks.some((chunk) => chunk.includes(paragraph(n)))).toBe(true);
    for (let i = 1; i < chunks.length; i += 1) {
      const last = sentencesOf(chunks[i - 1] ?? '').at(-1) ?? '';
      expect(chunks[i]?.startsWith(last)).toBe(true);
    }
  });

  it('cuts a paragraph longer than a chunk by sentences, and a word-salad line by words', () => {
    const long = Array.from({ length: 30 }, (_, n) => `Sentence number ${n} is here.`).join(' ');
    const chunks = chunkText(long);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.join(' ')).toContain('Sentence number 29 is here.');
    const words = chunkText('word '.repeat(400));
    for (const chunk of words) expect(chunk.length).toBeLessThanOrEqual(CHUNK_CHARS);
    expect(chunkText('   \n\n  ')).toEqual([]);
  });

  it('stems words so that a question finds the text in other forms', () => {
    expect(stem('opening')).toBe('open');
    expect(stem('hours')).toBe('hour');
    expect(stem('policies')).toBe('policy');
    expect(stem('glass')).toBe('glass');
  });

  it('finds the chunk that covers the question, and only when it covers enough of it', () => {
    const index = buildIndex([
      {
        id: 1,
        source: 'a.pdf',
        text: 'Our office is open Monday to Friday. Opening hours start at 8 am.',
      },
      { id: 2, source: 'b.pdf', text: 'We repair bicycles and sell helmets.' },
    ]);
    const [best] = searchIndexed(index, 'What are your opening hours?');
    expect(best?.chunk).toEqual({ id: 1, source: 'a.pdf' });
    expect(searchIndexed(index, 'Do you sell cars or boats?')).toEqual([]);
    expect(searchIndexed(index, 'hello')).toEqual([]);
  });

  it('answers with the sentence holding the question words, never a question, a heading with its line', () => {
    expect(
      relevantSentences(
        'Do you take walk-ins?\n\nYes, walk-ins are welcome every morning.',
        'Do you take walk-ins?',
      ),
    ).toBe('Yes, walk-ins are welcome every morning.');
    expect(relevantSentences('Welcome.\nOpening hours\nWe open at 9 am.', 'opening hours')).toBe(
      'Opening hours We open at 9 am.',
    );
  });

  it('reads a page: the article without navigation or scripts', () => {
    const page = readablePageText(
      `<html><head><title>Prices</title></head><body><nav>Home About</nav><main><h1>Prices</h1>
      <p>${'A cleaning costs 80 dollars and takes forty minutes in our clinic. '.repeat(3)}</p>
      <ul><li>Whitening: 300 dollars</li><li>Filling: 120 dollars</li></ul></main>
      <script>alert(1)</script></body></html>`,
    );
    expect(page.title).toBe('Prices');
    expect(page.text).toContain('A cleaning costs 80 dollars');
    expect(page.text).toContain('Whitening: 300 dollars\n\nFilling: 120 dollars');
    expect(page.text).not.toContain('alert');
  });

  it('tells the formats by their bytes, and keeps a clean name', () => {
    expect(zipEntries(docxDocument(['Hi'])).map((entry) => entry.name)).toContain(
      'word/document.xml',
    );
    // A ZIP bomb: a document whose directory says it inflates to 300 MB is refused before mammoth opens it.
    const bomb = zipArchive({
      '[Content_Types].xml': '<Types/>',
      'word/document.xml': '<w:document/>',
    });
    const directory = bomb.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bomb.writeUInt32LE(300 * 1024 * 1024, directory + 24);
    expect(checkKnowledgeFile('bomb.docx', bomb)).toEqual({ ok: false, message: DOCX_TOO_LARGE });
    expect(checkKnowledgeFile('a.PDF', pdfDocument([['x']]))).toEqual({ ok: true, format: 'pdf' });
    expect(checkKnowledgeFile('notes.md', Buffer.from('# Notes'))).toEqual({
      ok: true,
      format: 'md',
    });
    expect(checkKnowledgeFile('empty.txt', Buffer.alloc(0))).toEqual({
      ok: false,
      message: 'The file is empty.',
    });
    expect(checkKnowledgeFile('nul.txt', Buffer.from([0x41, 0x00, 0x42])).ok).toBe(false);
    expect(cleanFileName('C:\\Users\\ann\\opening\u0007-hours.pdf')).toBe('opening-hours.pdf');
    expect(cleanFileName(`${'x'.repeat(300)}.pdf`)).toMatch(/^x{251}\.pdf$/);
  });
});

describe.each(databases)('knowledge processing worker on %s', (dialect) => {
  const ctx = useTestContext(() => createTestContext(dialect));

  async function stranded(attempts: number): Promise<number> {
    const user = await insertUser(ctx.db);
    const assistantId = await insertAssistant(ctx.db, { user_id: user.id, name: 'Restarted' });
    const past = new Date(Date.now() - 60_000).toISOString();
    const row = await ctx.db
      .insertInto('knowledge_sources')
      .values({
        assistant_id: assistantId,
        kind: 'file',
        name: 'left-behind.txt',
        content_type: 'text/plain',
        size_bytes: 30,
        status: 'processing',
        attempts,
        // An instance claimed it and stopped: its lease has run out.
        locked_until: past,
        created_at: past,
        updated_at: past,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.db
      .insertInto('knowledge_files')
      .values({ source_id: row.id, bytes: Buffer.from('We deliver on Tuesdays and Fridays.') })
      .execute();
    return row.id;
  }

  const statusOf = (id: number) =>
    ctx.db
      .selectFrom('knowledge_sources')
      .select(['status', 'error', 'attempts'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  async function runWorkerUntilSettled(id: number) {
    const worker = new KnowledgeWorker({
      db: ctx.db,
      config: ctx.app.config,
      voice: ctx.app.voice,
      log: ctx.app.log,
      pollMs: 20,
      allowPrivateTargets: true,
    });
    worker.start();
    try {
      const until = Date.now() + 10_000;
      for (;;) {
        const row = await statusOf(id);
        if (row.status !== 'processing') return row;
        if (Date.now() > until) throw new Error('still processing');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await worker.stop();
    }
  }

  it('finishes a source whose instance stopped mid-way, once its lease has ended', async () => {
    const id = await stranded(1);
    expect(await runWorkerUntilSettled(id)).toMatchObject({
      status: 'ready',
      error: null,
      attempts: 2,
    });
    const chunks = await ctx.db
      .selectFrom('knowledge_chunks')
      .select('text')
      .where('source_id', '=', id)
      .execute();
    expect(chunks).toEqual([{ text: 'We deliver on Tuesdays and Fridays.' }]);
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts that never finished, with a reason`, async () => {
    const id = await stranded(MAX_ATTEMPTS);
    expect(await runWorkerUntilSettled(id)).toMatchObject({ status: 'failed', error: GAVE_UP });
  });
});

// The knowledge base's targets: PDF extraction speed, the Test chat's server time answering from a
// 200-page PDF, and search at 10,000 chunks.
//   corepack pnpm --filter ./server exec tsx test/bench/knowledge.ts            SQLite
//   TEST_DATABASE_URL=postgres://... corepack pnpm --filter ./server exec tsx test/bench/knowledge.ts
//                                                                                SQLite, then PostgreSQL
// Prints Markdown for BENCHMARKS.md ("Knowledge base").
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { KnowledgeSource } from '@voice/contracts';
import { answerFromKnowledge } from '../../src/domains/voice/knowledge/answers';
import { chunkText } from '../../src/domains/voice/knowledge/chunking';
import { extractFileText } from '../../src/domains/voice/knowledge/extraction';
import { pdfDocument } from '../helpers/documents';
import { insertAssistant, insertUser, login } from '../helpers/fixtures';
import { knowledgeClient } from '../helpers/knowledge';
import { databases, withTestContext } from '../helpers/test-app';
import { median, percentile } from './helpers';

const PAGES = 200;
const LINES_PER_PAGE = 40;
const CHUNKS = 10_000;
const RUNS = 60;

/** A deterministic pseudo-random generator (mulberry32). */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SYLLABLES = 'ka lo mi ne ru sa ti vo be da fe gi ho ju ly pa qu re so tu we xi ya zo'.split(
  ' ',
);

/** A vocabulary of made-up words, so that text is varied as a manual's is (not one word repeated). */
function vocabulary(size: number, next: () => number): string[] {
  const words = new Set<string>();
  while (words.size < size) {
    const parts = 2 + Math.floor(next() * 3);
    let word = '';
    for (let i = 0; i < parts; i += 1) word += SYLLABLES[Math.floor(next() * SYLLABLES.length)];
    words.add(word);
  }
  return [...words];
}

function sentence(words: string[], next: () => number): string {
  const length = 6 + Math.floor(next() * 10);
  const picked = Array.from({ length }, () => words[Math.floor(next() * words.length)] ?? 'word');
  const text = picked.join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** The 200-page manual: pages of generated sentences; page 137 holds the one fact the chat is asked about. */
function manual(): Buffer {
  const next = random(42);
  const words = vocabulary(3_000, next);
  const pages: string[][] = [];
  for (let page = 1; page <= PAGES; page += 1) {
    const lines = Array.from({ length: LINES_PER_PAGE }, () => sentence(words, next));
    if (page === 137)
      lines.splice(
        20,
        0,
        'The emergency hotline of the clinic is staffed on Sundays from 10 am to 4 pm.',
      );
    pages.push(lines);
  }
  return pdfDocument(pages);
}

const ms = (started: bigint) => Number(process.hrtime.bigint() - started) / 1e6;
const fmt = (value: number) => (value < 10 ? value.toFixed(1) : String(Math.round(value)));

async function extractionFigures(pdf: Buffer): Promise<string> {
  await extractFileText('pdf', pdf); // PDF.js loaded once
  const times: number[] = [];
  let chunks = 0;
  let chunkMs = 0;
  for (let run = 0; run < 5; run += 1) {
    const started = process.hrtime.bigint();
    const { text } = await extractFileText('pdf', pdf);
    times.push(ms(started));
    const chunked = process.hrtime.bigint();
    chunks = chunkText(text).length;
    chunkMs = ms(chunked);
  }
  const extraction = median(times);
  return [
    `PDF extraction (unpdf), ${PAGES} pages of ${LINES_PER_PAGE} lines (${(pdf.length / 1024).toFixed(0)} KB), median of 5: ` +
      `${fmt(extraction)} ms, **${Math.round((PAGES / extraction) * 1000)} pages/s**; chunking its text: ${fmt(chunkMs)} ms, ${chunks} chunks.`,
  ].join('\n');
}

/** Time to the first event of the Test chat's stream over real HTTP (the server's work before it answers). */
function firstEventMs(
  port: number,
  token: string,
  body: string,
): Promise<{ ms: number; text: string }> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    let first = 0;
    let text = '';
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/assistants/test-chat',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          host: 'localhost',
        },
      },
      (res) => {
        res.setEncoding('utf8');
        res.on('data', (part: string) => {
          if (first === 0) first = ms(started);
          text += part;
        });
        res.on('end', () => resolve({ ms: first, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function benchDatabase(dialect: (typeof databases)[number], pdf: Buffer): Promise<string[]> {
  return withTestContext(
    dialect,
    async (ctx) => {
      const rows: string[] = [];
      const user = await insertUser(ctx.db);
      const token = await login(ctx.app, user);
      const assistantId = await insertAssistant(ctx.db, { user_id: user.id, name: 'Bench' });
      const kb = knowledgeClient(ctx.app, assistantId, token);
      const started = process.hrtime.bigint();
      const added = await kb.upload('manual.pdf', pdf);
      const source = await kb.settled((added.json() as { data: KnowledgeSource }).data.id, 120_000);
      const processing = ms(started);
      if (source.status !== 'ready') throw new Error(`manual not ready: ${source.error}`);

      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = ctx.app.server.address() as AddressInfo;
      const body = JSON.stringify({
        assistant: { name: 'Bench', firstMessage: 'Hello', endCallMessage: 'Bye' },
        assistant_id: assistantId,
        messages: [{ role: 'user', content: 'When is the emergency hotline staffed on Sundays?' }],
      });
      const times: number[] = [];
      // The Test chat allows 20 messages a minute per user: three platform admins (who see every assistant) ask.
      const askers = [
        await login(ctx.app, await insertUser(ctx.db, { role: 'admin' })),
        await login(ctx.app, await insertUser(ctx.db, { role: 'admin' })),
        await login(ctx.app, await insertUser(ctx.db, { role: 'admin' })),
      ];
      for (let run = 0; run < 30; run += 1) {
        const answer = await firstEventMs(port, askers[run % askers.length] ?? token, body);
        if (!answer.text.includes('"sources":["manual.pdf"]'))
          throw new Error(`no source: ${answer.text}`);
        times.push(answer.ms);
      }
      times.sort((a, b) => a - b);
      rows.push(
        `| ${dialect} | Test chat, 200-page PDF (${source.chunk_count} chunks): upload to ready | ${fmt(processing)} | | |`,
        `| ${dialect} | Test chat, 200-page PDF: request to first word (30 requests) | | ${fmt(median(times))} | ${fmt(percentile(times, 95))} |`,
      );

      // 10,000 chunks of one assistant (generated text of ~800 characters), searched directly.
      const big = await insertAssistant(ctx.db, { user_id: user.id, name: 'Big' });
      const at = new Date().toISOString();
      const sourceRow = await ctx.db
        .insertInto('knowledge_sources')
        .values({
          assistant_id: big,
          kind: 'text',
          name: 'generated',
          status: 'ready',
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const next = random(7);
      const words = vocabulary(20_000, next);
      const texts: string[] = [];
      for (let i = 0; i < CHUNKS; i += 1) {
        let text = '';
        while (text.length < 760) text += `${sentence(words, next)} `;
        texts.push(text.trim());
      }
      for (let start = 0; start < CHUNKS; start += 500) {
        await ctx.db
          .insertInto('knowledge_chunks')
          .values(
            texts.slice(start, start + 500).map((text, i) => ({
              source_id: sourceRow.id,
              assistant_id: big,
              position: start + i,
              text,
            })),
          )
          .execute();
      }
      const questions = Array.from({ length: RUNS }, (_, i) => {
        const chunkWords = (texts[(i * 163) % CHUNKS] ?? '').replace(/\./g, '').split(' ');
        return `What about ${chunkWords.slice(3, 7).join(' ')}?`;
      });
      // The first question after a change builds the index (answers.ts), the others use it.
      const cold = process.hrtime.bigint();
      await answerFromKnowledge(ctx.db, big, 'What about the first question?');
      const build = ms(cold);
      rows.push(
        `| ${dialect} | search, ${CHUNKS.toLocaleString('en-US')} chunks: first question after a change (index built) | ${fmt(build)} | | |`,
      );
      const searchTimes: number[] = [];
      let found = 0;
      for (const question of questions) {
        const begun = process.hrtime.bigint();
        const answer = await answerFromKnowledge(ctx.db, big, question);
        searchTimes.push(ms(begun));
        if (answer) found += 1;
      }
      searchTimes.sort((a, b) => a - b);
      rows.push(
        `| ${dialect} | search, ${CHUNKS.toLocaleString('en-US')} chunks of one assistant, index kept (${RUNS} questions, ${found} answered) | | ${fmt(median(searchTimes))} | ${fmt(percentile(searchTimes, 95))} |`,
      );
      return rows;
    },
    { config: { chat: { openaiApiKey: null, openaiBaseUrl: 'http://127.0.0.1:9/v1' } } },
  );
}

async function main(): Promise<void> {
  const pdf = manual();
  const lines = [
    await extractionFigures(pdf),
    '',
    '| database | case | total ms | p50 ms | p95 ms |',
    '| --- | --- | --- | --- | --- |',
  ];
  for (const dialect of databases) lines.push(...(await benchDatabase(dialect, pdf)));
  console.info(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

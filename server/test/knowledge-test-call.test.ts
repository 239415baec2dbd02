import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { KnowledgeSource } from '@voice/contracts';
import { NO_KNOWLEDGE_ANSWER } from '../src/domains/voice/knowledge/call-question';
import { pdfDocument } from './helpers/documents';
import { insertAssistant, insertUser, login } from './helpers/fixtures';
import { knowledgeClient, subscribeToSeededPlan } from './helpers/knowledge';
import { createTestContext, databases, request, type TestContext } from './helpers/test-app';

/**
 * A sandbox test call to an assistant with ready knowledge: the caller asks one question about its oldest ready
 * source and the transcript has the knowledge base's answer (the Test chat's search).
 */

const HOURS_PDF = pdfDocument([
  ['Welcome to Acme Dental.', 'We care for your teeth.'],
  ['Opening hours', 'We are open Monday to Friday from 8 am to 6 pm.'],
]);

describe.each(databases)('sandbox test calls answering from knowledge on %s', (dialect) => {
  let ctx: TestContext;
  let token: string;
  let userId: number;

  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    const user = await insertUser(ctx.db);
    userId = user.id;
    await subscribeToSeededPlan(ctx.db, userId);
    token = await login(ctx.app, user);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const sandboxAssistant = (name: string) =>
    insertAssistant(ctx.db, {
      user_id: userId,
      name,
      voice_provider: 'sandbox',
      vapi_assistant_id: `sandbox-${dialect}-${name.toLowerCase().replace(/\W+/g, '-')}`,
    });
  const transcriptOf = async (assistantId: number) => {
    const res = await request(ctx.app, {
      method: 'POST',
      url: `/api/assistants/${assistantId}/test-call`,
      token,
    });
    expect(res.statusCode).toBe(200);
    const callId = (res.json() as { data: { call_id: string } }).data.call_id;
    const row = await ctx.db
      .selectFrom('call_logs')
      .select(['transcript', 'call_messages'])
      .where('call_id', '=', callId)
      .executeTakeFirstOrThrow();
    return row.transcript ?? '';
  };
  const ready = async (assistantId: number, res: { json(): unknown }) => {
    const kb = knowledgeClient(ctx.app, assistantId, token);
    const source = await kb.settled((res.json() as { data: KnowledgeSource }).data.id);
    expect(source.status).toBe('ready');
  };

  it("asks about an uploaded document and answers with the document's sentence", async () => {
    const assistantId = await sandboxAssistant('Acme Dental');
    const kb = knowledgeClient(ctx.app, assistantId, token);
    await ready(assistantId, await kb.upload('opening-hours.pdf', HOURS_PDF, 'application/pdf'));

    const lines = (await transcriptOf(assistantId)).split('\n');
    const asked = lines.indexOf('User: What can you tell me about opening hours?');
    // After the caller's first question, before the goodbye.
    expect(asked).toBe(3);
    expect(lines[asked + 1]).toMatch(/^AI: .*We are open Monday to Friday from 8 am to 6 pm\./);
    expect(lines.at(-1)).toBe('AI: Thank you for calling. Goodbye.');
  });

  it("asks a Q&A entry's question and answers with its answer", async () => {
    const assistantId = await sandboxAssistant('Harbour Dental');
    const kb = knowledgeClient(ctx.app, assistantId, token);
    await ready(
      assistantId,
      await kb.addText('Do you take walk-ins?', 'Yes, walk-ins are welcome every morning.'),
    );
    const transcript = await transcriptOf(assistantId);
    expect(transcript).toContain(
      'User: Do you take walk-ins?\nAI: Yes, walk-ins are welcome every morning.',
    );
    expect(transcript).not.toContain(NO_KNOWLEDGE_ANSWER);
  });

  it('asks nothing of an assistant without ready knowledge', async () => {
    const assistantId = await sandboxAssistant('Plain');
    const transcript = await transcriptOf(assistantId);
    expect(transcript.split('\n')).toHaveLength(5);
    expect(transcript).not.toContain('What can you tell me about');
  });
});

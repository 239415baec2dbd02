import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { KnowledgeSource } from '@voice/contracts';
import { SYNC_FAILED } from '../src/domains/voice/knowledge/remote-sync';
import { vapiProvider } from '../src/domains/voice/voice-platform/vapi-provider';
import { assistantPayload } from './helpers/assistant-payload';
import { insertUser, login } from './helpers/fixtures';
import { knowledgeClient } from './helpers/knowledge';
import {
  createTestContext,
  databases,
  request,
  testConfig,
  type TestContext,
} from './helpers/test-app';
import { startVapiMock, VAPI_MOCK_START_MS, type VapiMock } from './helpers/vapi-mock';
import { startVapiNextMock, type VapiNextMock } from './helpers/vapi-next-mock';

/**
 * The knowledge base of an assistant held by Vapi: once a source is ready (or deleted) the worker syncs the
 * assistant's sources to Vapi (files, one knowledge base, its search tool on the assistant's model.toolIds);
 * a failed sync keeps the ids it got, marks the source failed with a reason and is retried; deleting the
 * assistant deletes its base and files. Against the local stand-ins checking every request.
 */

const KEY = 'vapi-private-key-knowledge';

/** Polls `read` until `done` says yes (the worker runs in the app), within `ms`. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 20_000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`not reached: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(databases)('knowledge base on Vapi on %s', (dialect) => {
  let ctx: TestContext;
  let assistants: VapiMock;
  let vapi: VapiNextMock;
  let token: string;

  beforeAll(async () => {
    assistants = await startVapiMock(KEY);
    vapi = await startVapiNextMock(KEY);
    const base = testConfig();
    ctx = await createTestContext(dialect, {
      config: {
        voice: { ...base.voice, provider: 'vapi', vapiApiKey: KEY, vapiApiBase: vapi.base },
        appUrl: 'https://voice.example.test',
      },
      beforeReady: (app) => {
        app.voice.provider = vapiProvider({
          apiKey: KEY,
          apiBase: assistants.base,
          timeoutMs: 2000,
        });
      },
    });
    // An administrator's own assistants get the most a plan may give.
    token = await login(ctx.app, await insertUser(ctx.db, { role: 'admin' }));
  }, VAPI_MOCK_START_MS);
  afterAll(async () => {
    await ctx.close();
    await assistants.close();
    await vapi.close();
  });

  const send = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
    request(ctx.app, { method, url, host: 'localhost', token, ...(payload ? { payload } : {}) });
  const toolIdsOf = (remoteId: string) =>
    (assistants.assistants.get(remoteId)?.model as { toolIds?: string[] } | undefined)?.toolIds;
  const remoteOf = (assistantId: number) =>
    ctx.db
      .selectFrom('assistants')
      .select(['knowledge_base_id', 'knowledge_tool_id', 'knowledge_sync_due'])
      .where('id', '=', assistantId)
      .executeTakeFirstOrThrow();
  const sourceRow = (id: number) =>
    ctx.db
      .selectFrom('knowledge_sources')
      .select(['status', 'error', 'remote_file_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const newAssistant = async () =>
    (await send('POST', '/api/assistants', assistantPayload())).json().data as {
      id: number;
      vapi_assistant_id: string;
    };

  it('sends ready sources to a Vapi knowledge base whose tool the assistant carries; a delete removes the file', async () => {
    const created = await newAssistant();
    const kb = knowledgeClient(ctx.app, created.id, token);
    const upload = await kb.upload(
      'hours.txt',
      Buffer.from('We are open Monday to Friday from 8 am to 6 pm.'),
    );
    const file = (upload.json() as { data: KnowledgeSource }).data;
    const entry = (
      (await kb.addText('Do you take walk-ins?', 'Yes, every morning.')).json() as {
        data: KnowledgeSource;
      }
    ).data;

    const synced = await until(
      async () => ({
        remote: await remoteOf(created.id),
        file: await sourceRow(file.id),
        entry: await sourceRow(entry.id),
      }),
      (s) =>
        s.remote.knowledge_sync_due === null &&
        s.file.remote_file_id !== null &&
        s.entry.remote_file_id !== null &&
        s.remote.knowledge_tool_id !== null,
    );
    const fileId = synced.file.remote_file_id as string;
    const entryFileId = synced.entry.remote_file_id as string;
    // The upload as it is; the Q&A entry as a text file of its question and answer.
    expect(vapi.files.get(fileId)?.bytes.toString()).toBe(
      'We are open Monday to Friday from 8 am to 6 pm.',
    );
    expect(vapi.files.get(entryFileId)).toMatchObject({
      name: 'do-you-take-walk-ins.txt',
      mimetype: expect.stringContaining('text/plain'),
    });
    expect(vapi.files.get(entryFileId)?.bytes.toString()).toBe(
      'Do you take walk-ins?\n\nYes, every morning.',
    );
    const base = vapi.knowledgeBases.get(synced.remote.knowledge_base_id as string);
    expect(base?.fileIds.sort()).toEqual([fileId, entryFileId].sort());
    expect(base?.toolId).toBe(synced.remote.knowledge_tool_id);
    expect(toolIdsOf(created.vapi_assistant_id)).toEqual([synced.remote.knowledge_tool_id]);
    expect([synced.file.status, synced.entry.status]).toEqual(['ready', 'ready']);

    expect((await kb.remove(entry.id)).statusCode).toBe(200);
    await until(
      async () => vapi.knowledgeBases.get(synced.remote.knowledge_base_id as string)?.fileIds,
      (ids) => ids?.length === 1,
    );
    expect(vapi.files.has(entryFileId)).toBe(false);
    expect(vapi.knowledgeBases.get(synced.remote.knowledge_base_id as string)?.fileIds).toEqual([
      fileId,
    ]);
    // The assistant's saves keep the tool (assistantToolIds).
    expect(toolIdsOf(created.vapi_assistant_id)).toEqual([synced.remote.knowledge_tool_id]);

    // Deleting the assistant deletes its base (and the base's tool) and its files.
    expect((await send('DELETE', `/api/assistants/${created.id}`)).statusCode).toBe(200);
    expect(vapi.knowledgeBases.has(synced.remote.knowledge_base_id as string)).toBe(false);
    expect(vapi.files.has(fileId)).toBe(false);
    expect(assistants.violations).toEqual([]);
    expect(vapi.violations).toEqual([]);
  });

  it('a failed sync keeps the ids it got, fails the source with a reason, and the next pass retries it', async () => {
    const created = await newAssistant();
    const kb = knowledgeClient(ctx.app, created.id, token);
    // The file is uploaded and the base made, then attaching the file fails (a server error).
    vapi.failNext(
      500,
      { message: 'Internal server error' },
      { method: 'POST', path: /^\/v2\/knowledge-base\/[^/]+\/file$/ },
    );
    const entry = (
      (await kb.addText('Where do I park?', 'Behind the building.')).json() as {
        data: KnowledgeSource;
      }
    ).data;
    const failed = await until(
      () => sourceRow(entry.id),
      (row) => row.status === 'failed',
    );
    expect(failed).toEqual({
      status: 'failed',
      error: SYNC_FAILED,
      remote_file_id: expect.any(String),
    });
    const kept = await remoteOf(created.id);
    expect(vapi.knowledgeBases.get(kept.knowledge_base_id as string)?.fileIds).toEqual([]);
    expect(toolIdsOf(created.vapi_assistant_id) ?? []).toEqual([]);
    expect((await kb.list()).json()).toMatchObject({
      data: { sources: [{ id: entry.id, status: 'failed', error: SYNC_FAILED }] },
    });
    const due = (await remoteOf(created.id)).knowledge_sync_due;
    expect(due).not.toBeNull();
    expect(new Date(String(due)).getTime()).toBeGreaterThan(Date.now());

    // The retry is due now: the worker's next pass (every 5 s) sends it.
    await ctx.db
      .updateTable('assistants')
      .set({ knowledge_sync_due: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', created.id)
      .execute();
    const ready = await until(
      () => sourceRow(entry.id),
      (row) => row.status === 'ready',
    );
    expect(ready.error).toBeNull();
    // The file uploaded before the failure is the one attached now (not uploaded again).
    expect(ready.remote_file_id).toBe(failed.remote_file_id);
    const remote = await remoteOf(created.id);
    expect(remote.knowledge_base_id).toBe(kept.knowledge_base_id);
    expect(vapi.knowledgeBases.get(kept.knowledge_base_id as string)?.fileIds).toEqual([
      failed.remote_file_id,
    ]);
    // (The first test's files went with its assistant.)
    expect([...vapi.files.keys()]).toEqual([failed.remote_file_id]);
    expect(remote.knowledge_sync_due).toBeNull();
    expect(toolIdsOf(created.vapi_assistant_id)).toEqual([remote.knowledge_tool_id]);
    expect(vapi.violations).toEqual([]);
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { VoiceProviderError } from '../src/domains/voice/voice-platform/provider';
import { VOICE_PLATFORM_UNAVAILABLE } from '../src/domains/voice/voice-platform/vapi-provider';
import {
  uploadFileName,
  vapiKnowledgeClient,
} from '../src/domains/voice/voice-platform/vapi-knowledge';
import {
  KnowledgeSyncError,
  syncVapiKnowledge,
  vapiKnowledgeSync,
  type KnowledgeFileWanted,
  type KnowledgeSyncState,
} from '../src/domains/voice/voice-platform/vapi-knowledge-sync';
import { vapiToolsClient } from '../src/domains/voice/voice-platform/vapi-tools';
import {
  startVapiNextMock,
  VAPI_NEXT_MOCK_START_MS,
  type VapiNextMock,
} from './helpers/vapi-next-mock';

/**
 * Vapi's files and knowledge bases (v2), and the sync of an assistant's knowledge onto them, against a local
 * stand-in that checks every request against vapi-next.subset.json (strict: an undeclared property is a 400).
 */

const KEY = 'vapi-private-key-test-0002';
const PDF = new TextEncoder().encode('%PDF-1.4 opening hours: Mon-Fri 8-17');
const TXT = new TextEncoder().encode('Parking is behind the building.');

function wanted(key: string, remoteFileId: string | null = null, bytes = TXT): KnowledgeFileWanted {
  return {
    key,
    name: `${key}.txt`,
    contentType: 'text/plain',
    read: () => Promise.resolve(bytes),
    remoteFileId,
  };
}

/** The files of a previous answer, as the caller would pass them again. */
function again(state: KnowledgeSyncState): KnowledgeFileWanted[] {
  return state.files.map((f) => wanted(f.key, f.remoteFileId));
}

describe('Vapi files and knowledge bases (contract: vapi-next.subset.json)', () => {
  let mock: VapiNextMock;
  beforeAll(async () => {
    mock = await startVapiNextMock(KEY);
  }, VAPI_NEXT_MOCK_START_MS);
  afterAll(async () => {
    await mock.close();
  });
  afterEach(() => {
    const violations = mock.violations.splice(0);
    mock.requests.length = 0;
    mock.provisionSearchTool = true;
    mock.files.clear();
    mock.knowledgeBases.clear();
    mock.tools.clear();
    expect(violations).toEqual([]);
  });
  const options = () => ({ apiKey: KEY, apiBase: mock.base, timeoutMs: 1000 });
  const knowledge = () => vapiKnowledgeClient(options());
  const deps = () => ({ knowledge: knowledge(), tools: vapiToolsClient(options()) });

  it('uploads a file as multipart (CreateFileDTO) and deletes it; a second delete is fine', async () => {
    const id = await knowledge().uploadFile({
      name: 'docs/opening-hours.pdf',
      contentType: 'application/pdf',
      bytes: PDF,
    });
    const stored = mock.files.get(id);
    expect(stored).toMatchObject({
      name: 'opening-hours.pdf',
      mimetype: 'application/pdf',
      purpose: 'knowledge-base-v2',
    });
    expect(stored?.bytes.equals(Buffer.from(PDF))).toBe(true);
    const [request] = mock.requests;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/file',
      authorization: `Bearer ${KEY}`,
    });
    expect(request?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    await knowledge().deleteFile(id);
    expect(mock.files.has(id)).toBe(false);
    await expect(knowledge().deleteFile(id)).resolves.toBeUndefined();
  });

  it('refuses a file without a name or bytes before calling Vapi', async () => {
    await expect(
      knowledge().uploadFile({ name: '/', contentType: 'text/plain', bytes: TXT }),
    ).rejects.toMatchObject({ status: 422, message: 'The file needs a name.' });
    await expect(
      knowledge().uploadFile({ name: 'a.txt', contentType: 'text/plain', bytes: new Uint8Array() }),
    ).rejects.toMatchObject({ status: 422, message: 'a.txt is empty.' });
    expect(mock.requests).toEqual([]);
    expect(uploadFileName('C:\\Users\\x\\"price"\nlist.csv')).toBe('pricelist.csv');
  });

  it('creates a knowledge base, attaches and detaches a file, reads it back and deletes it', async () => {
    const client = knowledge();
    const fileId = await client.uploadFile({
      name: 'a.txt',
      contentType: 'text/plain',
      bytes: TXT,
    });
    const id = await client.createKnowledgeBase({
      name: 'Acme Dental: knowledge',
      description: 'Opening hours, prices, parking',
    });
    expect(mock.requests[1]?.body).toEqual({
      name: 'Acme Dental: knowledge',
      description: 'Opening hours, prices, parking',
    });
    await expect(client.attachFile(id, fileId)).resolves.toBe('indexing');
    expect(mock.requests[2]).toMatchObject({
      path: `/v2/knowledge-base/${id}/file`,
      body: { fileId },
    });
    const stored = mock.knowledgeBases.get(id);
    if (stored) stored.statuses[fileId] = 'ready';
    const base = await client.getKnowledgeBase(id);
    expect(base).toEqual({ id, toolId: expect.any(String), files: [{ fileId, status: 'ready' }] });
    expect(mock.tools.get(base?.toolId as string)).toMatchObject({ type: 'knowledgeBase' });

    await client.detachFile(id, fileId);
    expect((await client.getKnowledgeBase(id))?.files).toEqual([]);
    await expect(client.detachFile(id, fileId)).resolves.toBeUndefined();
    await client.deleteKnowledgeBase(id);
    expect(mock.knowledgeBases.has(id)).toBe(false);
    expect(mock.tools.has(base?.toolId as string)).toBe(false);
    await expect(client.deleteKnowledgeBase(id)).resolves.toBeUndefined();
    await expect(client.getKnowledgeBase(id)).resolves.toBeNull();
    await expect(client.attachFile(id, fileId)).resolves.toBeNull();
  });

  it('the contract check itself refuses an undeclared property and a file sent as text', async () => {
    const wrong = await fetch(`${mock.base}/v2/knowledge-base`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'kb', fileIds: ['x'] }),
    });
    expect(wrong.status).toBe(400);
    const form = new FormData();
    form.append('file', 'not a file part');
    form.append('name', 'a.txt');
    const text = await fetch(`${mock.base}/file`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}` },
      body: form,
    });
    expect(text.status).toBe(400);
    const problems = mock.violations.splice(0).join('\n');
    expect(problems).toMatch(/additional properties \(fileIds\)/);
    expect(problems).toMatch(/`file` is not a file part/);
    expect(problems).toMatch(/additional properties \(name\)/);
  });

  it("maps Vapi's refusal to 422 with its message, and 401/5xx/timeouts to 502", async () => {
    mock.failNext(400, { message: ['file type not supported'], statusCode: 400 });
    await expect(
      knowledge().uploadFile({
        name: 'a.exe',
        contentType: 'application/x-msdownload',
        bytes: TXT,
      }),
    ).rejects.toMatchObject({ status: 422, message: 'file type not supported' });
    for (const status of [401, 500, 503]) {
      mock.failNext(status);
      await expect(knowledge().createKnowledgeBase({ name: 'kb' })).rejects.toMatchObject({
        status: 502,
        message: VOICE_PLATFORM_UNAVAILABLE,
      });
    }
    // A 404 is only fine where it means "already gone".
    mock.failNext(404);
    await expect(knowledge().createKnowledgeBase({ name: 'kb' })).rejects.toMatchObject({
      status: 502,
    });
    mock.stallNext(2000);
    await expect(
      vapiKnowledgeClient({ ...options(), timeoutMs: 200 }).deleteFile('f'),
    ).rejects.toBeInstanceOf(VoiceProviderError);
    await expect(
      vapiKnowledgeClient({ apiKey: KEY, apiBase: 'http://127.0.0.1:1' }).deleteFile('f'),
    ).rejects.toMatchObject({ status: 502 });
  });

  describe('syncing an assistant\u2019s knowledge', () => {
    const input = (files: KnowledgeFileWanted[], remote: KnowledgeSyncState | null = null) => ({
      name: 'Acme Dental',
      description: 'Opening hours, prices and parking of Acme Dental',
      files,
      remote: {
        knowledgeBaseId: remote?.knowledgeBaseId ?? null,
        queryToolId: remote?.queryToolId ?? null,
      },
    });

    it('uploads new files, makes the base and answers its search tool; removes deleted files; deletes all when empty', async () => {
      const first = await syncVapiKnowledge(deps(), input([wanted('hours'), wanted('parking')]));
      const base = mock.knowledgeBases.get(first.knowledgeBaseId as string);
      expect(base?.fileIds).toHaveLength(2);
      expect(first.queryToolId).toBe(base?.toolId);
      expect(first.files.map((f) => f.key)).toEqual(['hours', 'parking']);
      expect(base?.fileIds).toEqual(first.files.map((f) => f.remoteFileId));

      expect(first.files.map((f) => f.status)).toEqual(['indexing', 'indexing']);

      // Nothing changed but Vapi finished indexing: one read, no writes.
      if (base) for (const fileId of base.fileIds) base.statuses[fileId] = 'ready';
      mock.requests.length = 0;
      // (through vapiKnowledgeSync: the sync on one account's options)
      expect(await vapiKnowledgeSync(options())(input(again(first), first))).toEqual({
        ...first,
        files: first.files.map((f) => ({ ...f, status: 'ready' })),
      });
      expect(mock.requests.map((r) => r.method)).toEqual(['GET']);

      // "parking" deleted here, "prices" added.
      const parkingId = first.files[1]?.remoteFileId as string;
      const second = await syncVapiKnowledge(
        deps(),
        input([...again(first).slice(0, 1), wanted('prices')], first),
      );
      expect(second.knowledgeBaseId).toBe(first.knowledgeBaseId);
      expect(second.queryToolId).toBe(first.queryToolId);
      expect(mock.files.has(parkingId)).toBe(false);
      expect(base?.fileIds).toEqual(second.files.map((f) => f.remoteFileId));

      const empty = await syncVapiKnowledge(deps(), input([], second));
      expect(empty).toEqual({ knowledgeBaseId: null, queryToolId: null, files: [] });
      expect(mock.knowledgeBases.size).toBe(0);
      expect(mock.tools.size).toBe(0);
      expect(mock.files.size).toBe(0);
    });

    it('without a provisioned search tool, a query tool over the files stands in, then gives way', async () => {
      mock.provisionSearchTool = false;
      const first = await syncVapiKnowledge(deps(), input([wanted('hours')]));
      const stand = mock.tools.get(first.queryToolId as string);
      expect(stand).toMatchObject({
        type: 'query',
        knowledgeBases: [
          {
            provider: 'google',
            name: 'Acme Dental',
            description: 'Opening hours, prices and parking of Acme Dental',
            fileIds: [first.files[0]?.remoteFileId],
          },
        ],
      });
      const second = await syncVapiKnowledge(
        deps(),
        input([...again(first), wanted('parking')], first),
      );
      expect(second.queryToolId).toBe(first.queryToolId);
      expect(mock.tools.get(first.queryToolId as string)).toMatchObject({
        knowledgeBases: [{ fileIds: second.files.map((f) => f.remoteFileId) }],
      });

      // The base gets its own search tool: the stand-in is deleted.
      const base = mock.knowledgeBases.get(second.knowledgeBaseId as string);
      if (base) base.toolId = 'kb-tool-1';
      const third = await syncVapiKnowledge(deps(), input(again(second), second));
      expect(third.queryToolId).toBe('kb-tool-1');
      expect(mock.tools.has(first.queryToolId as string)).toBe(false);

      const empty = await syncVapiKnowledge(deps(), input([], third));
      expect(empty.knowledgeBaseId).toBeNull();
      expect(mock.files.size).toBe(0);
      expect(mock.knowledgeBases.size).toBe(0);
    });

    const syncError = (promise: Promise<unknown>) =>
      promise.then(
        () => {
          throw new Error('the sync should have failed');
        },
        (error: unknown) => {
          expect(error).toBeInstanceOf(KnowledgeSyncError);
          return error as KnowledgeSyncError;
        },
      );
    const uploads = () => mock.requests.filter((r) => r.method === 'POST' && r.path === '/file');

    it('a failed upload answers what was uploaded; the next sync finishes without uploading twice', async () => {
      mock.failNext(503, undefined, { method: 'POST', path: /^\/file$/, skip: 1 });
      const error = await syncError(
        syncVapiKnowledge(deps(), input([wanted('hours'), wanted('parking')])),
      );
      expect(error.status).toBe(502);
      expect(error.message).toBe(VOICE_PLATFORM_UNAVAILABLE);
      expect(error.fileKey).toBe('parking');
      const hours = error.state.files[0]?.remoteFileId;
      expect(error.state).toEqual({
        knowledgeBaseId: null,
        queryToolId: null,
        files: [
          { key: 'hours', remoteFileId: expect.any(String), status: null },
          { key: 'parking', remoteFileId: null, status: null },
        ],
      });
      expect([...mock.files.keys()]).toEqual([hours]);

      mock.requests.length = 0;
      const done = await syncVapiKnowledge(deps(), input(again(error.state), error.state));
      expect(uploads()).toHaveLength(1);
      expect(done.files[0]?.remoteFileId).toBe(hours);
      expect(mock.knowledgeBases.get(done.knowledgeBaseId as string)?.fileIds).toEqual(
        done.files.map((f) => f.remoteFileId),
      );
      await syncVapiKnowledge(deps(), input([], done));
    });

    it('a failure after the base was made answers its id, and the next sync uses it', async () => {
      mock.failNext(500, undefined, {
        method: 'POST',
        path: /^\/v2\/knowledge-base\/[^/]+\/file$/,
      });
      const error = await syncError(syncVapiKnowledge(deps(), input([wanted('hours')])));
      expect(error.state.knowledgeBaseId).toEqual(expect.any(String));
      expect(mock.knowledgeBases.has(error.state.knowledgeBaseId as string)).toBe(true);
      expect(error.state.files[0]?.remoteFileId).toEqual(expect.any(String));

      mock.requests.length = 0;
      const done = await syncVapiKnowledge(deps(), input(again(error.state), error.state));
      expect(done.knowledgeBaseId).toBe(error.state.knowledgeBaseId);
      expect(mock.knowledgeBases.size).toBe(1);
      expect(uploads()).toHaveLength(0);
      expect(done.queryToolId).toBe(
        mock.knowledgeBases.get(done.knowledgeBaseId as string)?.toolId,
      );
      await syncVapiKnowledge(deps(), input([], done));
    });

    it('a file Vapi refuses is deleted from Vapi again (cleaned up), with Vapi\u2019s reason', async () => {
      mock.failNext(
        400,
        { message: ['file could not be parsed'], statusCode: 400 },
        { method: 'POST', path: /^\/v2\/knowledge-base\/[^/]+\/file$/ },
      );
      const error = await syncError(syncVapiKnowledge(deps(), input([wanted('scan')])));
      expect(error.status).toBe(422);
      expect(error.message).toBe('file could not be parsed');
      expect(error.fileKey).toBe('scan');
      expect(error.state.files).toEqual([{ key: 'scan', remoteFileId: null, status: null }]);
      expect(mock.files.size).toBe(0);
      // The empty base made for it is still answered, and removed by the next sync without files.
      expect(mock.knowledgeBases.has(error.state.knowledgeBaseId as string)).toBe(true);
      await syncVapiKnowledge(deps(), input([], error.state));
      expect(mock.knowledgeBases.size).toBe(0);
    });

    it('a failed delete keeps the ids of what is still there', async () => {
      const done = await syncVapiKnowledge(deps(), input([wanted('hours')]));
      mock.failNext(502, undefined, { method: 'DELETE', path: /^\/v2\/knowledge-base\/[^/]+$/ });
      const error = await syncError(syncVapiKnowledge(deps(), input([], done)));
      expect(error.state).toEqual({
        knowledgeBaseId: done.knowledgeBaseId,
        queryToolId: done.queryToolId,
        files: [],
      });
      expect(error.fileKey).toBeNull();
      expect(mock.files.size).toBe(0);
      const empty = await syncVapiKnowledge(deps(), input([], error.state));
      expect(empty.knowledgeBaseId).toBeNull();
      expect(mock.knowledgeBases.size + mock.tools.size).toBe(0);
    });

    it('a base or a file deleted on Vapi is made again; a file that cannot be read stops with 500', async () => {
      const done = await syncVapiKnowledge(deps(), input([wanted('hours'), wanted('parking')]));
      mock.knowledgeBases.delete(done.knowledgeBaseId as string);
      mock.files.delete(done.files[1]?.remoteFileId as string);
      mock.requests.length = 0;
      const again1 = await syncVapiKnowledge(deps(), input(again(done), done));
      expect(again1.knowledgeBaseId).not.toBe(done.knowledgeBaseId);
      expect(again1.files[0]?.remoteFileId).toBe(done.files[0]?.remoteFileId);
      expect(again1.files[1]?.remoteFileId).not.toBe(done.files[1]?.remoteFileId);
      expect(uploads()).toHaveLength(1);
      expect(mock.knowledgeBases.get(again1.knowledgeBaseId as string)?.fileIds).toEqual(
        again1.files.map((f) => f.remoteFileId),
      );

      const unreadable: KnowledgeFileWanted = {
        ...wanted('broken'),
        read: () => Promise.reject(new Error('ENOENT: no such file')),
      };
      const error = await syncError(
        syncVapiKnowledge(deps(), input([...again(again1), unreadable], again1)),
      );
      expect(error.status).toBe(500);
      expect(error.fileKey).toBe('broken');
      expect(error.state.knowledgeBaseId).toBe(again1.knowledgeBaseId);
      expect(error.state.files.map((f) => f.remoteFileId)).toEqual([
        ...again1.files.map((f) => f.remoteFileId),
        null,
      ]);
      await syncVapiKnowledge(deps(), input([], error.state));
    });

    it('refuses two files with the same key or Vapi id', async () => {
      await expect(syncVapiKnowledge(deps(), input([wanted('a'), wanted('a')]))).rejects.toThrow(
        'Two knowledge files share a key.',
      );
      await expect(
        syncVapiKnowledge(deps(), input([wanted('a', 'f1'), wanted('b', 'f1')])),
      ).rejects.toThrow('Two knowledge files share a Vapi file id.');
      expect(mock.requests).toEqual([]);
    });
  });
});

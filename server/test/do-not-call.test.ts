import { describe, expect, it } from '@jest/globals';
import {
  DO_NOT_CALL_ALREADY_LISTED,
  DO_NOT_CALL_IMPORT_NO_COLUMN,
  DO_NOT_CALL_IMPORT_TOO_LARGE,
  DO_NOT_CALL_LIMITS,
  DO_NOT_CALL_PHONE_INVALID,
} from '@voice/contracts/schemas';
import { DO_NOT_CALL_TOOL_PATH, isDoNotCall, webhookSecretFor } from '../src/domains/voice';
import { addDoNotCall } from '../src/domains/voice/do-not-call/repository';
import { DO_NOT_CALL_REMOVE_REFUSED } from '../src/domains/voice/do-not-call/routes';
import {
  DO_NOT_CALL_TOOL_ADDED,
  DO_NOT_CALL_TOOL_ALREADY,
  DO_NOT_CALL_TOOL_FUNCTION,
  DO_NOT_CALL_TOOL_NO_NUMBER,
} from '../src/domains/voice/do-not-call/tool-calls';
import { functionToolBody } from '../src/domains/voice/voice-platform/vapi-tools';
import { toolCallsBody } from './helpers/bookings';
import { contractPath } from './helpers/contracts';
import { describeErrors, openApiValidator } from './helpers/openapi-ajv';
import { fileForm } from './helpers/documents';
import { insertAssistant, insertReseller, insertUser, login } from './helpers/fixtures';
import { createTestContext, databases, request } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';
import { signVoiceWebhook } from '../src/domains/calls/ingestion/webhook-auth';

/**
 * The tenant's do-not-call list: one list per tenant (a reseller's, or the platform's own with no reseller), the
 * numbers in E.164, who may read, add and remove, the CSV import and export, and the assistant's tool.
 */

const NOW = '2026-11-28T12:00:00.000Z';
const ALPHA = 'alpha.localhost';
const BETA = 'beta.localhost';

describe.each(databases)('the do-not-call list on %s', (dialect) => {
  const ctx = useTestContext(() => createTestContext(dialect));
  let alpha: number;
  let beta: number;
  const tokens = {} as Record<'user' | 'colleague' | 'alphaAdmin' | 'betaAdmin' | 'admin', string>;

  const list = (token: string, host: string, query = '') =>
    request(ctx.app, { method: 'GET', url: `/api/do-not-call${query}`, host, token });
  const add = (token: string, host: string, payload: object) =>
    request(ctx.app, { method: 'POST', url: '/api/do-not-call', host, token, payload });
  const remove = (token: string, host: string, id: number) =>
    request(ctx.app, { method: 'DELETE', url: `/api/do-not-call/${id}`, host, token });
  const upload = async (token: string, host: string, csv: string | Buffer, name = 'list.csv') => {
    const form = await fileForm('file', {
      bytes: typeof csv === 'string' ? Buffer.from(csv) : csv,
      name,
      type: 'text/csv',
    });
    return request(ctx.app, {
      method: 'POST',
      url: '/api/do-not-call/import',
      host,
      token,
      payload: form.payload,
      headers: form.headers,
    });
  };
  const phonesOf = (res: { json(): unknown }) =>
    (res.json() as { data: { phone: string }[] }).data.map((entry) => entry.phone);

  it('setup', async () => {
    alpha = await insertReseller(ctx.db, { subdomain: 'alpha' });
    beta = await insertReseller(ctx.db, { subdomain: 'beta' });
    const user = await insertUser(ctx.db, { reseller_id: alpha, name: 'Ann User' });
    const colleague = await insertUser(ctx.db, { reseller_id: alpha });
    const alphaAdmin = await insertUser(ctx.db, { reseller_id: alpha, role: 'reseller_admin' });
    const betaAdmin = await insertUser(ctx.db, { reseller_id: beta, role: 'reseller_admin' });
    const admin = await insertUser(ctx.db, { role: 'admin' });
    tokens.user = await login(ctx.app, user, ALPHA);
    tokens.colleague = await login(ctx.app, colleague, ALPHA);
    tokens.alphaAdmin = await login(ctx.app, alphaAdmin, ALPHA);
    tokens.betaAdmin = await login(ctx.app, betaAdmin, BETA);
    tokens.admin = await login(ctx.app, admin, 'localhost');
  });

  it('isDoNotCall answers per tenant in one query, the platform tenant (no reseller) being one list too', async () => {
    const entry = (phone: string) => ({
      phone,
      reason: null,
      source: 'manual' as const,
      addedBy: null,
    });
    await addDoNotCall(ctx.db, { resellerId: alpha }, [entry('+14155550101')], NOW);
    await addDoNotCall(ctx.db, { resellerId: null }, [entry('+14155550102')], NOW);
    // The platform's list keeps a number once although reseller_id is null (the index is on coalesce).
    const again = await addDoNotCall(ctx.db, { resellerId: null }, [entry('+14155550102')], NOW);
    expect(again.size).toBe(0);
    const numbers = ['+14155550101', '+14155550102', '+14155550103'];
    expect(await isDoNotCall(ctx.db, { resellerId: alpha }, numbers)).toEqual(
      new Set(['+14155550101']),
    );
    expect(await isDoNotCall(ctx.db, { resellerId: beta }, numbers)).toEqual(new Set());
    expect(await isDoNotCall(ctx.db, { resellerId: null }, numbers)).toEqual(
      new Set(['+14155550102']),
    );
    expect(await isDoNotCall(ctx.db, { resellerId: alpha }, [])).toEqual(new Set());
  });

  it('a user adds a number written any common way; it is stored in E.164 and a second add is refused on the field', async () => {
    const res = await add(tokens.user, ALPHA, {
      phone: '+1 (415) 555-0123',
      reason: 'Asked by email',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      data: {
        phone: '+14155550123',
        reason: 'Asked by email',
        source: 'manual',
        call_id: null,
        added_by: { name: 'Ann User' },
      },
    });
    const twice = await add(tokens.colleague, ALPHA, { phone: '+14155550123' });
    expect(twice.statusCode).toBe(422);
    expect(twice.json()).toMatchObject({ errors: { phone: [DO_NOT_CALL_ALREADY_LISTED] } });
    for (const phone of ['4155550123', '+1 555', 'call me', '']) {
      const bad = await add(tokens.user, ALPHA, { phone });
      expect(bad.statusCode).toBe(422);
    }
    expect((await add(tokens.user, ALPHA, { phone: '12' })).json()).toMatchObject({
      errors: { phone: [DO_NOT_CALL_PHONE_INVALID] },
    });
    // The colleague shares the tenant's list; the other reseller and the platform do not see it.
    expect(phonesOf(await list(tokens.colleague, ALPHA))).toContain('+14155550123');
    expect(phonesOf(await list(tokens.betaAdmin, BETA))).toEqual([]);
    expect(phonesOf(await list(tokens.admin, 'localhost'))).toEqual(['+14155550102']);
    // Beta may list the same number on its own list.
    expect((await add(tokens.betaAdmin, BETA, { phone: '+14155550123' })).statusCode).toBe(201);
  });

  it('searches by digits or by reason, paged', async () => {
    const page = await list(tokens.user, ALPHA, '?search=555-0123');
    expect(phonesOf(page)).toEqual(['+14155550123']);
    expect(phonesOf(await list(tokens.user, ALPHA, '?search=email'))).toEqual(['+14155550123']);
    expect(phonesOf(await list(tokens.user, ALPHA, '?search=nothing%25'))).toEqual([]);
    const first = await list(tokens.user, ALPHA, '?per_page=1&page=2');
    expect(first.json()).toMatchObject({ pagination: { total: 2, current_page: 2, per_page: 1 } });
    expect(phonesOf(first)).toEqual(['+14155550101']);
  });

  it('only the tenant admin removes; another tenant’s entry is a 404 even for its admin', async () => {
    const id = (await list(tokens.user, ALPHA, '?search=4155550123')).json().data[0].id as number;
    const refused = await remove(tokens.user, ALPHA, id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: DO_NOT_CALL_REMOVE_REFUSED });
    expect((await remove(tokens.betaAdmin, BETA, id)).statusCode).toBe(404);
    expect((await remove(tokens.admin, 'localhost', id)).statusCode).toBe(404);
    expect(await isDoNotCall(ctx.db, { resellerId: alpha }, ['+14155550123'])).toEqual(
      new Set(['+14155550123']),
    );
    expect((await remove(tokens.alphaAdmin, ALPHA, id)).statusCode).toBe(200);
    expect(await isDoNotCall(ctx.db, { resellerId: alpha }, ['+14155550123'])).toEqual(new Set());
    expect(await isDoNotCall(ctx.db, { resellerId: beta }, ['+14155550123'])).toEqual(
      new Set(['+14155550123']),
    );
    // A platform admin removes from the platform's own list.
    const own = (await list(tokens.admin, 'localhost')).json().data[0].id as number;
    expect((await remove(tokens.admin, 'localhost', own)).statusCode).toBe(200);
  });

  it('imports a CSV: counts added, already listed (or repeated) and invalid rows with their row numbers', async () => {
    const csv = [
      'Name,Phone,Reason',
      'Ann,+44 20 7183 8750,moved',
      'Bob,+14155550101,', // already on alpha's list
      'Cy,not a number,',
      '', // blank: skipped, still a row number
      'Di,+44 20 7183 8750,twice',
      "Ed,'+33 1 42 68 53 00,spreadsheet export",
      'Flo,,',
    ].join('\r\n');
    const res = await upload(tokens.user, ALPHA, csv);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        added: 2,
        already_listed: 2,
        invalid: 2,
        invalid_rows: [
          { row: 4, value: 'not a number', message: DO_NOT_CALL_PHONE_INVALID },
          { row: 8, value: '', message: 'No number.' },
        ],
      },
    });
    const listed = (await list(tokens.user, ALPHA, '?search=442071838750')).json().data;
    expect(listed).toEqual([
      expect.objectContaining({ phone: '+442071838750', reason: 'moved', source: 'csv' }),
    ]);
    expect(
      await isDoNotCall(ctx.db, { resellerId: beta }, ['+442071838750', '+33142685300']),
    ).toEqual(new Set());
  });

  it('refuses a CSV without a phone or number column, and one over the size limit, adding nothing', async () => {
    const none = await upload(tokens.user, ALPHA, 'name,email\nAnn,ann@example.test\n');
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ message: DO_NOT_CALL_IMPORT_NO_COLUMN });
    // Long rows: the file is over the limit with few numbers to read.
    const row = `+12025550143,${'x'.repeat(200)}\n`;
    const big = Buffer.from(
      `number,reason\n${row.repeat(Math.ceil(DO_NOT_CALL_LIMITS.importBytes / row.length) + 10)}`,
    );
    const tooBig = await upload(tokens.user, ALPHA, big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ message: DO_NOT_CALL_IMPORT_TOO_LARGE });
    expect(await isDoNotCall(ctx.db, { resellerId: alpha }, ['+12025550143'])).toEqual(new Set());
    const noFile = await request(ctx.app, {
      method: 'POST',
      url: '/api/do-not-call/import',
      host: ALPHA,
      token: tokens.user,
      payload: {},
    });
    expect(noFile.statusCode).toBe(422);
  });

  it('exports the tenant’s list as CSV that imports again', async () => {
    const res = await request(ctx.app, {
      method: 'GET',
      url: '/api/do-not-call/export',
      host: ALPHA,
      token: tokens.user,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('phone,reason,source,call_id,added_by,created_at');
    expect(lines).toHaveLength(4);
    expect(res.body).toContain("'+442071838750,moved,csv,,Ann User,");
    expect(res.body).not.toContain('+14155550123');
    const again = await upload(tokens.colleague, ALPHA, res.body);
    expect(again.json()).toMatchObject({ data: { added: 0, already_listed: 3, invalid: 0 } });
  });

  describe('the add_to_do_not_call tool', () => {
    let vapiId: string;
    let secret: string;
    const post = (body: string, withSecret = secret) => {
      const timestamp = String(Math.floor(Date.now() / 1000));
      return request(ctx.app, {
        method: 'POST',
        url: DO_NOT_CALL_TOOL_PATH,
        payload: body,
        headers: {
          'content-type': 'application/json',
          'x-timestamp': timestamp,
          'x-signature': signVoiceWebhook(withSecret, timestamp, body),
        },
      });
    };

    it('setup', async () => {
      const owner = await insertUser(ctx.db, { reseller_id: beta });
      vapiId = `sandbox-${dialect}-dnc-${Date.now()}`;
      await insertAssistant(ctx.db, {
        user_id: owner.id,
        reseller_id: beta,
        name: 'Reminders',
        voice_provider: 'sandbox',
        vapi_assistant_id: vapiId,
      });
      secret = await webhookSecretFor(ctx.db, ctx.config, beta);
    });

    it("adds the caller's number to the assistant's tenant's list, once, with the call", async () => {
      const body = toolCallsBody(
        vapiId,
        'add_to_do_not_call',
        { reason: 'Said: never call me again' },
        { callId: 'call-dnc-1', customerNumber: '+1 202 555 0187' },
      );
      expect((await post(body, 'wrong-secret')).statusCode).toBe(401);
      const res = await post(body);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        results: [
          expect.objectContaining({ name: 'add_to_do_not_call', result: DO_NOT_CALL_TOOL_ADDED }),
        ],
      });
      const entry = (await list(tokens.betaAdmin, BETA, '?search=2025550187')).json().data;
      expect(entry).toEqual([
        expect.objectContaining({
          phone: '+12025550187',
          source: 'call',
          call_id: 'call-dnc-1',
          reason: 'Said: never call me again',
          added_by: null,
        }),
      ]);
      expect(await isDoNotCall(ctx.db, { resellerId: alpha }, ['+12025550187'])).toEqual(new Set());
      expect((await post(body)).json()).toMatchObject({
        results: [{ result: DO_NOT_CALL_TOOL_ALREADY }],
      });
      const recorded = await ctx.db
        .selectFrom('tool_calls')
        .select(['name', 'call_id', 'status'])
        .where('call_id', '=', 'call-dnc-1')
        .execute();
      expect(recorded).toEqual([
        { name: 'add_to_do_not_call', call_id: 'call-dnc-1', status: 'ok' },
        { name: 'add_to_do_not_call', call_id: 'call-dnc-1', status: 'ok' },
      ]);
    });

    it("is a valid Vapi function tool, answering Vapi's tool-calls message in its documented reply shape", async () => {
      const create = openApiValidator(contractPath('vapi-next.subset.json')).at(
        '#/components/schemas/CreateFunctionToolDTO',
      );
      const tool = functionToolBody({
        ...DO_NOT_CALL_TOOL_FUNCTION,
        server: { url: `https://app.example.test${DO_NOT_CALL_TOOL_PATH}` },
      });
      expect(create(tool) ? [] : describeErrors(create.errors)).toEqual([]);
      const spec = openApiValidator(contractPath('vapi.subset.json'));
      // A message as Vapi documents it (ServerMessageToolCalls), not only the fields the endpoint reads.
      const at = new Date().toISOString();
      const call = {
        id: 'call-dnc-3',
        orgId: 'org-1',
        createdAt: at,
        updatedAt: at,
        assistantId: vapiId,
      };
      const toolCall = {
        id: 'tool-call-dnc-3',
        type: 'function',
        function: { name: 'add_to_do_not_call', arguments: '{"reason":"stop calling"}' },
      };
      const body = JSON.stringify({
        message: {
          type: 'tool-calls',
          toolCallList: [toolCall],
          toolWithToolCallList: [
            { type: 'function', function: DO_NOT_CALL_TOOL_FUNCTION, toolCall },
          ],
          call: { ...call, customer: { number: '+12025550188' } },
        },
      });
      const message = spec.at('#/components/schemas/ServerMessageToolCalls');
      expect(
        message((JSON.parse(body) as { message: unknown }).message)
          ? []
          : describeErrors(message.errors),
      ).toEqual([]);
      const reply = spec.at('#/components/schemas/ServerMessageResponseToolCalls');
      const answered: unknown = (await post(body)).json();
      expect(reply(answered) ? [] : describeErrors(reply.errors)).toEqual([]);
    });

    it('says so when the call has no number (a web call), adding nothing', async () => {
      const res = await post(
        toolCallsBody(vapiId, 'add_to_do_not_call', {}, { callId: 'call-dnc-2' }),
      );
      expect(res.json()).toMatchObject({ results: [{ result: DO_NOT_CALL_TOOL_NO_NUMBER }] });
    });
  });
});

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { callRefOf } from '../src/domains/voice/campaigns/dialler-repository';
import { vapiProvider } from '../src/domains/voice/voice-platform/vapi-provider';
import { readContract, contractPath } from './helpers/contracts';
import { describeErrors, openApiValidator } from './helpers/openapi-ajv';

interface Seen {
  method: string;
  url: URL;
  body: unknown;
}

const CALL_ID = '5f2c6a52-5d9e-4a7b-9f54-0c7b1cb1d1a1';

/**
 * A campaign's Vapi call: POST /call carries the attempt's reference as the call's name and assistantOverrides
 * metadata, valid against CreateCallDTO of both published specs; after a crash the call is found again by GET
 * /call/{id} or GET /call?assistantId&createdAtGe (parameters the spec names), matched by its name; an unknown one
 * is null (the dial never reached Vapi).
 */
describe('campaign calls on Vapi', () => {
  const seen: Seen[] = [];
  let server: http.Server;
  let base = '';
  const calls: Record<string, unknown>[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
        seen.push({ method: req.method ?? '', url, body });
        const json = (status: number, value: unknown) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(value));
        };
        if (req.method === 'POST' && url.pathname === '/call') {
          const call = {
            id: CALL_ID,
            orgId: 'org',
            type: 'outboundPhoneCall',
            status: 'queued',
            name: body?.name,
            createdAt: new Date().toISOString(),
            updatedAt: new Date().toISOString(),
          };
          calls.push(call);
          json(201, call);
        } else if (req.method === 'GET' && url.pathname === '/call') {
          json(200, calls);
        } else if (req.method === 'GET' && url.pathname === `/call/${CALL_ID}`) {
          json(200, { ...calls[0], status: 'ended', endedReason: 'customer-busy' });
        } else {
          json(404, { message: 'Not Found', statusCode: 404 });
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('sends the reference with the call, valid against CreateCallDTO, and finds the call again by it', async () => {
    const vapi = vapiProvider({ apiKey: 'key', apiBase: base });
    const reference = callRefOf(12, 345_678, 2);
    const placed = await vapi.startOutboundCall({
      assistantId: 'asst-1',
      phoneNumberId: 'pn-1',
      from: '+12125550123',
      to: '+14155550123',
      variables: { first_name: 'Ada' },
      reference,
    });
    expect(placed.id).toBe(CALL_ID);
    const sent = seen[0]?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      name: reference,
      assistantOverrides: {
        variableValues: { first_name: 'Ada' },
        metadata: { campaign_call_ref: reference },
      },
    });
    let validated = 0;
    for (const spec of ['vapi.subset.json', 'vapi-next.subset.json'] as const) {
      const doc = readContract<{ components: { schemas: Record<string, unknown> } }>(spec);
      if (!doc.components.schemas.CreateCallDTO) continue;
      const validate = openApiValidator(contractPath(spec)).at(
        '#/components/schemas/CreateCallDTO',
      );
      expect(validate(sent) ? [] : describeErrors(validate.errors)).toEqual([]);
      validated += 1;
    }
    expect(validated).toBeGreaterThan(0);

    // By its id, kept once placed: ended, with its reason.
    const byId = await vapi.findOutboundCall?.({
      reference,
      id: CALL_ID,
      assistantId: 'asst-1',
      createdSince: '2026-01-01T00:00:00.000Z',
    });
    expect(byId).toMatchObject({ id: CALL_ID, status: 'ended', endedReason: 'customer-busy' });
    // Without an id (the process died before keeping it): the list filtered by assistant and time, by name.
    const byName = await vapi.findOutboundCall?.({
      reference,
      id: null,
      assistantId: 'asst-1',
      createdSince: '2026-01-01T00:00:00.000Z',
    });
    expect(byName).toMatchObject({ id: CALL_ID, status: 'queued' });
    const listed = seen.find((s) => s.method === 'GET' && s.url.pathname === '/call');
    const documented = (
      readContract<{ paths: Record<string, { get?: { parameters?: { name: string }[] } }> }>(
        'vapi.subset.json',
      ).paths['/call']?.get?.parameters ?? []
    ).map((p) => p.name);
    expect([...(listed?.url.searchParams.keys() ?? [])].every((k) => documented.includes(k))).toBe(
      true,
    );
    expect(listed?.url.searchParams.get('assistantId')).toBe('asst-1');
    // Another attempt's reference: not found, so it may be dialled.
    const other = await vapi.findOutboundCall?.({
      reference: callRefOf(12, 345_678, 3),
      id: null,
      assistantId: 'asst-1',
      createdSince: '2026-01-01T00:00:00.000Z',
    });
    expect(other).toBeNull();
    expect(
      await vapi.findOutboundCall?.({
        reference,
        id: 'unknown-id',
        assistantId: 'asst-1',
        createdSince: '2026-01-01T00:00:00.000Z',
      }),
    ).toBeNull();
  });
});

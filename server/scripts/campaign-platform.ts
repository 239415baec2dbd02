/* eslint-disable no-restricted-properties -- a standalone script: its knobs come from the environment */
// A stand-in for Vapi's side of outbound calls, in its own process, for campaign-overhead.ts: it answers
// POST /call as Vapi does (vapi-next.subset.json's CreateCallDTO → Call { id, status: 'queued' }) and then plays the
// call as the sandbox does (outbound/sandbox-call.ts: the same messages, outcome by number), posting its webhooks to
// our server (RECEIVER_URL) over PLATFORM_CALL_MS. So the process running the dialling engine does what it does with
// the real platform: one HTTP request per dial, nothing of the call itself.
//   Started by campaign-overhead.ts with the database environment of the run (the tenant's webhook secret).
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { runSandboxOutboundCall } from '../src/domains/voice/outbound/sandbox-call';

interface CreateCall {
  assistantId?: string;
  customer?: { number?: string };
  assistantOverrides?: { variableValues?: Record<string, string> };
}

async function main() {
  const config = loadConfig(process.env);
  const receiver = process.env.RECEIVER_URL ?? '';
  const callMs = Number(process.env.PLATFORM_CALL_MS ?? 1_000);
  const from = process.env.PLATFORM_FROM ?? '';
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL ?? null,
    databaseSchema: process.env.DATABASE_SCHEMA,
    sqliteFile: '',
  });
  const deps = {
    db: database.db,
    config,
    deliverVoiceWebhook: async (url: string, body: string, headers: Record<string, string>) =>
      (await fetch(`${receiver}${url}`, { method: 'POST', body, headers })).status,
  };
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/call') {
        response.writeHead(404, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ message: 'Not found', statusCode: 404 }));
        return;
      }
      const body = JSON.parse(raw) as CreateCall;
      const id = randomUUID();
      response.writeHead(201, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ id, status: 'queued', type: 'outboundPhoneCall' }));
      void runSandboxOutboundCall(
        deps,
        {
          callId: id,
          assistant: {
            name: 'Chaos caller',
            vapi_assistant_id: body.assistantId ?? null,
            vapi_data: null,
            reseller_id: null,
          },
          from,
          to: body.customer?.number ?? '',
          variables: body.assistantOverrides?.variableValues ?? {},
        },
        Date.now(),
        { durationMs: callMs },
      ).catch((error: unknown) => console.error(error));
    });
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    console.info(`Platform at ${typeof address === 'object' && address ? address.port : ''}`);
  });
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

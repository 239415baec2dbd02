// A call's tool request as the voice platform sends it to our booking tools (POST /api/voice-tools/bookings), for
// the specs that act as the platform: authenticated with the tenant's voice webhook secret, which the suite's
// server keeps sealed in its database (AES-256-GCM, server/src/lib/secret-box.ts) under the key of its data folder.
import { createDecipheriv } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { SUITE_DATA_DIR } from './helpers';
import { withSuiteDatabase } from './helpers-suite-db';

/** The suite server's secrets key: scripts/e2e-server.mjs sets no SECRETS_ENCRYPTION_KEY, so its key file. */
function secretsKey(): Buffer {
  return Buffer.from(readFileSync(join(SUITE_DATA_DIR, 'secrets.key'), 'utf8').trim(), 'base64');
}

/** Opens a value sealed as `v1:<iv>:<tag>:<ciphertext>` (base64 each). */
function open(sealed: string): string {
  const [version, iv, tag, data] = sealed.split(':');
  if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('not a sealed value');
  const decipher = createDecipheriv('aes-256-gcm', secretsKey(), Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString(
    'utf8',
  );
}

/** The voice webhook secret of the main host's tenant ('platform'), made by the server on first use. */
export function platformVoiceSecret(): string {
  const row = withSuiteDatabase((db) =>
    (
      db.prepare(
        'SELECT secret_encrypted FROM voice_webhook_credentials WHERE tenant_key = ?',
      ) as unknown as { get(...params: unknown[]): { secret_encrypted: string } | undefined }
    ).get('platform'),
  );
  if (!row) throw new Error('the platform has no voice webhook secret yet');
  return open(row.secret_encrypted);
}

/** One function call of a `tool-calls` message to the booking tools; its result sentence. */
export async function callBookingTool(
  request: APIRequestContext,
  secret: string,
  voiceAssistantId: string,
  name: string,
  args: Record<string, unknown>,
): Promise<string> {
  const id = `e2e-tool-${Date.now()}`;
  const response = await request.post('/api/voice-tools/bookings', {
    headers: { authorization: `Bearer ${secret}` },
    data: {
      message: {
        type: 'tool-calls',
        call: { id: `e2e-call-${Date.now()}`, assistantId: voiceAssistantId },
        toolCallList: [
          { id, type: 'function', function: { name, arguments: JSON.stringify(args) } },
        ],
      },
    },
  });
  if (!response.ok()) throw new Error(`booking tool refused: ${response.status()}`);
  const { results } = (await response.json()) as {
    results: { toolCallId: string; result?: string; error?: string }[];
  };
  const result = results.find((r) => r.toolCallId === id);
  return result?.result ?? result?.error ?? '';
}

// The tenant of scale-out.ts, in the cluster's PostgreSQL schema: reseller "bench", one signed-in user with 20
// assistants (each its voice platform id, for webhooks) and 200 calls, and the tenant's webhook secret.
import http from 'node:http';
import os from 'node:os';
import { webhookSecretFor } from '../../src/domains/voice/voice-platform/webhook-credential';
import type { Cluster } from '../cluster/harness';
import { insertAssistant, insertCall, insertReseller, insertUser } from '../helpers/fixtures';
import type { LoadPlan } from './scale-out-load';

const ASSISTANTS = 20;
const CALLS = 200;
export const BENCH_HOST = 'bench.localhost';

export interface Tenant {
  /** Everything of a load plan but where, how fast and how long. */
  load: Omit<LoadPlan, 'targets' | 'rate' | 'seconds' | 'warmupSeconds'>;
}

export async function seedTenant(cluster: Cluster, secretsKey: string): Promise<Tenant> {
  const db = cluster.database.db;
  const resellerId = await insertReseller(db, { subdomain: 'bench' });
  const user = await insertUser(db, { reseller_id: resellerId, name: 'Bench User' });
  const assistants: { id: number; vapiId: string }[] = [];
  for (let i = 0; i < ASSISTANTS; i += 1) {
    const vapiId = `vapi-scale-out-${i}`;
    const id = await insertAssistant(db, {
      user_id: user.id,
      reseller_id: resellerId,
      name: `Bench Assistant ${i}`,
      vapi_assistant_id: vapiId,
      phone_number: `+1415555${String(i).padStart(4, '0')}`,
    });
    assistants.push({ id, vapiId });
  }
  const now = Date.now();
  for (let i = 0; i < CALLS; i += 1) {
    await insertCall(db, {
      user_id: user.id,
      reseller_id: resellerId,
      assistant_id: assistants[i % ASSISTANTS]?.id ?? null,
      start_time: new Date(now - i * 3_600_000).toISOString(),
      duration: 30 + (i % 300),
    });
  }
  // The instances' key (SECRETS_ENCRYPTION_KEY), so that they open the secret sealed here.
  const secret = await webhookSecretFor(
    db,
    { secretsEncryptionKey: secretsKey, dataDir: os.tmpdir() },
    resellerId,
  );
  const instance = cluster.instances[0];
  if (!instance) throw new Error('no instance');
  const token = await signInOnHost(instance.url, user);
  // Signed-in reads of the tenant's user (one of every three arrivals); the rest are end-of-call reports.
  return {
    load: {
      host: BENCH_HOST,
      token,
      reads: [
        { name: 'GET /api/user', path: '/api/user' },
        { name: 'GET /api/assistants', path: '/api/assistants' },
        { name: 'GET /api/dashboard/stats', path: '/api/dashboard/stats' },
        { name: 'GET /api/call-logs', path: '/api/call-logs' },
      ],
      readsEvery: 3,
      webhook: { secret, assistants: assistants.map((one) => one.vapiId), prefix: '' },
    },
  };
}

/** POST /api/login on the tenant's host (fetch may not set Host; the harness's signIn uses the main host). */
function signInOnHost(url: string, user: { email: string; password: string }): Promise<string> {
  const body = JSON.stringify({ email: user.email, password: user.password });
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${url}/api/login`,
      {
        method: 'POST',
        headers: {
          host: BENCH_HOST,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += String(chunk)));
        res.on('end', () => {
          if (res.statusCode !== 200) return reject(new Error(`login: ${res.statusCode} ${text}`));
          resolve((JSON.parse(text) as { token: string }).token);
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

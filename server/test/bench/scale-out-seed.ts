// The tenant of scale-out.ts, in the cluster's PostgreSQL schema: reseller "bench", one signed-in user with 20
// assistants (each its voice platform id, for webhooks) and 200 calls, and the tenant's webhook secret.
import os from 'node:os';
import { webhookSecretFor } from '../../src/domains/voice/voice-platform/webhook-credential';
import type { Cluster } from '../cluster/harness';
import { insertAssistant, insertCall, insertReseller, insertUser } from '../helpers/fixtures';
import { loginOnHost } from './helpers';
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
  // On the tenant's host (the harness's signIn uses the main host).
  const token = await loginOnHost(instance.url, BENCH_HOST, user);
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

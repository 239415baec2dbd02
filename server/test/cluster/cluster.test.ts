import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TOO_MANY_MESSAGE } from '../../src/plugins/rate-limit';
import { LOGIN_MAX_ATTEMPTS } from '../../src/domains/identity/auth/throttle';
import { issueToken } from '../../src/domains/identity/auth/token-repository';
import { insertUser } from '../helpers/fixtures';
import { assistantPayload, subscribe } from '../helpers/assistant-payload';
import { ADMIN, clusterEnabled, startCluster, type Cluster, type Instance } from './harness';

/**
 * The deployment of compose.yaml on this machine (harness.ts): three API processes started at once on one empty
 * PostgreSQL schema, sharing Redis and an S3 bucket, behind a round-robin proxy with health checks on /api/ready.
 * Skipped without TEST_DATABASE_URL and TEST_REDIS_URL.
 */

/** RATE_LIMIT_AUTH_MAX: login requests a minute per client IP. */
const AUTH_MAX = 10;
/** A 1x1 GIF89a. */
const GIF = Buffer.from(
  '47494638396101000100800000ffffff00000021f90401000000002c00000000010001000002024401003b',
  'hex',
);

interface Outcome {
  status: number;
  id: number | null;
  at: number;
}

interface Load {
  outcomes: Outcome[];
  /** When the event started, and when it was over. */
  eventAt: number;
  eventDoneAt: number;
}

(clusterEnabled ? describe : describe.skip)('a deployment of three instances', () => {
  let cluster: Cluster;

  beforeAll(async () => {
    cluster = await startCluster({
      instances: 3,
      env: {
        RATE_LIMIT_MAX: '1000000',
        RATE_LIMIT_AUTH_MAX: String(AUTH_MAX),
        SHUTDOWN_DRAIN_MS: '1000',
      },
      proxy: { healthCheckMs: 100 },
    });
  }, 120_000);

  afterAll(async () => {
    await cluster?.close();
  }, 30_000);

  async function tokenFor(userId: number): Promise<string> {
    const lifetime = { tokenTtlHours: 1, rememberTtlDays: 1 };
    return (await issueToken(cluster.database.db, userId, false, lifetime)).token;
  }

  function instance(name: string): Instance {
    const found = cluster.instances.find((candidate) => candidate.name === name);
    if (!found) throw new Error(`no instance ${name}`);
    return found;
  }

  /**
   * 20 clients creating assistants through the proxy. `event` runs once they have had 1 s and 20 answers; the load
   * goes on until 1 s and 20 answers after it (however slow this machine is at the time).
   */
  async function writeLoad(event: () => Promise<void>): Promise<Load> {
    const user = await insertUser(cluster.database.db);
    await subscribe(cluster.database.db, user.id, 100_000);
    const token = await tokenFor(user.id);
    const outcomes: Outcome[] = [];
    let stopped = false;
    const client = async (n: number) => {
      for (let i = 0; !stopped; i += 1) {
        const res = await fetch(`${cluster.url}/api/assistants`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(assistantPayload({ name: `Load ${n}-${i}` })),
        }).catch(() => null);
        const body = res
          ? ((await res.json().catch(() => null)) as { data?: { id?: number } })
          : null;
        outcomes.push({ status: res?.status ?? 0, id: body?.data?.id ?? null, at: Date.now() });
      }
    };
    const settle = async (since: number) => {
      const deadline = since + 20_000;
      while (
        Date.now() < deadline &&
        (Date.now() - since < 1_000 || outcomes.filter((one) => one.at > since).length < 20)
      ) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    let eventAt = 0;
    let eventDoneAt = 0;
    const driver = async () => {
      try {
        await settle(Date.now());
        eventAt = Date.now();
        await event();
        eventDoneAt = Date.now();
        await settle(eventDoneAt);
      } finally {
        stopped = true;
      }
    };
    await Promise.all([...Array.from({ length: 20 }, (_, n) => client(n)), driver()]);
    return { outcomes, eventAt, eventDoneAt };
  }

  async function expectStored(outcomes: Outcome[]): Promise<void> {
    const acknowledged = outcomes.filter((outcome) => outcome.status === 201);
    const ids = acknowledged.map((outcome) => Number(outcome.id));
    expect(ids.every((id) => id > 0)).toBe(true);
    const rows = await cluster.database.db
      .selectFrom('assistants')
      .select('id')
      .where('id', 'in', ids)
      .execute();
    expect(rows).toHaveLength(ids.length);
  }

  it('started at once on an empty schema: one first admin, every instance ready', async () => {
    const admins = await cluster.database.db
      .selectFrom('users')
      .select('email')
      .where('role', '=', 'admin')
      .execute();
    expect(admins).toEqual([{ email: ADMIN.email }]);
    const creators = cluster.instances.filter((one) =>
      one.output().includes(`Super admin ${ADMIN.email} created`),
    );
    expect(creators).toHaveLength(1);
    for (const one of cluster.instances) {
      const res = await fetch(`${one.url}/api/ready`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ready', database: 'ok', redis: 'ok' });
    }
  });

  it('counts failed logins and the credential rate limit across instances', async () => {
    const login = (email: string) =>
      fetch(`${cluster.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'not the password' }),
      });
    const before = cluster.proxy.upstreams.map((upstream) => upstream.answered);
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_MAX_ATTEMPTS; i += 1)
      statuses.push((await login(ADMIN.email)).status);
    expect(statuses).toEqual(Array.from({ length: LOGIN_MAX_ATTEMPTS }, () => 422));
    // The next tries land on every instance in turn: each refuses them.
    for (let i = 0; i < cluster.instances.length; i += 1) {
      const refused = await login(ADMIN.email);
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { message: string }).message).toMatch(
        /^Too many login attempts\. Please try again in \d+ seconds\.$/,
      );
    }
    const answered = cluster.proxy.upstreams.map(
      (upstream, i) => upstream.answered - (before[i] ?? 0),
    );
    expect(answered.every((count) => count >= 2)).toBe(true);

    // RATE_LIMIT_AUTH_MAX requests a minute per client IP on /api/login, whatever the email and the instance.
    const allowed = AUTH_MAX - LOGIN_MAX_ATTEMPTS - cluster.instances.length;
    const more: number[] = [];
    for (let i = 0; i < allowed; i += 1) more.push((await login(`other-${i}@example.test`)).status);
    expect(more).toEqual(Array.from({ length: allowed }, () => 422));
    const limited = await login('yet-another@example.test');
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { message: string }).message).toBe(TOO_MANY_MESSAGE);
  });

  it('serves an upload made through one instance from another, byte for byte', async () => {
    const admin = await cluster.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', ADMIN.email)
      .executeTakeFirstOrThrow();
    const token = await tokenFor(admin.id);
    const form = new FormData();
    form.append('name', 'Cluster Admin');
    form.append('profile_picture', new Blob([new Uint8Array(GIF)], { type: 'image/gif' }), 'a.gif');
    const saved = await fetch(`${instance('api-1').url}/api/user`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(saved.status).toBe(200);
    const url = ((await saved.json()) as { data: { profile_picture: string } }).data
      .profile_picture;
    expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}\.gif$/);
    for (const other of ['api-2', 'api-3']) {
      const served = await fetch(`${instance(other).url}${url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/gif');
      expect(Buffer.from(await served.arrayBuffer()).equals(GIF)).toBe(true);
    }
  });

  it('SIGTERM of an instance under load: no request fails, it exits 0', async () => {
    const stopping = instance('api-3');
    let exitCode: number | null = null;
    const { outcomes, eventDoneAt } = await writeLoad(async () => {
      stopping.child.kill('SIGTERM');
      exitCode = await stopping.exited;
    });
    expect(exitCode).toBe(0);
    const failed = outcomes.filter((outcome) => outcome.status !== 201);
    expect(failed).toEqual([]);
    expect(outcomes.filter((outcome) => outcome.at > eventDoneAt).length).toBeGreaterThan(0);
    await expectStored(outcomes);
  }, 60_000);

  it('kill -9 of an instance under load: no acknowledged write is lost, only its requests in flight fail', async () => {
    const killed = instance('api-2');
    const upstream = cluster.proxy.upstreams.find((one) => one.port === killed.port);
    if (!upstream) throw new Error('api-2 is not behind the proxy');
    let inFlightAtDeath = 0;
    const { outcomes, eventDoneAt } = await writeLoad(async () => {
      // Requests in flight at the instance when it died: those not answered when it was killed, and any the
      // proxy sent it in the moment before the process was gone.
      const inFlight = upstream.inFlight;
      const sent = upstream.sent;
      killed.child.kill('SIGKILL');
      await killed.exited;
      inFlightAtDeath = inFlight + (upstream.sent - sent);
    });
    const failed = outcomes.filter((outcome) => outcome.status !== 201);
    expect(failed.length).toBeLessThanOrEqual(inFlightAtDeath);
    expect(failed.every((outcome) => outcome.status === 502 || outcome.status === 0)).toBe(true);
    const after = outcomes.filter((outcome) => outcome.at > eventDoneAt + 200);
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((outcome) => outcome.status === 201)).toBe(true);
    await expectStored(outcomes);
  }, 60_000);
});

/* eslint-disable no-restricted-properties -- a standalone script: its knobs come from the environment */
// The campaign dialling engine's own CPU cost at concurrency 20.
//   corepack pnpm --filter ./server exec tsx scripts/campaign-overhead.ts               SQLite (a file)
//   CHAOS_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test corepack pnpm --filter ./server exec tsx scripts/campaign-overhead.ts
// Knobs: OVERHEAD_CONTACTS (2000), OVERHEAD_CALL_MS (each call's length, 1000), OVERHEAD_SECONDS (stop measuring
// after this long; 0: when the campaign is done), OVERHEAD_PLATFORM (vapi | sandbox), OVERHEAD_POLL_MS (the engine's
// CAMPAIGN_POLL_MS, 1000 as in production).
// PostgreSQL only: the engine and the server receiving the calls' webhooks are two processes (a SQLite deployment
// is one process; its engine runs in the chaos run).
//
// A running campaign of OVERHEAD_CONTACTS contacts at concurrency 20 is dialled by a CampaignDialler in THIS
// process while a server child (its own dialler off) receives the calls' webhooks. This process's CPU time
// (process.cpuUsage) over the wall time is the engine's work: the rounds (claims, the window, settling), the checks
// before each dial (do-not-call, the owner's plan, the caller number) and placing. With OVERHEAD_PLATFORM=vapi (the
// default) it dials through the real Vapi adapter (POST /call) to campaign-platform.ts, a child that plays each call
// as the sandbox does: placing is one HTTP request, as in production. With sandbox, the sandbox provider simulates the
// calls in this process (building their messages, sending them with fetch), counted here too. What the calls cause
// on our side (webhook ingestion, call logs, stats) runs in the server child and is not counted. The script's own
// progress check is one indexed query every 2 s.
import { loadConfig } from '../src/config';
import { CampaignDialler } from '../src/domains/voice/campaigns/dialler';
import { sandboxVoiceProvider } from '../src/domains/voice/voice-platform/sandbox-provider';
import { vapiProvider } from '../src/domains/voice/voice-platform/vapi-provider';
import { webhookSecretFor } from '../src/domains/voice/voice-platform/webhook-credential';
import {
  type Child,
  CONCURRENCY,
  counts,
  freshRun,
  seedCampaign,
  sleep,
  startServer,
  windowOf,
} from './campaign-run-support';

const CONTACTS = Number(process.env.OVERHEAD_CONTACTS ?? 2_000);
const CALL_MS = Number(process.env.OVERHEAD_CALL_MS ?? 1_000);
const SECONDS = Number(process.env.OVERHEAD_SECONDS ?? 0);
const PLATFORM = process.env.OVERHEAD_PLATFORM ?? 'vapi';
const POLL_MS = process.env.OVERHEAD_POLL_MS ?? '1000';
const FROM = '+12125550100';

const silent = {
  level: 'error',
  error: (...args: unknown[]) => console.error(...args),
  warn: () => undefined,
  info: () => undefined,
  debug: () => undefined,
  trace: () => undefined,
  fatal: (...args: unknown[]) => console.error(...args),
  silent: () => undefined,
  child: () => silent,
};

async function main() {
  if (!process.env.CHAOS_DATABASE_URL) {
    throw new Error('campaign-overhead.ts runs on PostgreSQL: set CHAOS_DATABASE_URL');
  }
  const run = await freshRun('overhead');
  const { baseEnv, kdb, owner } = run;
  const campaign = await seedCampaign(
    kdb,
    owner,
    'Overhead',
    CONTACTS,
    3_000_000,
    windowOf('00:00', '23:59'),
  );
  const receiver = await startServer({ ...baseEnv, CAMPAIGN_DIALLER: 'false' });
  const config = loadConfig({
    ...baseEnv,
    SANDBOX_CALL_MS: String(CALL_MS),
    CAMPAIGN_POLL_MS: POLL_MS,
  });
  let platform: Child | null = null;
  if (PLATFORM === 'vapi') {
    // The assistant and its number as held by Vapi; the webhook secret made before the platform reads it.
    await kdb
      .updateTable('assistants')
      .set({ voice_provider: 'vapi' })
      .where('id', '=', owner.assistantId)
      .execute();
    const now = new Date().toISOString();
    await kdb
      .insertInto('phone_numbers')
      .values({
        phone_number: FROM,
        country: 'US',
        area_code: '212',
        locality: null,
        region: null,
        provider: 'twilio',
        provider_sid: 'PN-overhead',
        voice_phone_number_id: 'vapi-number-overhead',
        assistant_id: owner.assistantId,
        user_id: owner.userId,
        reseller_id: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await webhookSecretFor(kdb, config, null);
    platform = await startServer(
      {
        ...baseEnv,
        RECEIVER_URL: `http://127.0.0.1:${receiver.port}`,
        PLATFORM_CALL_MS: String(CALL_MS),
        PLATFORM_FROM: FROM,
      },
      'scripts/campaign-platform.ts',
      /Platform at (\d+)/,
    );
  }
  const provider = platform
    ? vapiProvider({ apiKey: 'overhead', apiBase: `http://127.0.0.1:${platform.port}` })
    : sandboxVoiceProvider();
  const dialler = new CampaignDialler({
    db: kdb,
    config,
    voice: { provider },
    log: silent as never,
    deliverVoiceWebhook: async (url, body, headers) =>
      (await fetch(`http://127.0.0.1:${receiver.port}${url}`, { method: 'POST', body, headers }))
        .status,
  });
  const placed = async () =>
    Number(
      (
        await kdb
          .selectFrom('campaign_contacts')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('campaign_id', '=', campaign.id)
          .where('placed_at', 'is not', null)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const left = async () =>
    (await kdb
      .selectFrom('campaign_contacts')
      .select('id')
      .where('campaign_id', '=', campaign.id)
      .where('status', 'in', ['queued', 'calling'])
      .limit(1)
      .executeTakeFirst()) !== undefined;

  console.info(
    `# ${run.label}, platform ${PLATFORM}: ${CONTACTS} contacts at concurrency ${CONCURRENCY}, ${CALL_MS} ms calls, polling every ${POLL_MS} ms${SECONDS ? `, measured for ${SECONDS} s` : ''}`,
  );
  const cpu0 = process.cpuUsage();
  const t0 = Date.now();
  dialler.start();
  while (await left()) {
    if (SECONDS > 0 && Date.now() - t0 >= SECONDS * 1000) break;
    await sleep(2_000);
  }
  const cpu = process.cpuUsage(cpu0);
  const wall = (Date.now() - t0) / 1000;
  const dials = await placed();
  await dialler.stop();
  for (const child of [receiver, platform]) {
    if (!child) continue;
    child.process.kill('SIGKILL');
    await child.exited;
  }
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  console.info(
    '\n| Run | Dials | Wall | CPU | Share of one core | Per dial |\n|---|---|---|---|---|---|',
  );
  console.info(
    `| ${run.label}, ${PLATFORM}, concurrency ${CONCURRENCY}, ${CALL_MS} ms calls, poll ${POLL_MS} ms | ${dials} (${(dials / wall).toFixed(2)}/s) | ${wall.toFixed(1)} s | ${cpuSeconds.toFixed(2)} s | ${((100 * cpuSeconds) / wall).toFixed(2)} % | ${dials ? ((1000 * cpuSeconds) / dials).toFixed(2) : '–'} ms |`,
  );
  console.info(JSON.stringify(await counts(kdb, campaign.id)));
  await run.dispose();
  process.exit(0);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

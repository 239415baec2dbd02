/* eslint-disable no-restricted-properties -- a standalone script: its knobs come from the environment */
// The campaign dialling engine under kill -9 (its own CPU cost: campaign-overhead.ts).
//   corepack pnpm --filter ./server exec tsx scripts/campaign-chaos.ts                 SQLite (a file)
//   CHAOS_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test corepack pnpm --filter ./server exec tsx scripts/campaign-chaos.ts
// Knobs: CHAOS_CONTACTS (10000), CHAOS_KILLS (10), CHAOS_CALL_MS (SANDBOX_CALL_MS of the run, 300).
//
// The real server (`node --import tsx src/main.ts`, sandbox providers, its dialler on) on a fresh database with a
// running campaign of CHAOS_CONTACTS contacts at concurrency 20, an always-open window and no retries, plus a small
// campaign whose window opens a minute after the start and lasts three. The server is killed with SIGKILL
// CHAOS_KILLS times during the run (every 6–12 s) and started again. Then: every contact has exactly one final
// outcome, none lost (queued/calling), no number called twice (call_logs per number = 1), no call of the narrow
// campaign outside its window.
import { sql } from 'kysely';
import {
  callsPerNumber,
  CONCURRENCY,
  counts,
  freshRun,
  hhmm,
  seedCampaign,
  sleep,
  startServer,
  windowOf,
} from './campaign-run-support';

const CONTACTS = Number(process.env.CHAOS_CONTACTS ?? 10_000);
const KILLS = Number(process.env.CHAOS_KILLS ?? 10);
const CALL_MS = Number(process.env.CHAOS_CALL_MS ?? 300);
const NARROW_CONTACTS = 300;

async function main() {
  const run = await freshRun('chaos');
  const { baseEnv, kdb, owner } = run;
  const big = await seedCampaign(
    kdb,
    owner,
    'Chaos',
    CONTACTS,
    1_000_000,
    windowOf('00:00', '23:59'),
  );
  // The narrow window: opens a minute from now (UTC, the contacts' zone), three minutes long.
  const opensAt = Math.ceil((Date.now() + 60_000) / 60_000) * 60_000;
  const closesAt = opensAt + 3 * 60_000;
  const narrowWindow = windowOf(hhmm(opensAt), hhmm(closesAt));
  const narrow =
    hhmm(closesAt) > hhmm(opensAt)
      ? await seedCampaign(kdb, owner, 'Narrow', NARROW_CONTACTS, 2_000_000, narrowWindow)
      : null;

  console.info(
    `# ${run.label}: ${CONTACTS} contacts at concurrency ${CONCURRENCY}, ${KILLS} kill -9`,
  );
  const env = { ...baseEnv, SANDBOX_CALL_MS: String(CALL_MS), CAMPAIGN_DIALLER: 'true' };
  const started = Date.now();
  let server = await startServer(env);
  let kills = 0;
  const done = async () => {
    const big_ = await counts(kdb, big.id);
    const narrow_ = narrow ? await counts(kdb, narrow.id) : {};
    const running = await kdb
      .selectFrom('campaigns')
      .select('id')
      .where('id', 'in', narrow ? [big.id, narrow.id] : [big.id])
      .where('status', '!=', 'completed')
      .execute();
    // Done once nothing is left to call and the engine completed both campaigns (its next round after the last end).
    return (
      (big_.queued ?? 0) + (big_.calling ?? 0) + (narrow_.queued ?? 0) + (narrow_.calling ?? 0) ===
        0 && running.length === 0
    );
  };
  while (!(await done())) {
    if (kills < KILLS) {
      await sleep(6_000 + Math.random() * 6_000);
      if (await done()) break;
      server.process.kill('SIGKILL');
      await server.exited;
      kills += 1;
      const progress = await counts(kdb, big.id);
      console.info(`kill ${kills} at ${((Date.now() - started) / 1000).toFixed(0)} s:`, progress);
      server = await startServer(env);
    } else {
      await sleep(1_000);
    }
    if (Date.now() - started > 60 * 60_000) throw new Error('the run did not finish in an hour');
  }
  const wall = (Date.now() - started) / 1000;
  server.process.kill('SIGKILL');
  await server.exited;

  const finalBig = await counts(kdb, big.id);
  const perNumber = await callsPerNumber(kdb, big.numbers);
  const calledTwice = [...perNumber.values()].filter((n) => n > 1).length;
  const withCall = [...perNumber.values()].filter((n) => n === 1).length;
  const contactRows = await kdb
    .selectFrom('campaign_contacts')
    .select(['phone_e164', 'status', 'attempts', 'outcome'])
    .where('campaign_id', '=', big.id)
    .execute();
  const final = contactRows.filter((c) => !['queued', 'calling'].includes(c.status));
  const mismatched = contactRows.filter(
    (c) => Number(c.attempts) !== (perNumber.get(c.phone_e164) ?? 0),
  ).length;
  const campaignRow = await kdb
    .selectFrom('campaigns')
    .select(['status'])
    .where('id', '=', big.id)
    .executeTakeFirstOrThrow();
  const completedEvents = await kdb
    .selectFrom('events')
    .select(sql<number | string>`count(*)`.as('n'))
    .where('type', '=', 'campaign.completed')
    .executeTakeFirstOrThrow();
  let outside = 0;
  let narrowCalls = 0;
  if (narrow) {
    // When each call was placed (placed_at: the platform accepted it, right after the window was checked).
    const calls = await kdb
      .selectFrom('campaign_contacts')
      .select(['placed_at'])
      .where('campaign_id', '=', narrow.id)
      .where('placed_at', 'is not', null)
      .execute();
    narrowCalls = calls.length;
    for (const call of calls) {
      const at = new Date(String(call.placed_at)).getTime();
      if (at < opensAt || at >= closesAt) outside += 1;
    }
  }
  console.info('\n| Check | Result |\n|---|---|');
  console.info(`| Contacts | ${CONTACTS} |`);
  console.info(`| kill -9 restarts | ${kills} |`);
  console.info(`| Wall time | ${wall.toFixed(0)} s |`);
  console.info(`| Final statuses | ${JSON.stringify(finalBig)} |`);
  console.info(`| Contacts with exactly one final outcome | ${final.length} |`);
  console.info(`| Lost (queued or calling at the end) | ${CONTACTS - final.length} |`);
  console.info(`| Numbers with one call log | ${withCall} |`);
  console.info(`| Numbers called twice | ${calledTwice} |`);
  console.info(`| Contacts whose attempts ≠ their call logs | ${mismatched} |`);
  console.info(
    `| Campaign status / campaign.completed events | ${campaignRow.status} / ${Number(completedEvents.n)} |`,
  );
  if (narrow) {
    console.info(
      `| Narrow window ${hhmm(opensAt)}–${hhmm(closesAt)} UTC: calls / outside the window / final statuses | ${narrowCalls} / ${outside} / ${JSON.stringify(await counts(kdb, narrow.id))} |`,
    );
  }

  await run.dispose();
  const ok = final.length === CONTACTS && calledTwice === 0 && mismatched === 0 && outside === 0;
  console.info(ok ? '\nOK' : '\nFAILED');
  process.exit(ok ? 0 : 1);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

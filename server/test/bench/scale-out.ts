// Scale-out under CPU quotas: one, two and three API instances, each confined to the same share of a core (a
// cgroup per instance, as a container's CPU limit), measured direct (the generator spreads the load) and behind
// Caddy (deploy/Caddyfile), with the load generator and the proxy outside the quotas. How and why: scale-out.md.
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test TEST_REDIS_URL=redis://127.0.0.1:6379 \
//     corepack pnpm --filter ./server exec tsx test/bench/scale-out.ts [--load=scenario|reads|user|webhooks|mixed]
//     [--cores=0.3] [--period-ms=100] [--seconds=20] [--warmup=5] [--p95-ms=100] [--fixed=N] [--start=N]
//     [--modes=direct,caddy] [--counts=1,2,3] [--caddyfile=<file>] [--rounds=1] [--fixed-only]
// Root only (it writes /sys/fs/cgroup/cpu*/voice-scale-out-*); its groups, processes and databases are removed at
// the end, on Ctrl-C too.
import os from 'node:os';
import path from 'node:path';
import { Bench, tables, type BenchSettings, type Mode, type Step } from './scale-out-bench';
import { createCpuGroup, removeStaleGroups, type CpuGroup } from './scale-out-cgroup';
import { scenarioDeployment, smallDeployment, type Deployment } from './scale-out-deploy';
import { DEPLOYED_CADDYFILE } from './scale-out-proxy';

function option(name: string, fallback: string): string {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  return arg ? arg.slice(name.length + 3) : fallback;
}

/**
 * scenario: the scenario benchmark's users and webhooks on its seeded tenant (scale: users, with as many webhooks a
 * second); reads: signed-in reads of a small tenant (user, assistants, dashboard, call logs); user: GET /api/user
 * only (the cheapest signed-in read: what a proxy adds per request shows most); webhooks: end-of-call reports;
 * mixed: one read in three, the rest webhooks.
 */
const LOAD = option('load', 'scenario');
const READS_EVERY: Record<string, number> = { mixed: 3, reads: 1, user: 1, webhooks: 0 };
const PERIOD_US = Number(option('period-ms', '100')) * 1000;
const WARM_UP_SECONDS = Number(option('warmup', '5'));
const MODES = option('modes', 'direct,caddy').split(',') as Mode[];
const COUNTS = option('counts', '1,2,3').split(',').map(Number);
const ROUNDS = Number(option('rounds', '1'));
/** Where the search for the most load held starts (scale of one instance). */
const START = Number(option('start', LOAD === 'scenario' ? '40' : '100'));
const SETTINGS: BenchSettings = {
  cores: Number(option('cores', '0.3')),
  seconds: Number(option('seconds', '20')),
  p95BoundMs: Number(option('p95-ms', '100')),
  caddyfile: path.resolve(option('caddyfile', DEPLOYED_CADDYFILE)),
};

/** Clean-up on Ctrl-C or kill too: the instances are child processes that would outlive this one. */
function onSignal(cleanUp: () => Promise<void>): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`${signal}: cleaning up`);
      void cleanUp().finally(() => process.exit(1));
    });
  }
}

/** --fixed-only: the fixed load only (with --fixed=N), no search for the most load held. */
const FIXED_ONLY = process.argv.includes('--fixed-only');

async function round(bench: Bench, unit: string): Promise<string> {
  const capacities: Step[] = [];
  for (const mode of FIXED_ONLY ? [] : MODES) {
    let start = START;
    for (const count of COUNTS) {
      const held = await bench.capacity(mode, count, start);
      if (!held) continue;
      capacities.push(held);
      // The next pool starts at 70 % of this one's per-instance load × its size.
      start = Math.max(1, Math.round(((held.scale / count) * (count + 1) * 0.7) / 5) * 5);
    }
  }
  // The fixed load: 80 % of what one instance held direct (it holds it; the question is by how much more).
  const one = capacities.find((step) => step.instances === 1)?.scale ?? START;
  const fixedScale = Number(option('fixed', '0')) || Math.max(1, Math.round(one * 0.8));
  const fixedSteps: Step[] = [];
  for (const mode of MODES) {
    for (const count of COUNTS) fixedSteps.push(await bench.step(mode, count, fixedScale));
  }
  return tables(unit, SETTINGS, capacities, fixedSteps);
}

async function main(): Promise<void> {
  removeStaleGroups();
  const count = Math.max(...COUNTS);
  const deployment: Deployment =
    LOAD === 'scenario'
      ? await scenarioDeployment(count, WARM_UP_SECONDS)
      : await smallDeployment(
          count,
          READS_EVERY[LOAD] ?? 3,
          LOAD === 'user' ? ['/api/user'] : [],
          WARM_UP_SECONDS,
        );
  // The load generator and the proxy: weighted like the instances, without a quota.
  const tools = createCpuGroup('tools', null, PERIOD_US);
  const groups: CpuGroup[] = [];
  let cleaned = false;
  const cleanUp = async () => {
    if (cleaned) return;
    cleaned = true;
    await deployment.close();
    for (const group of [tools, ...groups]) group.remove();
  };
  onSignal(cleanUp);
  try {
    deployment.instances.forEach((instance, i) => {
      const group = createCpuGroup(`api-${i + 1}`, SETTINGS.cores, PERIOD_US);
      groups.push(group);
      group.add(instance.child.pid ?? 0);
    });
    const { driver } = deployment;
    const bench = new Bench(deployment.instances, groups, tools, driver, SETTINGS);
    // The instances' first requests run cold code (JIT): warmed up together, outside any measure.
    await bench.step('direct', count, START * count);
    for (let n = 1; n <= ROUNDS; n += 1) {
      const result = await round(bench, driver.unit);
      const load = os.loadavg().map((value) => value.toFixed(1));
      console.info(
        [
          '',
          `${LOAD}, round ${n}, ${new Date().toISOString().slice(0, 16)} UTC, ${os.cpus().length} cores, load average ${load.join(', ')};`,
          `each instance ${SETTINGS.cores} core (cfs_quota_us ${Math.round(SETTINGS.cores * PERIOD_US)} per cfs_period_us ${PERIOD_US}):`,
          '',
          result,
        ].join('\n'),
      );
    }
  } finally {
    await cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

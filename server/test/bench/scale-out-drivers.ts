// The loads of scale-out.ts, each in child processes of the tools' group (outside the instances' quotas):
// - "scenario": the scenario benchmark's users and webhooks (scenario-load.ts) on its seeded tenant; at scale s,
//   s signed-in users (a request every 2 s each) and s webhooks a second, the 200 + 200 at s = 200;
// - "reads" / "webhooks" / "mixed": scale-out-load.ts on a small tenant (scale-out-seed.ts), s requests a second.
// Against several targets (direct), the scenario runs one generator per instance with its share of the users and
// webhooks; its p50/p95/p99 are then the worst instance's (the generators' samples are not merged).
import { execFile, fork } from 'node:child_process';
import path from 'node:path';
import type { CpuGroup } from './scale-out-cgroup';
import type { LoadPlan, LoadReport } from './scale-out-load';
import type { LoadResult } from './scenario-load';
import type { SeedMeta } from './scenario-seed';

export interface Measure {
  /** Requests per second offered. */
  rate: number;
  answered: number;
  /** Error answers, connection errors and timeouts. */
  failed: number;
  p50: number;
  p95: number;
  p99: number;
  /** The load's seconds with its warm-up (the instances' CPU is read before and after it all). */
  wholeSeconds: number;
}

export interface Driver {
  /** What scale means, for the tables ("req/s", "users + webhooks/s"). */
  unit: string;
  run(targets: string[], scale: number, seconds: number, tools: CpuGroup): Promise<Measure>;
}

/** scale-out-load.ts in one child process, round robin over the targets. */
export function simpleDriver(
  tenant: Omit<LoadPlan, 'targets' | 'rate' | 'seconds' | 'warmupSeconds'>,
  warmupSeconds: number,
): Driver {
  let runs = 0;
  return {
    unit: 'req/s',
    run: async (targets, rate, seconds, tools) => {
      runs += 1;
      const plan: LoadPlan = {
        ...tenant,
        targets,
        rate,
        seconds,
        warmupSeconds,
        webhook: { ...tenant.webhook, prefix: `scale-${process.pid}-${runs}` },
      };
      const report = await new Promise<LoadReport>((resolve, reject) => {
        const child = fork(path.join(__dirname, 'scale-out-load.ts'), [JSON.stringify(plan)], {
          execArgv: ['--import', 'tsx'],
        });
        if (child.pid) tools.add(child.pid);
        child.once('message', (message) => resolve(message as LoadReport));
        child.once('error', reject);
        child.once('exit', (code) => {
          if (code !== 0) reject(new Error(`the load generator exited with ${code}`));
        });
      });
      const statuses = Object.values(report.statuses).reduce((sum, n) => sum + n, 0);
      const { p50, p95, p99 } = report.all;
      const wholeSeconds = seconds + warmupSeconds;
      return {
        rate,
        answered: report.ok,
        failed: report.errors + statuses,
        p50,
        p95,
        p99,
        wholeSeconds,
      };
    },
  };
}

/** scenario-load.ts as a command (its --json result on stdout), in the tools' group. */
function scenarioChild(args: string[], tools: CpuGroup): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', path.join(__dirname, 'scenario-load.ts'), ...args, '--json'],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout) => {
        if (error) return reject(error);
        const line = stdout.trim().split('\n').pop() ?? '';
        resolve(JSON.parse(line) as LoadResult);
      },
    );
    if (child.pid) tools.add(child.pid);
  });
}

export function scenarioDriver(metaFile: string, meta: SeedMeta, warmupSeconds: number): Driver {
  let runs = 0;
  return {
    unit: 'users + webhooks/s',
    run: async (targets, scale, seconds, tools) => {
      runs += 1;
      const share = (value: number, i: number) =>
        Math.floor(value / targets.length) + (i < value % targets.length ? 1 : 0);
      const results = await Promise.all(
        targets.map((target, i) =>
          scenarioChild(
            [
              `--base-url=${target}`,
              `--meta=${metaFile}`,
              `--users=${share(scale, i)}`,
              `--webhooks=${share(scale, i)}`,
              `--seconds=${seconds}`,
              `--warmup=${warmupSeconds}`,
              // Each generator its own choices (its call ids carry its start time).
              `--random-seed=${runs * 10 + i + 1}`,
            ],
            tools,
          ),
        ),
      );
      const worst = (get: (result: LoadResult) => number) => Math.max(...results.map(get));
      const sum = (get: (result: LoadResult) => number) =>
        results.reduce((total, result) => total + get(result), 0);
      return {
        rate: sum((result) => result.rate),
        answered: sum((result) => result.overall.count - result.overall.errors),
        failed: sum((result) => result.overall.errors),
        p50: worst((result) => result.overall.p50),
        p95: worst((result) => result.overall.p95),
        p99: worst((result) => result.overall.p99),
        // Plus the generator's start (tsx, about a second).
        wholeSeconds: seconds + warmupSeconds + 1,
      };
    },
  };
}

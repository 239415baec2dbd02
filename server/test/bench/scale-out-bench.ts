// The measures of scale-out.ts: one load at one scale against a pool of instances (direct or behind Caddy), with
// what the instances' cgroups say of their CPU; the highest scale a pool holds within a p95 bound; the tables.
import fs from 'node:fs';
import type { Instance } from '../cluster/harness';
import type { CpuGroup, CpuUsage } from './scale-out-cgroup';
import type { Driver, Measure } from './scale-out-drivers';
import { caddyPath, processCpuMs, startCaddy } from './scale-out-proxy';

export type Mode = 'direct' | 'caddy';

export interface BenchSettings {
  cores: number;
  seconds: number;
  p95BoundMs: number;
  caddyfile: string;
}

export interface Step {
  mode: Mode;
  instances: number;
  scale: number;
  measure: Measure;
  /** The instances' CPU time per answered request (ms, cpuacct), and the share of their quota they used. */
  cpuPerRequest: number;
  quotaUsed: number;
  /** Share of the quota periods in which an instance was throttled (hit its quota). */
  throttled: number;
  proxyCpuPerRequest: number | null;
  /** TCP connections the machine accepted per 1,000 requests (proxy and instances, and any other work). */
  acceptedPerThousand: number;
}

/** The machine's count of accepted TCP connections (/proc/net/snmp, Tcp: PassiveOpens). */
function passiveOpens(): number {
  const lines = fs
    .readFileSync('/proc/net/snmp', 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('Tcp:'));
  const names = lines[0]?.split(' ') ?? [];
  const values = lines[1]?.split(' ') ?? [];
  return Number(values[names.indexOf('PassiveOpens')] ?? 0);
}

const holds = (step: Step, bound: number) => step.measure.failed === 0 && step.measure.p95 <= bound;

export class Bench {
  private readonly caddy = caddyPath();

  constructor(
    private readonly instances: Instance[],
    private readonly groups: CpuGroup[],
    private readonly tools: CpuGroup,
    private readonly driver: Driver,
    private readonly settings: BenchSettings,
  ) {}

  /** One measure at `scale` against the first `count` instances. */
  async step(mode: Mode, count: number, scale: number): Promise<Step> {
    const pool = this.instances.slice(0, count);
    let proxy: Awaited<ReturnType<typeof startCaddy>> | null = null;
    if (mode === 'caddy') {
      if (!this.caddy) throw new Error('caddy is not installed (apt-get install caddy)');
      const ports = pool.map((instance) => instance.port);
      proxy = await startCaddy(this.caddy, this.settings.caddyfile, ports);
      this.tools.add(proxy.pid);
    }
    try {
      const targets = proxy ? [proxy.url] : pool.map((instance) => instance.url);
      const { seconds, cores } = this.settings;
      const groups = this.groups.slice(0, count);
      const before: CpuUsage[] = groups.map((group) => group.usage());
      const proxyBefore = proxy ? processCpuMs(proxy.pid) : 0;
      const opensBefore = passiveOpens();
      const measure = await this.driver.run(targets, scale, seconds, this.tools);
      const proxyMs = proxy ? processCpuMs(proxy.pid) - proxyBefore : 0;
      const opened = passiveOpens() - opensBefore;
      const after = groups.map((group) => group.usage());
      const delta = (get: (usage: CpuUsage) => number) =>
        after.reduce((sum, one, i) => sum + get(one) - get(before[i] as CpuUsage), 0);
      const periods = delta((usage) => usage.periods);
      // The load's warm-up ran at the same rate: CPU time over the whole load, against its requests and seconds.
      const spread = measure.wholeSeconds / seconds;
      const answered = Math.max(1, measure.answered * spread);
      const step: Step = {
        mode,
        instances: count,
        scale,
        measure,
        cpuPerRequest: delta((usage) => usage.usageNs) / 1e6 / answered,
        quotaUsed: delta((usage) => usage.usageNs) / 1e9 / (count * cores * measure.wholeSeconds),
        throttled: periods ? delta((usage) => usage.throttled) / periods : 0,
        proxyCpuPerRequest: proxy ? proxyMs / answered : null,
        acceptedPerThousand: (opened / answered) * 1000,
      };
      console.info(JSON.stringify(step));
      return step;
    } finally {
      await proxy?.close();
    }
  }

  /**
   * The highest scale whose p95 stays within the bound with no error: the scale grows by half from `start` until
   * one fails, then three halvings of the gap between the last that held and the first that failed.
   */
  async capacity(mode: Mode, count: number, start: number): Promise<Step | null> {
    const bound = this.settings.p95BoundMs;
    let held: Step | null = null;
    let failed = 0;
    for (let scale = start; !failed; scale = Math.round(scale * 1.5)) {
      const step = await this.step(mode, count, scale);
      if (holds(step, bound)) held = step;
      else failed = scale;
      if (!held && failed) {
        return scale > 10 ? this.capacity(mode, count, Math.round(scale / 4)) : null;
      }
    }
    for (let i = 0; i < 3 && held; i += 1) {
      const scale = Math.round((held.scale + failed) / 2);
      if (scale === held.scale || scale === failed) break;
      const step = await this.step(mode, count, scale);
      if (holds(step, bound)) held = step;
      else failed = scale;
    }
    return held;
  }
}

const fixed = (value: number, digits: number) => value.toFixed(digits);

function cells(step: Step): string {
  const { measure } = step;
  const proxy = step.proxyCpuPerRequest === null ? '–' : fixed(step.proxyCpuPerRequest, 3);
  return `${measure.rate} | ${measure.p50} | ${measure.p95} | ${measure.p99} | ${measure.failed} | ${fixed(step.cpuPerRequest, 3)} | ${fixed(step.quotaUsed * 100, 0)} % | ${fixed(step.throttled * 100, 0)} % | ${proxy} | ${fixed(step.acceptedPerThousand, 0)}`;
}

const HEAD =
  'req/s | p50 ms | p95 ms | p99 ms | errors | API CPU ms / request | quota used | periods throttled | Caddy CPU ms / request | connections / 1,000 requests |';
const COLUMNS = 10;

export function tables(
  unit: string,
  settings: BenchSettings,
  capacities: Step[],
  fixedSteps: Step[],
): string {
  const one = (mode: Mode) =>
    capacities.find((step) => step.mode === mode && step.instances === 1)?.scale;
  if (capacities.length === 0) return fixedTable(unit, settings, fixedSteps);
  return [
    `Most load held at p95 ≤ ${settings.p95BoundMs} ms with no error (${settings.seconds} s per try):`,
    '',
    `| mode | instances | ${unit} held | × one | ${HEAD}`,
    `| --- | --- | --- | --- | ${'--- | '.repeat(COLUMNS).trim()}`,
    ...capacities.map((step) => {
      const base = one(step.mode);
      const ratio = base ? fixed(step.scale / base, 2) : '';
      return `| ${step.mode} | ${step.instances} | ${step.scale} | ${ratio} | ${cells(step)} |`;
    }),
    '',
    fixedTable(unit, settings, fixedSteps),
  ].join('\n');
}

function fixedTable(unit: string, settings: BenchSettings, fixedSteps: Step[]): string {
  return [
    `At a fixed load of ${fixedSteps[0]?.scale ?? '?'} ${unit} (${settings.seconds} s):`,
    '',
    `| mode | instances | ${HEAD}`,
    `| --- | --- | ${'--- | '.repeat(COLUMNS).trim()}`,
    ...fixedSteps.map((step) => `| ${step.mode} | ${step.instances} | ${cells(step)} |`),
  ].join('\n');
}

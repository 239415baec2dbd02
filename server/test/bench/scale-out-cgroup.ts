// CPU quotas for scale-out.ts: one cgroup (v1) per API instance, as a container's CPU limit is, so that one, two
// and three instances each get the same share of a core whatever else the machine runs. Needs root and cgroup v1
// with the cpu and cpuacct controllers mounted under /sys/fs/cgroup (each its own hierarchy, or both in one).
import fs from 'node:fs';
import path from 'node:path';

const ROOT = '/sys/fs/cgroup';
const PREFIX = 'voice-scale-out-';

/** The folder of a controller: cpu and cpuacct are separate hierarchies on some machines, one on others. */
function controller(name: 'cpu' | 'cpuacct'): string {
  const own = path.join(ROOT, name);
  if (fs.existsSync(path.join(own, name === 'cpu' ? 'cpu.cfs_quota_us' : 'cpuacct.usage'))) {
    return own;
  }
  const joint = path.join(ROOT, 'cpu,cpuacct');
  if (fs.existsSync(joint)) return joint;
  throw new Error(`no cgroup v1 ${name} controller under ${ROOT}`);
}

export interface CpuUsage {
  /** CPU time used by the group's processes (ns, cpuacct.usage). */
  usageNs: number;
  /** Periods in which the group ran, and those in which it hit its quota (cpu.stat). */
  periods: number;
  throttled: number;
}

export interface CpuGroup {
  name: string;
  /** Moves a process (all its threads) into the group. */
  add(pid: number): void;
  usage(): CpuUsage;
  /** Moves the group's processes back to the root group and removes it. */
  remove(): void;
}

function write(file: string, value: string | number): void {
  fs.writeFileSync(file, String(value));
}

function dirs(name: string): string[] {
  const cpu = controller('cpu');
  const cpuacct = controller('cpuacct');
  return [...new Set([path.join(cpu, name), path.join(cpuacct, name)])];
}

function removeDir(dir: string): void {
  if (!fs.existsSync(dir)) return;
  const parent = path.dirname(dir);
  const pids = fs.readFileSync(path.join(dir, 'cgroup.procs'), 'utf8').split('\n').filter(Boolean);
  for (const pid of pids) {
    try {
      write(path.join(parent, 'cgroup.procs'), pid);
    } catch {
      // The process ended meanwhile.
    }
  }
  fs.rmdirSync(dir);
}

/**
 * The weight of the bench's groups against the rest of the machine (cpu.shares, the kernel's largest; a process of
 * the root group weighs 1024): on a machine busy with other work, an instance still gets the share of a core it is
 * allowed, and the load generator and the proxy are not the limit. The quotas bound what the instances take.
 */
const SHARES = 262144;

/**
 * A group allowed `cores` of CPU time per `periodUs` (cores 0.3, period 100 ms: 30 ms per 100 ms), or no limit
 * (null: the load generator's and the proxy's), weighted SHARES.
 */
export function createCpuGroup(suffix: string, cores: number | null, periodUs: number): CpuGroup {
  const name = `${PREFIX}${suffix}`;
  const [cpuDir, cpuacctDir] = [
    path.join(controller('cpu'), name),
    path.join(controller('cpuacct'), name),
  ];
  for (const dir of dirs(name)) {
    removeDir(dir);
    fs.mkdirSync(dir);
  }
  write(path.join(cpuDir, 'cpu.shares'), SHARES);
  write(path.join(cpuDir, 'cpu.cfs_period_us'), periodUs);
  write(path.join(cpuDir, 'cpu.cfs_quota_us'), cores === null ? -1 : Math.round(cores * periodUs));
  return {
    name,
    add: (pid) => {
      for (const dir of dirs(name)) write(path.join(dir, 'cgroup.procs'), pid);
    },
    usage: () => {
      const stat = Object.fromEntries(
        fs
          .readFileSync(path.join(cpuDir, 'cpu.stat'), 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => line.split(' ') as [string, string]),
      );
      return {
        usageNs: Number(fs.readFileSync(path.join(cpuacctDir, 'cpuacct.usage'), 'utf8')),
        periods: Number(stat.nr_periods ?? 0),
        throttled: Number(stat.nr_throttled ?? 0),
      };
    },
    remove: () => {
      for (const dir of dirs(name)) removeDir(dir);
    },
  };
}

/** Groups an earlier run left behind (killed before its clean-up). */
export function removeStaleGroups(): void {
  for (const base of new Set([controller('cpu'), controller('cpuacct')])) {
    for (const entry of fs.readdirSync(base)) {
      if (entry.startsWith(PREFIX)) removeDir(path.join(base, entry));
    }
  }
}

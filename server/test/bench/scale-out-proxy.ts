// The proxy of scale-out.ts: Caddy (`apt-get install caddy`) with the deployment's deploy/Caddyfile (or another
// Caddyfile), on a free port, in front of some API instances; outside their CPU quotas. cluster-throughput.ts uses it too.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { waitReady } from '../cluster/harness';

export const DEPLOYED_CADDYFILE = path.resolve(__dirname, '..', '..', '..', 'deploy', 'Caddyfile');

export interface RunningProxy {
  url: string;
  pid: number;
  close(): Promise<void>;
}

/** The path of an installed command (`command -v`), or null. */
export function commandPath(name: string): string | null {
  try {
    return execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

export const caddyPath = () => commandPath('caddy');

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startCaddy(
  caddy: string,
  caddyfile: string,
  ports: number[],
): Promise<RunningProxy> {
  const port = await freePort();
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'voice-scale-out-caddy-'));
  const child = spawn(caddy, ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
    env: {
      HOME: home,
      XDG_DATA_HOME: home,
      XDG_CONFIG_HOME: home,
      SITE_ADDRESS: `:${port}`,
      API_UPSTREAMS: ports.map((one) => `127.0.0.1:${one}`).join(' '),
      STATIC_DIR: home,
      CADDY_ADMIN: 'off',
      // The custom domains' HTTPS block and the TLS ask's listener on free ports too (not 443, not 9091).
      CUSTOM_DOMAINS_ADDRESS: `https://:${await freePort()}`,
      TLS_ASK_ADDRESS: `127.0.0.1:${await freePort()}`,
    },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const close = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(home, { recursive: true, force: true });
  };
  try {
    await waitReady(url, 20_000);
  } catch (error) {
    await close();
    throw error;
  }
  return { url, pid: child.pid ?? 0, close };
}

/** User + system CPU time of a process so far, in ms (/proc/<pid>/stat, clock ticks of 10 ms). */
export function processCpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

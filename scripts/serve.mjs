// Starts the production server (server/src/main.ts through tsx) in the foreground.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './lib.mjs';

export function startServer(env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(ROOT, 'server', 'src', 'main.ts')],
      {
        cwd: join(ROOT, 'server'),
        stdio: 'inherit',
        env: { NODE_ENV: 'production', STATIC_ROOT: ROOT, ...process.env, ...env },
      },
    );
    const stop = (signal) => child.kill(signal);
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 || code === null ? resolve() : reject(new Error(`server exited with ${code}`)),
    );
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  startServer().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}

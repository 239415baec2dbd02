// `pnpm dev` / `npm run dev`: the API (tsx watch) plus the dev server of the shell and of each remote, with hot
// reload. Open http://localhost:3010 (the shell's dev server proxies /api and /remotes.json to the API, and
// /remotes.json points every remote at its own dev server).
import { install } from './install.mjs';
import { APP_LIST, pnpm, REMOTES } from './lib.mjs';

// REMOTE_URL_MFE_BILLING=... for the server: the same variable names it reads (server/src/config.ts).
const remoteEnv = Object.fromEntries(
  REMOTES.map((remote) => [
    `REMOTE_URL_${remote.folder.toUpperCase().replace(/-/g, '_')}`,
    `http://localhost:${remote.port}/mf-manifest.json`,
  ]),
);
const apps = [APP_LIST.shell, ...REMOTES];

await install();
await pnpm(
  [
    'exec',
    'concurrently',
    '--kill-others-on-fail',
    '--names',
    ['api', ...apps.map((app) => app.folder.replace(/^mfe-/, ''))].join(','),
    'corepack pnpm --filter server run dev',
    ...apps.map((app) => `corepack pnpm --filter ${app.folder} run dev`),
  ],
  { env: { ...remoteEnv, PATH: process.env.PATH } },
);

// `pnpm dev` / `npm run dev`: the API (tsx watch) plus the dev server of the shell and of each remote, with hot
// reload. Open http://localhost:3010 (the shell's dev server proxies /api and /remotes.json to the API, and
// /remotes.json points every remote at its own dev server).
import { install } from './install.mjs';
import { pnpm } from './lib.mjs';

const REMOTE_PORTS = {
  MFE_PUBLIC: 3011,
  MFE_ACCOUNT: 3012,
  MFE_ASSISTANTS: 3013,
  MFE_BILLING: 3014,
  MFE_ADMIN: 3015,
};
const remoteEnv = Object.fromEntries(
  Object.entries(REMOTE_PORTS).map(([name, port]) => [
    `REMOTE_URL_${name}`,
    `http://localhost:${port}/mf-manifest.json`,
  ]),
);

await install();
await pnpm(
  [
    'exec',
    'concurrently',
    '--kill-others-on-fail',
    '--names',
    'api,shell,public,account,assistants,billing,admin',
    'corepack pnpm --filter server run dev',
    'corepack pnpm --filter shell run dev',
    'corepack pnpm --filter mfe-public run dev',
    'corepack pnpm --filter mfe-account run dev',
    'corepack pnpm --filter mfe-assistants run dev',
    'corepack pnpm --filter mfe-billing run dev',
    'corepack pnpm --filter mfe-admin run dev',
  ],
  { env: { ...remoteEnv, PATH: process.env.PATH } },
);

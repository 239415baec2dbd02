// The server the Playwright suite runs against: the production build, a fresh SQLite database in a temporary
// folder, and a known super admin. Started by e2e/playwright.config.ts.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './serve.mjs';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

await startServer({
  PORT: String(E2E_PORT),
  DATA_DIR: mkdtempSync(join(tmpdir(), 'voice-e2e-')),
  DATABASE_URL: '',
  ADMIN_EMAIL: 'superadmin@example.com',
  ADMIN_PASSWORD: 'Sup3r-secret-pass',
  LOG_LEVEL: 'warn',
});

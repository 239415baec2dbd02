// The server the Playwright suite runs against: the production build, a fresh SQLite database in a temporary
// folder, and a known super admin. Started by e2e/playwright.config.ts.
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './serve.mjs';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
// A known folder (emptied at every start), so that a test can seed what no screen of the product edits
// yet, such as a reseller's colours (e2e/tests/helpers-suite-db.ts opens <folder>/app.db).
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? join(tmpdir(), `voice-e2e-${E2E_PORT}`);
rmSync(E2E_DATA_DIR, { recursive: true, force: true });
mkdirSync(E2E_DATA_DIR, { recursive: true });

await startServer({
  PORT: String(E2E_PORT),
  DATA_DIR: E2E_DATA_DIR,
  DATABASE_URL: '',
  ADMIN_EMAIL: 'superadmin@example.com',
  ADMIN_PASSWORD: 'Sup3r-secret-pass',
  LOG_LEVEL: 'warn',
  // Resellers' sites are http://<sub>.localhost:<port> (Chromium resolves *.localhost to 127.0.0.1).
  APP_URL: `http://localhost:${E2E_PORT}`,
  APP_DOMAIN: 'localhost',
  MAIL_TRANSPORT: 'outbox',
  PAYMENT_PROVIDER: 'sandbox',
  // Every request of the suite comes from one IP within a few minutes: the per-IP limits of /api/* would
  // refuse some of them. The throttles of login, forgot-password and contact (5 a minute) stay on.
  RATE_LIMIT_MAX: '100000',
  RATE_LIMIT_AUTH_MAX: '10000',
  RATE_LIMIT_RESELLER_REGISTRATION_MAX: '1000',
});

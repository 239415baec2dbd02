import { describe, expect, it } from '@jest/globals';
import { VENDOR_NAMES } from '@voice/contracts';
import fs from 'node:fs';
import path from 'node:path';
import type { EmailContent } from '../src/domains/platform';
import { renderEmail } from '../src/domains/platform/email/render';
import {
  cancelledEmail,
  newCustomerSubscriptionEmail,
  paymentFailedEmail,
  planChangedEmail,
  receiptEmail,
  renewalReminderEmail,
} from '../src/domains/billing/account-emails/templates';
import { loadEmailBranding } from '../src/domains/tenancy';
import { PLATFORM_SETTINGS } from '../src/domains/tenancy/settings/service';
import { insertAcme, insertUser } from './helpers/fixtures';
import { lastOutboxId, outboxSince } from './helpers/outbox';
import { createTestContext, databases, request } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

/**
 * A reseller's customers never read the platform's name or a vendor's in an email: every template, rendered in
 * the reseller's brand, and every source file that builds or sends an email, are checked for them.
 */

/** The names that must not reach a reseller's customers: the platform's own and the vendors it runs on. */
const PLATFORM_NAME = PLATFORM_SETTINGS.site_title;
/** The platform's name and the vendors' (the one list, VENDOR_NAMES), each as a whole word. */
const FORBIDDEN = [
  { name: PLATFORM_NAME, pattern: PLATFORM_NAME.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') },
  ...VENDOR_NAMES,
];

function namesIn(text: string): string[] {
  return FORBIDDEN.filter(({ pattern }) => new RegExp(`\\b(${pattern})\\b`, 'i').test(text)).map(
    ({ name }) => name,
  );
}

const SRC = path.join(__dirname, '../src/domains');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** The string literals of a file, comments left out (what an email can say comes from them). */
function literalsOf(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return [...code.matchAll(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g)].map(
    (m) => m[0],
  );
}

describe('the sources of every email', () => {
  // A file that sends an email, or builds one (returns EmailContent), outside the mailer itself.
  const mailFiles = sourceFiles(SRC).filter((file) => {
    if (file.includes(`${path.sep}platform${path.sep}email${path.sep}`)) return false;
    const source = fs.readFileSync(file, 'utf8');
    return /\bmailer(?:For\(app\))?\.send\(/.test(source) || /\):\s*EmailContent\b/.test(source);
  });

  it('finds every file that writes an email (the check reads them all)', () => {
    const names = mailFiles.map((file) => path.relative(SRC, file).split(path.sep).join('/'));
    expect(names).toEqual(
      expect.arrayContaining([
        'identity/auth/welcome.ts',
        'identity/password-reset/routes.ts',
        'identity/admin-users/service.ts',
        'billing/account-emails/templates.ts',
        'billing/custom-subscriptions/service.ts',
        'voice/bookings/emails.ts',
      ]),
    );
  });

  it('no text of an email names the platform or a vendor', () => {
    const found = mailFiles.flatMap((file) =>
      literalsOf(fs.readFileSync(file, 'utf8')).flatMap((literal) =>
        namesIn(literal).map((name) => `${path.relative(SRC, file)}: ${name} in ${literal}`),
      ),
    );
    expect(found).toEqual([]);
  });

  it('the check finds a vendor name in a text (it can fail)', () => {
    expect(namesIn('Paid with Stripe')).toEqual(['Stripe']);
    expect(namesIn(`Welcome to ${PLATFORM_NAME}`)).toEqual([PLATFORM_NAME]);
    expect(literalsOf("// 'Stripe'\nconst a = `Your ${x} by Vapi`;")).toEqual([
      '`Your ${x} by Vapi`',
    ]);
  });
});

describe.each(databases)("a reseller's customer emails on %s", (dialect) => {
  const ctx = useTestContext(() => createTestContext(dialect));

  /** Every template, filled as the services fill them for a customer of the reseller. */
  function templates(siteUrl: string, seller: string): [string, EmailContent][] {
    const buyer = { name: 'Cara Customer', email: 'cara@example.test', company: null };
    return [
      [
        'receipt',
        receiptEmail({
          receiptNumber: 7,
          paidAt: '2026-11-01T00:00:00Z',
          amount: 49,
          currency: 'USD',
          description: 'Pro plan',
          plan: 'Pro',
          period: { start: '2026-11-01T00:00:00Z', end: '2026-12-01T00:00:00Z' },
          lineItems: [
            { description: 'Pro plan', amount: 40 },
            { description: 'Extra minutes', amount: 9 },
          ],
          buyer,
          seller: { name: seller, email: 'billing@acme.test', phone: null, website: siteUrl },
          receiptUrl: `${siteUrl}/receipts/7`,
        }),
      ],
      [
        'payment failed',
        paymentFailedEmail({
          name: 'Cara',
          description: 'Pro plan',
          amount: 49,
          currency: 'USD',
          reason: 'Your card was declined.',
          payUrl: `${siteUrl}/pay`,
        }),
      ],
      ...(
        [
          { when: 'now', charged: { amount: 10, currency: 'USD' } },
          { when: 'scheduled', effectiveAt: '2026-12-01T00:00:00Z' },
          { when: 'renewal' },
        ] as const
      ).map((change): [string, EmailContent] => [
        `plan changed (${change.when})`,
        planChangedEmail({ name: 'Cara', from: 'Starter', to: 'Pro', change, siteUrl }),
      ]),
      [
        'cancelled',
        cancelledEmail({ name: 'Cara', plan: 'Pro', endsAt: '2026-12-01T00:00:00Z', siteUrl }),
      ],
      [
        'renewal reminder',
        renewalReminderEmail({
          name: 'Cara',
          plan: 'Pro',
          renewsAt: '2026-12-01T00:00:00Z',
          amount: 490,
          currency: 'USD',
          siteUrl,
        }),
      ],
      [
        'new customer (to the reseller admin)',
        newCustomerSubscriptionEmail({
          adminName: 'Ada',
          customer: buyer,
          description: 'Pro plan',
          amount: 49,
          currency: 'USD',
          siteUrl,
        }),
      ],
    ];
  }

  it('every template rendered in the reseller brand names neither the platform nor a vendor', async () => {
    const acmeId = await insertAcme(ctx.db, { org_name: 'Acme Agency' });
    const branding = await loadEmailBranding(ctx.app, acmeId);
    expect(branding.appName).toBe('Acme Voice');
    for (const [name, content] of templates(branding.siteUrl, 'Acme Agency')) {
      const rendered = renderEmail(branding, content);
      const text = `${rendered.subject}\n${rendered.html}\n${rendered.text}`;
      expect({ name, found: namesIn(text) }).toEqual({ name, found: [] });
      expect(rendered.text).toContain('The Acme Voice team');
    }
  });

  it('the welcome and password emails a customer gets on the reseller site are the reseller brand only', async () => {
    const acmeId = (
      await ctx.db
        .selectFrom('resellers')
        .select('id')
        .where('subdomain', '=', 'acme')
        .executeTakeFirstOrThrow()
    ).id;
    const since = await lastOutboxId(ctx.db);
    const registered = await request(ctx.app, {
      method: 'POST',
      url: '/api/register',
      host: 'acme.localhost',
      payload: {
        name: 'Cara Customer',
        email: 'cara.customer@example.test',
        password: 'Sup3r-secret-pass!',
        password_confirmation: 'Sup3r-secret-pass!',
        terms: true,
      },
    });
    expect(registered.statusCode).toBe(201);
    const existing = await insertUser(ctx.db, { reseller_id: acmeId, name: 'Dan Customer' });
    await request(ctx.app, {
      method: 'POST',
      url: '/api/forgot-password',
      host: 'acme.localhost',
      payload: { email: existing.email },
    });
    const mails = await outboxSince(ctx.db, since);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Welcome to Acme Voice',
      'Reset your password',
    ]);
    for (const mail of mails) {
      expect(mail.reseller_id).toBe(acmeId);
      expect(mail.from_name).toBe('Acme Voice');
      const all = [mail.subject, mail.html, mail.text, mail.from_name ?? ''].join('\n');
      expect({ subject: mail.subject, found: namesIn(all) }).toEqual({
        subject: mail.subject,
        found: [],
      });
    }
  });
});

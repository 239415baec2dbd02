import { describe, expect, it } from '@jest/globals';
import { UI_LANGUAGES, VENDOR_NAMES } from '@voice/contracts';
import { accountEmailDeps } from '../src/domains/billing/account-emails/plugin';
import {
  receiptEmail,
  renewalReminderEmail,
} from '../src/domains/billing/account-emails/templates';
import { sweepTransactionEmails } from '../src/domains/billing/account-emails/transaction-emails';
import { emailLocale, type EmailLocale } from '../src/domains/platform';
import type { EmailMessage } from '../src/domains/platform/email/mailer';
import { sendBookedEmails } from '../src/domains/voice/bookings/emails';
import { PLATFORM_SETTINGS } from '../src/domains/tenancy/settings/service';
import { messages as de } from '../src/locales/de';
import { messages as en } from '../src/locales/en';
import { messages as es } from '../src/locales/es';
import {
  MAIN,
  VISA,
  createSandboxContext,
  insertPlan,
  payWith,
  postSubscription,
} from './helpers/billing';
import { insertAcme, insertUser, login } from './helpers/fixtures';
import { lastOutboxId, outboxSince } from './helpers/outbox';
import { createTestContext, databases, request } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

/**
 * Every email in its recipient's language: the user's own (users.language), else the site's default (a reseller's
 * default_language, the main host's branding); a visitor who registers on a page in a language keeps it.
 */

describe('the server catalog', () => {
  it('translates every message into every shipped language', () => {
    const catalogs = { en, es, de };
    const ids = Object.keys(en).sort();
    expect(ids.length).toBeGreaterThan(20);
    for (const language of UI_LANGUAGES) {
      expect({ language, ids: Object.keys(catalogs[language]).sort() }).toEqual({ language, ids });
    }
  });

  it("names neither the platform nor a vendor in any translation (a reseller's customers read them)", () => {
    const names = [
      { name: PLATFORM_SETTINGS.site_title, pattern: PLATFORM_SETTINGS.site_title },
      ...VENDOR_NAMES,
    ];
    for (const catalog of [en, es, de]) {
      const text = JSON.stringify(catalog);
      const found = names.filter(({ pattern }) => new RegExp(`\\b(${pattern})\\b`, 'i').test(text));
      expect(found).toEqual([]);
    }
  });
});

const RECEIPT = {
  receiptNumber: 7,
  paidAt: '2026-11-01T00:00:00Z',
  amount: 1234.5,
  currency: 'EUR',
  description: 'Pro',
  plan: 'Pro (monthly)',
  period: { start: '2026-11-01T00:00:00Z', end: '2026-12-01T00:00:00Z' },
  lineItems: [],
  buyer: { name: 'Cara', email: 'cara@example.test', company: null },
  seller: { name: 'Acme Agency', email: null, phone: null, website: null },
  receiptUrl: 'https://acme.example.test/transactions/7',
};

describe('amounts and days in the recipient locale', () => {
  it('writes the receipt in German with German amounts and dates', () => {
    const mail = receiptEmail(RECEIPT, emailLocale('de'));
    expect(mail.subject).toBe('Ihre Quittung Nr. 7: 1.234,50\u00a0€');
    expect(mail.lines).toContain('Zeitraum: 1. November 2026 bis 1. Dezember 2026');
    expect(mail.action?.label).toBe('Quittung anzeigen');
  });

  it('writes the renewal reminder in Spanish', () => {
    const mail = renewalReminderEmail(
      {
        name: 'Cara',
        plan: 'Pro',
        renewsAt: '2026-12-01T00:00:00Z',
        amount: 490,
        currency: 'USD',
        siteUrl: 'https://acme.example.test',
      },
      emailLocale('es'),
    );
    expect(mail.subject).toBe('Su plan Pro se renueva el 1 de diciembre de 2026');
    expect(mail.heading).toBe('Hola, Cara:');
    expect(mail.lines[0]).toBe(
      'Su plan anual Pro se renueva el 1 de diciembre de 2026 por 490,00\u00a0US$.',
    );
  });

  it('keeps the English words, amounts and dates as they were', () => {
    const mail = receiptEmail(RECEIPT, emailLocale('en'));
    expect(mail.subject).toBe('Your receipt #7: €1,234.50');
    expect(mail.lines).toContain('Period: 1 November 2026 to 1 December 2026');
    expect(receiptEmail(RECEIPT)).toEqual(mail);
  });
});

describe('booking emails', () => {
  it("write the appointment's day in the caller's language", async () => {
    const sent: EmailMessage[] = [];
    const mailer = { send: async (message: EmailMessage) => void sent.push(message) };
    const log = { error: () => undefined } as never;
    await sendBookedEmails(
      { mailer, log },
      {
        startsAt: '2026-12-02T09:30:00Z',
        timeZone: 'Europe/Madrid',
        assistantName: 'Clara',
        resellerId: null,
        callerName: 'Pepe',
        callerNumber: null,
        callerEmail: 'pepe@example.test',
        reason: 'Revisión',
      },
      null,
    );
    const [message] = sent;
    if (!message || !('compose' in message)) throw new Error('no composed email');
    const write = (locale: EmailLocale) => message.compose(locale, {} as never);
    expect(write(emailLocale('es')).subject).toBe(
      'Su cita está reservada: miércoles, 2 de diciembre de 2026, 10:30 (Europe/Madrid)',
    );
    expect(write(emailLocale('de')).lines[1]).toBe(
      'Ihr Termin mit Clara ist für Mittwoch, 2. Dezember 2026 um 10:30 (Europe/Madrid) gebucht.',
    );
    expect(write(emailLocale('en')).subject).toBe(
      'Your appointment is booked: Wednesday 2 December 2026 at 10:30 (Europe/Madrid)',
    );
  });
});

describe.each(databases)('emails in the recipient language on %s', (dialect) => {
  const ctx = useTestContext(() => createTestContext(dialect));

  const register = (email: string, host: string, cookie?: string) =>
    request(ctx.app, {
      method: 'POST',
      url: '/api/register',
      host,
      ...(cookie ? { headers: { cookie } } : {}),
      payload: {
        name: 'Cara Customer',
        email,
        password: 'Sup3r-secret-pass!',
        password_confirmation: 'Sup3r-secret-pass!',
        terms: true,
      },
    });

  const languageOf = async (email: string) =>
    (
      await ctx.db
        .selectFrom('users')
        .select('language')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).language;

  const setLanguage = (id: number, language: string | null) =>
    ctx.db.updateTable('users').set({ language }).where('id', '=', id).execute();

  it('a customer of a reseller whose site speaks Spanish gets the Spanish welcome email', async () => {
    const acmeId = await insertAcme(ctx.db);
    await ctx.db
      .updateTable('resellers')
      .set({ default_language: 'es' })
      .where('id', '=', acmeId)
      .execute();
    const since = await lastOutboxId(ctx.db);
    const registered = await register('cara.es@example.test', 'acme.localhost');
    expect(registered.statusCode).toBe(201);
    // No language chosen on the page: the site's default applies, now and later.
    expect(await languageOf('cara.es@example.test')).toBeNull();
    const [mail, ...more] = await outboxSince(ctx.db, since);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Bienvenido a Acme Voice');
    expect(mail?.html).toContain('<html lang="es">');
    expect(mail?.text).toContain('¡Bienvenido, Cara Customer!');
    expect(mail?.text).toContain('Su cuenta de Acme Voice está lista.');
    expect(mail?.text).toContain('Ir a su panel: http://acme.localhost');
    expect(mail?.text).toContain('El equipo de Acme Voice');
    expect(mail?.text).toContain('Todos los derechos reservados.');
    expect(mail?.text).not.toContain('Welcome');
  });

  it('a visitor registering on a page in German is stored in German and welcomed in German', async () => {
    const since = await lastOutboxId(ctx.db);
    const registered = await register('dora.de@example.test', 'localhost', 'theme=dark; lang=de');
    expect(registered.statusCode).toBe(201);
    expect(await languageOf('dora.de@example.test')).toBe('de');
    const [mail] = await outboxSince(ctx.db, since);
    expect(mail?.subject).toBe('Willkommen bei AI Phone System');
    expect(mail?.text).toContain('Ihr AI Phone System-Konto ist bereit.');
    expect(mail?.text).toContain('Mit freundlichen Grüßen');
  });

  it('a language the product does not ship is not stored (the site default applies)', async () => {
    const registered = await register('eve.fr@example.test', 'localhost', 'lang=fr');
    expect(registered.statusCode).toBe(201);
    expect(await languageOf('eve.fr@example.test')).toBeNull();
  });

  it('a German user gets the German password reset email, on a site whose default is Spanish', async () => {
    const acmeId = (
      await ctx.db
        .selectFrom('resellers')
        .select('id')
        .where('subdomain', '=', 'acme')
        .executeTakeFirstOrThrow()
    ).id;
    const user = await insertUser(ctx.db, { reseller_id: acmeId, name: 'Dieter' });
    await setLanguage(user.id, 'de');
    const since = await lastOutboxId(ctx.db);
    await request(ctx.app, {
      method: 'POST',
      url: '/api/forgot-password',
      host: 'acme.localhost',
      payload: { email: user.email },
    });
    const [mail] = await outboxSince(ctx.db, since);
    expect(mail?.subject).toBe('Setzen Sie Ihr Passwort zurück');
    expect(mail?.text).toContain('Hallo Dieter,');
    expect(mail?.text).toContain('Dieser Link läuft in 60 Minuten ab');
    expect(mail?.text).toMatch(
      /Passwort zurücksetzen: http:\/\/acme\.localhost\S*\/password-reset\//,
    );
    expect(mail?.html).toContain('Falls die Schaltfläche nicht funktioniert');
  });

  it("an English user's emails are unchanged", async () => {
    const user = await insertUser(ctx.db, { name: 'Ed' });
    await setLanguage(user.id, 'en');
    const since = await lastOutboxId(ctx.db);
    await request(ctx.app, {
      method: 'POST',
      url: '/api/forgot-password',
      host: 'localhost',
      payload: { email: user.email },
    });
    const [mail] = await outboxSince(ctx.db, since);
    expect(mail?.subject).toBe('Reset your password');
    expect(mail?.html).toContain('<html lang="en">');
    expect(mail?.text).toContain('Hello Ed,');
    expect(mail?.text).toContain('This link expires in 60 minutes and can be used once.');
    expect(mail?.text).toContain('Regards,\nThe AI Phone System team');
    expect(mail?.text).toContain('AI Phone System. All rights reserved.');
  });
});

describe.each(databases)('payment and admin emails in the recipient language on %s', (dialect) => {
  const ctx = useTestContext(() =>
    createSandboxContext(dialect, { appUrl: 'http://localhost:3000' }),
  );

  it('a German user gets the German receipt', async () => {
    const plan = await insertPlan(ctx.db, { name: 'Starter', price: 19 });
    const user = await insertUser(ctx.db, { name: 'Dieter' });
    await ctx.db.updateTable('users').set({ language: 'de' }).where('id', '=', user.id).execute();
    const token = await login(ctx.app, user, MAIN);
    const res = await postSubscription(ctx.app, 'subscribe', MAIN, token, plan);
    expect(res.statusCode).toBe(200);
    expect((await payWith(ctx.app, res.json().data.checkout_url, VISA)).statusCode).toBe(303);
    await sweepTransactionEmails(accountEmailDeps(ctx.app));
    const mails = await ctx.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('to', '=', user.email)
      .execute();
    const receipt = mails.find((mail) => mail.subject.startsWith('Ihre Quittung Nr.'));
    expect(receipt?.subject).toMatch(/^Ihre Quittung Nr\. \d+: 19,00\s\$$/);
    expect(receipt?.text).toMatch(
      /Vielen Dank für Ihre Zahlung über 19,00\s\$ \(USD\) am \d+\. \w+ \d{4}\./,
    );
    expect(receipt?.text).toContain('Quittung anzeigen: http://localhost:3000/transactions/');
    expect(receipt?.text).toContain('Tarif: Starter (monatlich)');
    expect(mails.some((mail) => mail.subject.startsWith('Your receipt'))).toBe(false);
  });

  it("the contact form notifies each admin in the admin's own language", async () => {
    const spanish = await insertUser(ctx.db, { role: 'admin', name: 'Sofía' });
    await ctx.db
      .updateTable('users')
      .set({ language: 'es' })
      .where('id', '=', spanish.id)
      .execute();
    const english = await insertUser(ctx.db, { role: 'admin', name: 'Ed' });
    const sent = await request(ctx.app, {
      method: 'POST',
      url: '/api/contact',
      host: MAIN,
      payload: {
        first_name: 'Vera',
        last_name: 'Visitor',
        email: 'vera@example.test',
        message: 'Hello there, please call me.',
      },
    });
    expect(sent.statusCode).toBeLessThan(300);
    const subjectTo = async (to: string) =>
      await ctx.db
        .selectFrom('email_outbox')
        .select(['subject', 'text'])
        .where('to', '=', to)
        .executeTakeFirstOrThrow();
    const es = await subjectTo(spanish.email);
    expect(es.subject).toBe('Nuevo mensaje de contacto de Vera Visitor');
    expect(es.text).toContain('Teléfono: no indicado');
    expect((await subjectTo(english.email)).subject).toBe('New contact message from Vera Visitor');
  });

  it('a reseller registering on a page in Spanish is stored in Spanish and welcomed in Spanish', async () => {
    const now = new Date().toISOString();
    const free = await ctx.db
      .insertInto('reseller_packages')
      .values({
        name: 'Partner Trial',
        description: 'Free',
        price: 0,
        yearly_price: 0,
        voice_agents_limit: 1,
        minutes_limit: 100,
        support_level: 'Community',
        sort_order: 9,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const form = new FormData();
    const fields = {
      org_name: 'Hola Voz',
      company_email: 'hola@holavoz.test',
      subdomain_name: 'holavoz',
      admin_name: 'Ana Admin',
      admin_email: 'ana@holavoz.test',
      admin_phone: '+34 600 000 000',
      billing_interval: 'monthly',
      terms: '1',
      reseller_package_id: String(free.id),
    };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    const encoded = new Response(form);
    const res = await request(ctx.app, {
      method: 'POST',
      url: '/api/register-reseller',
      host: MAIN,
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: {
        'content-type': encoded.headers.get('content-type') ?? '',
        cookie: 'lang=es',
      },
    });
    expect(res.statusCode).toBe(201);
    const admin = await ctx.db
      .selectFrom('users')
      .select('language')
      .where('email', '=', 'ana@holavoz.test')
      .executeTakeFirstOrThrow();
    expect(admin.language).toBe('es');
    const mail = await ctx.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('to', '=', 'ana@holavoz.test')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Su cuenta de revendedor está lista: establezca su contraseña');
    expect(mail.text).toContain('¡Bienvenido, Ana Admin!');
    expect(mail.text).toContain('Establecer su contraseña: http://holavoz.');
  });
});

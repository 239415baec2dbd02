import { describe, expect, it } from '@jest/globals';
import { UI_LANGUAGES } from '@voice/contracts';
import { messages as de } from '../src/locales/de';
import { messages as en } from '../src/locales/en';
import { messages as es } from '../src/locales/es';
import { insertAcme, insertUser } from './helpers/fixtures';
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

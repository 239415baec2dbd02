import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  LEGAL_PAGE_MAX_LENGTH,
  LEGAL_PAGE_MESSAGES,
  placeholdersLeftMessage,
} from '@voice/contracts/legal-pages';
import { migrateToLatest } from '../src/db/migrate';
import { migrationsFor } from '../src/db/migrations';
import { insertReseller, insertResellerRow, insertUser, login } from './helpers/fixtures';
import { migrateBackTo } from './helpers/migrations';
import { createTestContext, databases, openTestDatabase, request } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

interface Page {
  kind: string;
  draft: string;
  draft_updated_at: string | null;
  published: string | null;
  published_at: string | null;
  placeholders: string[];
}
interface PagesReply {
  data: { terms: Page; privacy: Page; held_back: boolean };
}
interface PageReply {
  message: string;
  data: Page;
  errors?: Record<string, string[]>;
}

/** A draft with every placeholder of the template completed. */
function completed(draft: string, company: string): string {
  return draft
    .replaceAll('[[Company legal name]]', company)
    .replaceAll('[[Contact email]]', 'legal@example.test')
    .replaceAll('[[Company address]]', '1 Main Street, Springfield')
    .replaceAll('[[Governing law]]', 'England and Wales');
}

describe.each(databases)('legal pages on %s', (dialect) => {
  const MAIN = 'localhost';
  const FRESH = 'fresh.localhost';
  const LIVE = 'live.localhost';
  let fresh: number;
  let freshAdmin: string;
  let liveAdmin: string;
  let freshUser: string;
  let platformAdmin: string;

  const ctx = useTestContext(() => createTestContext(dialect));
  beforeAll(async () => {
    // A reseller created now, as a sign-up creates one: no pages of its own yet.
    fresh = await insertResellerRow(ctx.db, { subdomain: 'fresh', app_name: 'Fresh Calls' });
    const live = await insertReseller(ctx.db, { subdomain: 'live', app_name: 'Live Calls' });
    freshAdmin = await login(
      ctx.app,
      await insertUser(ctx.db, { role: 'reseller_admin', reseller_id: fresh }),
      FRESH,
    );
    liveAdmin = await login(
      ctx.app,
      await insertUser(ctx.db, { role: 'reseller_admin', reseller_id: live }),
      LIVE,
    );
    freshUser = await login(
      ctx.app,
      await insertUser(ctx.db, { role: 'user', reseller_id: fresh }),
      FRESH,
    );
    platformAdmin = await login(ctx.app, await insertUser(ctx.db, { role: 'super_admin' }), MAIN);
  });

  const read = (token: string, host: string) =>
    request(ctx.app, { method: 'GET', url: '/api/admin/legal-pages', host, token });
  const save = (token: string, host: string, kind: string, draft: unknown) =>
    request(ctx.app, {
      method: 'PUT',
      url: `/api/admin/legal-pages/${kind}`,
      host,
      token,
      payload: { draft },
    });
  const publish = (token: string, host: string, kind: string) =>
    request(ctx.app, {
      method: 'POST',
      url: `/api/admin/legal-pages/${kind}/publish`,
      host,
      token,
    });
  const settingsOf = async (host: string) => {
    const res = await request(ctx.app, { method: 'GET', url: '/api/public-settings', host });
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: { site_held_back?: boolean } }).data;
  };
  const register = (host: string, email: string) =>
    request(ctx.app, {
      method: 'POST',
      url: '/api/register',
      host,
      payload: {
        name: 'Visitor',
        email,
        password: 'a long enough password 1',
        password_confirmation: 'a long enough password 1',
        terms: true,
      },
    });

  it('starts a new reseller from the template, unpublished, and holds its site back', async () => {
    const res = await read(freshAdmin, FRESH);
    expect(res.statusCode).toBe(200);
    const { terms, privacy, held_back } = (res.json() as PagesReply).data;
    expect(held_back).toBe(true);
    for (const page of [terms, privacy]) {
      expect(page.published).toBeNull();
      expect(page.published_at).toBeNull();
      expect(page.draft_updated_at).toBeNull();
      expect(page.draft).toContain('Fresh Calls');
      expect(page.draft).not.toContain('{{app_name}}');
      expect(page.placeholders).toEqual(
        expect.arrayContaining(['[[Company legal name]]', '[[Contact email]]']),
      );
    }
    expect(terms.placeholders).toContain('[[Governing law]]');
    expect((await settingsOf(FRESH)).site_held_back).toBe(true);
    // Sites with both pages published, and the main host, are not held back.
    expect((await settingsOf(LIVE)).site_held_back).toBeUndefined();
    expect((await settingsOf(MAIN)).site_held_back).toBeUndefined();
  });

  it('refuses registration on a held-back site with a clear message, and keeps sign-in working', async () => {
    const res = await register(FRESH, 'early@visitor.test');
    expect(res.statusCode).toBe(403);
    expect((res.json() as { message: string }).message).toBe(
      LEGAL_PAGE_MESSAGES.registrationHeldBack,
    );
    const users = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'early@visitor.test')
      .execute();
    expect(users).toHaveLength(0);
    // A live site registers as before.
    expect((await register(LIVE, 'visitor@live.test')).statusCode).toBe(201);
    // The held-back site's admin can still use the API (it signed in above) and read its pages.
    expect((await read(freshAdmin, FRESH)).statusCode).toBe(200);
  });

  it('refuses to publish while a placeholder is left, naming them, and loses nothing', async () => {
    const draft = (await read(freshAdmin, FRESH)).json() as PagesReply;
    // Never saved: the template's placeholders are all left.
    const unsaved = await publish(freshAdmin, FRESH, 'terms');
    expect(unsaved.statusCode).toBe(422);
    expect((unsaved.json() as PageReply).message).toBe(
      placeholdersLeftMessage(draft.data.terms.placeholders),
    );

    const partly = draft.data.terms.draft.replaceAll('[[Company legal name]]', 'Fresh Ltd');
    expect((await save(freshAdmin, FRESH, 'terms', partly)).statusCode).toBe(200);
    const refused = await publish(freshAdmin, FRESH, 'terms');
    expect(refused.statusCode).toBe(422);
    const body = refused.json() as PageReply;
    expect(body.message).toBe(
      'Complete every placeholder before publishing: [[Governing law]], [[Contact email]], [[Company address]]',
    );
    expect(body.errors?.draft).toEqual([body.message]);
    const after = ((await read(freshAdmin, FRESH)).json() as PagesReply).data.terms;
    expect(after.draft).toBe(partly.trim());
    expect(after.published).toBeNull();
  });

  it('checks the draft: required and at most the limit', async () => {
    const empty = await save(freshAdmin, FRESH, 'privacy', '   ');
    expect(empty.statusCode).toBe(422);
    expect((empty.json() as PageReply).errors?.draft).toEqual([LEGAL_PAGE_MESSAGES.required]);
    const long = await save(freshAdmin, FRESH, 'privacy', 'x'.repeat(LEGAL_PAGE_MAX_LENGTH + 1));
    expect(long.statusCode).toBe(422);
    expect((long.json() as PageReply).errors?.draft).toEqual([LEGAL_PAGE_MESSAGES.tooLong]);
    const kind = await save(freshAdmin, FRESH, 'cookies', 'Text');
    expect(kind.statusCode).toBe(422);
    expect((kind.json() as PageReply).errors?.kind).toEqual([LEGAL_PAGE_MESSAGES.kind]);
  });

  it('publishes both completed pages: the site goes public, its visitors read its own text', async () => {
    const pages = ((await read(freshAdmin, FRESH)).json() as PagesReply).data;
    const terms = completed(pages.terms.draft, 'Fresh Ltd');
    const privacy = completed(pages.privacy.draft, 'Fresh Ltd');
    expect((await save(freshAdmin, FRESH, 'terms', terms)).statusCode).toBe(200);
    const published = await publish(freshAdmin, FRESH, 'terms');
    expect(published.statusCode).toBe(200);
    const page = (published.json() as PageReply).data;
    expect((published.json() as PageReply).message).toBe(LEGAL_PAGE_MESSAGES.published);
    expect(page.published).toBe(terms);
    expect(page.published_at).toEqual(expect.any(String));
    expect(page.placeholders).toEqual([]);
    // One page is not enough.
    expect((await settingsOf(FRESH)).site_held_back).toBe(true);
    expect((await register(FRESH, 'still@visitor.test')).statusCode).toBe(403);

    expect((await save(freshAdmin, FRESH, 'privacy', privacy)).statusCode).toBe(200);
    expect((await publish(freshAdmin, FRESH, 'privacy')).statusCode).toBe(200);
    expect((await settingsOf(FRESH)).site_held_back).toBeUndefined();
    expect(((await read(freshAdmin, FRESH)).json() as PagesReply).data.held_back).toBe(false);
    expect((await register(FRESH, 'welcome@visitor.test')).statusCode).toBe(201);

    const shown = await request(ctx.app, {
      method: 'GET',
      url: '/api/legal-pages/terms',
      host: FRESH,
    });
    expect(shown.statusCode).toBe(200);
    expect((shown.json() as { data: { content: string } }).data.content).toBe(terms);

    // A later draft does not change the live page until it is published.
    expect((await save(freshAdmin, FRESH, 'terms', `${terms}\n\nNew clause.`)).statusCode).toBe(
      200,
    );
    const still = await request(ctx.app, {
      method: 'GET',
      url: '/api/legal-pages/terms',
      host: FRESH,
    });
    expect((still.json() as { data: { content: string } }).data.content).toBe(terms);

    const audit = await ctx.db
      .selectFrom('audit_log')
      .select(['action', 'reseller_id', 'target_id'])
      .where('action', 'in', ['legal-page.save', 'legal-page.publish'])
      .orderBy('id')
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual([
      'legal-page.save',
      'legal-page.save',
      'legal-page.publish',
      'legal-page.save',
      'legal-page.publish',
      'legal-page.save',
    ]);
    expect(new Set(audit.map((entry) => entry.reseller_id))).toEqual(new Set([fresh]));
  });

  it('shows no page of its own on the main host, nor an unpublished one', async () => {
    expect(
      (await request(ctx.app, { method: 'GET', url: '/api/legal-pages/terms', host: MAIN }))
        .statusCode,
    ).toBe(404);
    const other = await insertResellerRow(ctx.db, { subdomain: 'other' });
    expect(other).toBeGreaterThan(0);
    expect(
      (
        await request(ctx.app, {
          method: 'GET',
          url: '/api/legal-pages/privacy',
          host: 'other.localhost',
        })
      ).statusCode,
    ).toBe(404);
  });

  it("never lets one reseller's admin read or change another's pages, nor anyone else", async () => {
    // A reseller admin's token works on its own site only.
    expect((await read(liveAdmin, FRESH)).statusCode).toBe(401);
    expect((await save(liveAdmin, FRESH, 'terms', 'Intruder')).statusCode).toBe(401);
    expect((await publish(liveAdmin, FRESH, 'terms')).statusCode).toBe(401);
    // Live's admin saving changes live's pages only.
    expect((await save(liveAdmin, LIVE, 'terms', 'Live terms, revised')).statusCode).toBe(200);
    const freshTerms = ((await read(freshAdmin, FRESH)).json() as PagesReply).data.terms;
    expect(freshTerms.draft).not.toContain('Live terms');
    // Users and platform admins: refused (the main host keeps the platform's own pages).
    expect((await read(freshUser, FRESH)).statusCode).toBe(403);
    expect((await save(freshUser, FRESH, 'terms', 'User text')).statusCode).toBe(403);
    expect((await read(platformAdmin, MAIN)).statusCode).toBe(403);
  });
});

describe.each(databases)('migration 0045 on %s', (dialect) => {
  it('publishes, for each reseller existing then, the text its site showed, and holds back later ones', async () => {
    const { database, dispose } = await openTestDatabase(dialect);
    try {
      const names = Object.keys(migrationsFor(dialect)).sort();
      await migrateBackTo(database, names[names.indexOf('0045_legal_pages') - 1] ?? '');
      const db = database.db;
      const withEmail = await insertResellerRow(db, {
        subdomain: 'older',
        org_name: 'Older Ltd',
        app_name: 'Older Voice',
        support_email: 'help@older.test',
      });
      const withoutEmail = await insertResellerRow(db, {
        subdomain: 'plain',
        org_name: 'Plain Co',
      });
      await migrateToLatest(database);

      const rows = await db
        .selectFrom('legal_pages')
        .selectAll()
        .orderBy('reseller_id')
        .orderBy('kind')
        .execute();
      expect(rows.map((row) => [row.reseller_id, row.kind])).toEqual([
        [withEmail, 'privacy'],
        [withEmail, 'terms'],
        [withoutEmail, 'privacy'],
        [withoutEmail, 'terms'],
      ]);
      for (const row of rows) {
        expect(row.published).toBe(row.draft);
        expect(row.published_at).not.toBeNull();
        expect(row.draft).not.toMatch(/\[\[|\{\{/);
      }
      const terms = rows.find((row) => row.reseller_id === withEmail && row.kind === 'terms');
      // The built-in page's words, in the reseller's names (terms-page.tsx).
      expect(terms?.draft).toContain(
        'These terms are an agreement between you and Older Ltd for the use of Older Voice.',
      );
      expect(terms?.draft).toContain(
        'These terms are governed by the laws of the place where Older Ltd is established',
      );
      expect(terms?.draft).toContain(
        'Contact Older Ltd by email at [help@older.test](mailto:help@older.test).',
      );
      const plain = rows.find((row) => row.reseller_id === withoutEmail && row.kind === 'privacy');
      expect(plain?.draft).toContain('through the contact form on our [home page](/#contact)');
      expect(plain?.draft).not.toContain('Postal address');
    } finally {
      await dispose();
    }
  });
});

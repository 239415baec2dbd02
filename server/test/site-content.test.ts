import { beforeAll, describe, expect, it } from '@jest/globals';
import { SITE_CONTENT_LIMITS, SITE_CONTENT_MESSAGES } from '@voice/contracts/schemas';
import { insertReseller, insertUser, login } from './helpers/fixtures';
import { createTestContext, databases, request } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

/** A whole document, as the editor sends it. */
function content(name: string) {
  return {
    hero: { title: `${name} answers every call`, subtitle: `${name}'s receptionist never sleeps.` },
    features: { title: '', lead: '' },
    steps: [{ title: 'Call us', text: 'We set it up for you.' }],
    industries: [{ name: 'Vets', text: 'Appointments for pets.', icon: 'health' }],
    testimonials: [
      { quote: `${name} changed our mornings.`, name: 'Jo Client', role: 'Owner', url: '' },
    ],
    integrations: [{ name: 'Calendar', kind: 'Built in' }],
    faqs: [{ question: 'Is it fast?', answer: 'Yes.' }],
    closing: { title: `Try ${name}`, text: '' },
    demo: { lines: [{ speaker: 'assistant', text: `Thanks for calling ${name}!` }] },
  };
}

interface ContentReply {
  success: boolean;
  message?: string;
  data: { tenant: string; content: ReturnType<typeof content> | null; updated_at: string | null };
  errors?: Record<string, string[]>;
}

describe.each(databases)('site content on %s', (dialect) => {
  const MAIN = 'localhost';
  const ALPHA = 'alpha.localhost';
  const BETA = 'beta.localhost';
  let alpha: number;
  let adminToken: string;
  let alphaAdminToken: string;
  let betaAdminToken: string;
  let alphaUserToken: string;

  const ctx = useTestContext(() => createTestContext(dialect));
  beforeAll(async () => {
    alpha = await insertReseller(ctx.db, { subdomain: 'alpha', app_name: 'Alpha Calls' });
    const beta = await insertReseller(ctx.db, { subdomain: 'beta', app_name: 'Beta Calls' });
    adminToken = await login(ctx.app, await insertUser(ctx.db, { role: 'super_admin' }), MAIN);
    const alphaAdmin = await insertUser(ctx.db, { role: 'reseller_admin', reseller_id: alpha });
    alphaAdminToken = await login(ctx.app, alphaAdmin, ALPHA);
    const betaAdmin = await insertUser(ctx.db, { role: 'reseller_admin', reseller_id: beta });
    betaAdminToken = await login(ctx.app, betaAdmin, BETA);
    const alphaUser = await insertUser(ctx.db, { role: 'user', reseller_id: alpha });
    alphaUserToken = await login(ctx.app, alphaUser, ALPHA);
  });

  const get = (token: string, host: string) =>
    request(ctx.app, { method: 'GET', url: '/api/admin/site-content', host, token });
  const put = (token: string, host: string, payload: unknown) =>
    request(ctx.app, {
      method: 'PUT',
      url: '/api/admin/site-content',
      host,
      token,
      payload: payload as Record<string, unknown>,
    });
  const siteContentOf = async (host: string) => {
    const res = await request(ctx.app, { method: 'GET', url: '/api/public-settings', host });
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: { site_content?: unknown } }).data.site_content;
  };

  it('starts with nothing saved: every site shows the standard copy', async () => {
    const res = await get(alphaAdminToken, ALPHA);
    expect(res.statusCode).toBe(200);
    expect((res.json() as ContentReply).data).toEqual({
      tenant: 'reseller',
      content: null,
      updated_at: null,
    });
    expect(await siteContentOf(ALPHA)).toBeNull();
    expect(await siteContentOf(MAIN)).toBeNull();
  });

  it("saves a reseller's copy, which its own site carries at once and no other site does", async () => {
    const res = await put(alphaAdminToken, ALPHA, content('Alpha'));
    expect(res.statusCode).toBe(200);
    const body = res.json() as ContentReply;
    expect(body.message).toBe(SITE_CONTENT_MESSAGES.saved);
    expect(body.data.tenant).toBe('reseller');
    expect(body.data.content).toEqual(content('Alpha'));
    expect(body.data.updated_at).toEqual(expect.any(String));

    expect(await siteContentOf(ALPHA)).toEqual(content('Alpha'));
    expect(await siteContentOf(BETA)).toBeNull();
    expect(await siteContentOf(MAIN)).toBeNull();
    expect(((await get(betaAdminToken, BETA)).json() as ContentReply).data.content).toBeNull();

    const audit = await ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'site-content.update')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.reseller_id).toBe(alpha);
    expect(JSON.stringify(audit[0]?.changes)).toContain('testimonials');
  });

  it("never lets one reseller's admin read or change another's copy", async () => {
    // Its token belongs to its own site: on another reseller's host it is refused.
    expect((await get(alphaAdminToken, BETA)).statusCode).toBe(401);
    expect((await put(alphaAdminToken, BETA, content('Intruder'))).statusCode).toBe(401);
    // Beta's admin saving changes beta's copy only.
    expect((await put(betaAdminToken, BETA, content('Beta'))).statusCode).toBe(200);
    expect(await siteContentOf(ALPHA)).toEqual(content('Alpha'));
    expect(await siteContentOf(BETA)).toEqual(content('Beta'));
  });

  it('refuses users who are not admins', async () => {
    expect((await get(alphaUserToken, ALPHA)).statusCode).toBe(403);
    expect((await put(alphaUserToken, ALPHA, content('User'))).statusCode).toBe(403);
  });

  it("lets a platform admin edit the main host's copy, which no reseller's site shows", async () => {
    const res = await put(adminToken, MAIN, content('Platform'));
    expect(res.statusCode).toBe(200);
    expect((res.json() as ContentReply).data.tenant).toBe('platform');
    expect(await siteContentOf(MAIN)).toEqual(content('Platform'));
    expect(await siteContentOf(ALPHA)).toEqual(content('Alpha'));
    expect(((await get(adminToken, MAIN)).json() as ContentReply).data.content).toEqual(
      content('Platform'),
    );
  });

  it('refuses too many items, long texts, bad links and unknown icons with clear messages, keeping the saved copy', async () => {
    const bad = content('Bad');
    const res = await put(alphaAdminToken, ALPHA, {
      ...bad,
      hero: { title: 'x'.repeat(SITE_CONTENT_LIMITS.title + 1), subtitle: '' },
      faqs: Array.from({ length: SITE_CONTENT_LIMITS.faqs + 1 }, (_, i) => ({
        question: `Q${i}`,
        answer: 'A',
      })),
      testimonials: [
        ...Array.from({ length: SITE_CONTENT_LIMITS.testimonials }, (_, i) => ({
          quote: `Quote ${i}`,
          name: `Name ${i}`,
          role: '',
          url: '',
        })),
        { quote: 'Q', name: 'N', role: '', url: 'javascript:alert(1)' },
      ],
      industries: [{ name: 'Vets', text: 'Pets.', icon: 'dragon' }],
      steps: [{ title: '', text: 'No title' }],
    });
    expect(res.statusCode).toBe(422);
    const errors = (res.json() as ContentReply).errors ?? {};
    expect(errors['hero.title']).toEqual([
      `The headline may be at most ${SITE_CONTENT_LIMITS.title} characters`,
    ]);
    expect(errors.faqs).toEqual([SITE_CONTENT_MESSAGES.faqs]);
    expect(errors.testimonials).toEqual([SITE_CONTENT_MESSAGES.testimonials]);
    expect(errors['testimonials.6.url']).toEqual([SITE_CONTENT_MESSAGES.url]);
    expect(errors['industries.0.icon']).toEqual([SITE_CONTENT_MESSAGES.icon]);
    expect(errors['steps.0.title']).toEqual(['Step title is required']);
    expect(await siteContentOf(ALPHA)).toEqual(content('Alpha'));
  });

  it('keeps a list left null as the standard one (null), apart from an empty one', async () => {
    const standard = {
      ...content('Alpha'),
      steps: null,
      industries: null,
      testimonials: null,
      integrations: null,
      faqs: null,
    };
    const res = await put(alphaAdminToken, ALPHA, standard);
    expect(res.statusCode).toBe(200);
    expect(await siteContentOf(ALPHA)).toEqual(standard);
  });

  it('hides a list when it is saved empty (testimonials: none rather than the platform’s)', async () => {
    const res = await put(alphaAdminToken, ALPHA, { ...content('Alpha'), testimonials: [] });
    expect(res.statusCode).toBe(200);
    expect(await siteContentOf(ALPHA)).toMatchObject({ testimonials: [] });
  });
});

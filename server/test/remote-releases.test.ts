import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { REMOTE_RELEASE_MESSAGES } from '@voice/contracts/schemas';
import { buildApp } from '../src/app';
import { BUNDLE_MESSAGES } from '../src/domains/platform/remote-releases/bundle';
import { CANARY_COOKIE } from '../src/domains/platform/remote-releases/choice';
import { insertReseller, insertUser, login } from './helpers/fixtures';
import { describeWithRedis, testRedisUrl, uniquePrefix } from './helpers/shared-redis';
import {
  createTestContextWithDataDir,
  databases,
  openTestDatabase,
  request,
  testConfig,
} from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

const MAIN = 'localhost:3000';
const ALPHA = 'alpha.localhost:3000';
const BETA = 'beta.localhost:3000';
const DEFAULT_BILLING = '/build/mfe-billing/mf-manifest.json';

/** A built remote's dist folder as the release script uploads it. */
function distFiles(
  options: { name?: string; contractVersion?: number | null; marker?: string } = {},
): Record<string, string> {
  const metaData: Record<string, unknown> = {
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    publicPath: 'auto',
  };
  if (options.contractVersion !== null) metaData.contractVersion = options.contractVersion ?? 1;
  return {
    'mf-manifest.json': JSON.stringify({ id: 'x', name: options.name ?? 'mfe_billing', metaData }),
    'remoteEntry.js': `var mfe_billing = ${JSON.stringify(options.marker ?? 'v1')};`,
    '__federation_expose_routes.abc123.js': 'console.log("routes");',
    '__federation_expose_routes.abc123.js.br': 'brotli bytes',
  };
}

async function form(version: string, files: Record<string, string | Buffer>) {
  const data = new FormData();
  data.append('version', version);
  for (const [path, content] of Object.entries(files)) {
    data.append(
      path,
      new Blob([typeof content === 'string' ? content : new Uint8Array(content)]),
      'f',
    );
  }
  const encoded = new Response(data);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

describe.each(databases)('remote releases on %s', (dialect) => {
  const ctx = useTestContext(() => createTestContextWithDataDir(dialect));
  let adminToken: string;
  let alphaId: number;
  let billingKey: string;

  beforeAll(async () => {
    alphaId = await insertReseller(ctx.db, { subdomain: 'alpha' });
    await insertReseller(ctx.db, { subdomain: 'beta' });
    adminToken = await login(ctx.app, await insertUser(ctx.db, { role: 'super_admin' }));
  });

  const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    request(ctx.app, {
      method,
      url,
      host: MAIN,
      token: adminToken,
      ...(payload ? { payload } : {}),
    });
  const publish = async (
    files: Record<string, string | Buffer>,
    key: string | null = billingKey,
    version = '1.2.0',
    app = 'mfe-billing',
  ) => {
    const body = await form(version, files);
    return request(ctx.app, {
      method: 'POST',
      url: `/api/remote-releases/${app}`,
      host: MAIN,
      payload: body.payload,
      headers: { ...body.headers, ...(key ? { 'x-deploy-key': key } : {}) },
    });
  };
  const billingEntry = async (host: string, cookie?: string) => {
    const res = await request(ctx.app, {
      method: 'GET',
      url: '/remotes.json',
      host,
      ...(cookie ? { headers: { cookie } } : {}),
    });
    expect(res.statusCode).toBe(200);
    const remotes = res.json<{ remotes: { name: string; entry: string }[] }>().remotes;
    return {
      entry: remotes.find((remote) => remote.name === 'mfe_billing')?.entry,
      setCookie: res.headers['set-cookie'],
    };
  };

  describe('deploy keys', () => {
    it('are created by a platform admin, shown once and kept only as their SHA-256', async () => {
      const res = await admin('POST', '/api/super-admin/remote-releases/mfe-billing/deploy-keys', {
        name: 'billing CI',
      });
      expect(res.statusCode).toBe(201);
      const { key, plain_key: plain } = res.json().data;
      expect(plain).toMatch(/^vrk_[A-Za-z0-9_-]{43}$/);
      expect(key).toMatchObject({ app: 'mfe-billing', name: 'billing CI', last4: plain.slice(-4) });
      billingKey = plain;
      const row = await ctx.db
        .selectFrom('remote_deploy_keys')
        .selectAll()
        .where('id', '=', key.id)
        .executeTakeFirstOrThrow();
      expect(row.token_hash).toBe(createHash('sha256').update(plain).digest('hex'));
      expect(JSON.stringify(row)).not.toContain(plain);
      const list = await admin('GET', '/api/super-admin/remote-releases');
      expect(JSON.stringify(list.json())).not.toContain(plain);
    });

    it('an unknown remote is a 404 and a blank name a 422 with its message', async () => {
      expect(
        (
          await admin('POST', '/api/super-admin/remote-releases/mfe-nope/deploy-keys', {
            name: 'x',
          })
        ).statusCode,
      ).toBe(404);
      const blank = await admin(
        'POST',
        '/api/super-admin/remote-releases/mfe-billing/deploy-keys',
        {
          name: ' ',
        },
      );
      expect(blank.statusCode).toBe(422);
      expect(blank.json().errors.name).toEqual([REMOTE_RELEASE_MESSAGES.keyNameRequired]);
    });
  });

  describe('publishing', () => {
    it('refuses no key, a wrong key, another remote’s key and a revoked key (401), storing nothing', async () => {
      expect((await publish(distFiles(), null)).statusCode).toBe(401);
      expect((await publish(distFiles(), 'vrk_wrong')).statusCode).toBe(401);
      const other = await admin('POST', '/api/super-admin/remote-releases/mfe-admin/deploy-keys', {
        name: 'admin CI',
      });
      const otherKey = other.json().data.plain_key as string;
      const wrongRemote = await publish(distFiles(), otherKey);
      expect(wrongRemote.statusCode).toBe(401);
      expect(wrongRemote.json().message).toBe(REMOTE_RELEASE_MESSAGES.deployKeyInvalid);
      const revoked = await admin(
        'DELETE',
        `/api/super-admin/remote-releases/mfe-admin/deploy-keys/${String(other.json().data.key.id)}`,
      );
      expect(revoked.statusCode).toBe(200);
      expect(revoked.json().data.key.revoked_at).not.toBeNull();
      expect(
        (await publish({ ...distFiles({ name: 'mfe_admin' }) }, otherKey, '1.0.0', 'mfe-admin'))
          .statusCode,
      ).toBe(401);
      expect(await ctx.db.selectFrom('remote_releases').selectAll().execute()).toEqual([]);
    });

    it.each([
      ['no manifest', { 'remoteEntry.js': 'x' }, BUNDLE_MESSAGES.noManifest],
      [
        'a source map',
        { ...distFiles(), 'main.js.map': '{}' },
        BUNDLE_MESSAGES.fileType('main.js.map'),
      ],
      [
        'a dotfile',
        { ...distFiles(), '.build-stamp': 'x' },
        BUNDLE_MESSAGES.fileType('.build-stamp'),
      ],
      [
        'a path out of the folder',
        { ...distFiles(), '../x.js': 'x' },
        BUNDLE_MESSAGES.fileType('../x.js'),
      ],
      [
        'an HTML file',
        { ...distFiles(), 'index.html': '<p>' },
        BUNDLE_MESSAGES.fileType('index.html'),
      ],
      [
        'a manifest without contract version',
        distFiles({ contractVersion: null }),
        BUNDLE_MESSAGES.noContractVersion,
      ],
      [
        "another remote's manifest",
        distFiles({ name: 'mfe_admin' }),
        BUNDLE_MESSAGES.manifestName('mfe_billing'),
      ],
      [
        'a missing entry',
        { 'mf-manifest.json': distFiles()['mf-manifest.json'] as string },
        BUNDLE_MESSAGES.noEntry('remoteEntry.js'),
      ],
    ])(
      'refuses a build with %s (422, its message), storing nothing',
      async (_label, files, message) => {
        const res = await publish(files);
        expect(res.statusCode).toBe(422);
        expect(res.json().errors.files).toContain(message);
        expect(await ctx.db.selectFrom('remote_releases').selectAll().execute()).toEqual([]);
      },
    );

    it('refuses a version that is not a semver', async () => {
      const res = await publish(distFiles(), billingKey, 'latest');
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.version).toEqual([BUNDLE_MESSAGES.versionInvalid]);
    });

    it('refuses a file over the size limit with a clear error', async () => {
      const res = await publish({ ...distFiles(), 'big.js': Buffer.alloc(10 * 1024 * 1024 + 1) });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.files).toEqual([BUNDLE_MESSAGES.fileTooLarge]);
    });

    it('publishes a build as <semver>+<content hash>, serves its files immutably, and never again', async () => {
      const res = await publish(distFiles());
      expect(res.statusCode).toBe(201);
      const release = res.json().data;
      expect(release).toMatchObject({
        app: 'mfe-billing',
        contract_version: 1,
        compatible: true,
        file_count: 3,
        published_by: expect.stringContaining('billing CI'),
      });
      expect(release.version).toMatch(/^1\.2\.0\+[a-f0-9]{12}$/);
      expect(release.manifest_url).toBe(
        `/releases/mfe-billing/${release.version}/mf-manifest.json`,
      );
      const manifest = await request(ctx.app, {
        method: 'GET',
        url: release.manifest_url,
        host: MAIN,
      });
      expect(manifest.statusCode).toBe(200);
      expect(manifest.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(manifest.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(manifest.json().name).toBe('mfe_billing');
      const entryUrl = release.manifest_url.replace('mf-manifest.json', 'remoteEntry.js');
      const entry = await request(ctx.app, { method: 'GET', url: entryUrl, host: MAIN });
      expect(entry.body).toBe('var mfe_billing = "v1";');
      const chunkUrl = release.manifest_url.replace(
        'mf-manifest.json',
        '__federation_expose_routes.abc123.js',
      );
      const br = await request(ctx.app, {
        method: 'GET',
        url: chunkUrl,
        host: MAIN,
        headers: { 'accept-encoding': 'br' },
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.body).toBe('brotli bytes');
      expect(
        (await request(ctx.app, { method: 'GET', url: `${chunkUrl}.br`, host: MAIN })).statusCode,
      ).toBe(404);

      const again = await publish(distFiles());
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(REMOTE_RELEASE_MESSAGES.alreadyPublished);
      // Changed files are another version.
      const changed = await publish(distFiles({ marker: 'v2' }));
      expect(changed.statusCode).toBe(201);
      expect(changed.json().data.version).not.toBe(release.version);
      expect((await request(ctx.app, { method: 'GET', url: entryUrl, host: MAIN })).body).toBe(
        'var mfe_billing = "v1";',
      );
    });
  });

  describe('promote, canary, roll back and /remotes.json', () => {
    let v1: string;
    let v2: string;
    let v1Url: string;
    let v2Url: string;
    beforeAll(async () => {
      const overview = await admin('GET', '/api/super-admin/remote-releases');
      const billing = overview
        .json()
        .data.remotes.find((remote: { app: string }) => remote.app === 'mfe-billing');
      [v2, v1] = billing.versions.map((version: { version: string }) => version.version);
      [v2Url, v1Url] = billing.versions.map(
        (version: { manifest_url: string }) => version.manifest_url,
      );
    });

    it('without a live version every page load keeps the built-in entry', async () => {
      expect((await billingEntry(MAIN)).entry).toBe(DEFAULT_BILLING);
      expect((await billingEntry(ALPHA)).entry).toBe(DEFAULT_BILLING);
    });

    it('promote: every page load gets the version at once', async () => {
      await billingEntry(MAIN); // the registry is cached now
      const res = await admin('POST', '/api/super-admin/remote-releases/mfe-billing/promote', {
        version: v1,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ live_version: v1, previous_live_version: null });
      expect((await billingEntry(MAIN)).entry).toBe(v1Url);
      expect((await billingEntry(ALPHA)).entry).toBe(v1Url);
    });

    it('canary for one reseller: its users get it, the main host and other resellers do not', async () => {
      const res = await admin('PUT', '/api/super-admin/remote-releases/mfe-billing/canary', {
        version: v2,
        tenant_ids: [alphaId],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ canary_version: v2, canary_tenant_ids: [alphaId] });
      expect((await billingEntry(ALPHA)).entry).toBe(v2Url);
      expect((await billingEntry(MAIN)).entry).toBe(v1Url);
      expect((await billingEntry(BETA)).entry).toBe(v1Url);
    });

    it('canary for a percentage of sessions: each session keeps its choice (cookie)', async () => {
      const res = await admin('PUT', '/api/super-admin/remote-releases/mfe-billing/canary', {
        version: v2,
        percent: 30,
      });
      expect(res.statusCode).toBe(200);
      const first = await billingEntry(MAIN);
      const cookie = String(first.setCookie).split(';')[0] ?? '';
      expect(cookie).toMatch(new RegExp(`^${CANARY_COOKIE}=\\d{1,2}$`));
      const bucket = Number(cookie.split('=')[1]);
      expect(first.entry).toBe(bucket < 30 ? v2Url : v1Url);
      for (let i = 0; i < 5; i += 1) {
        const again = await billingEntry(MAIN, cookie);
        expect(again.entry).toBe(first.entry);
        expect(again.setCookie).toBeUndefined();
      }
      expect((await billingEntry(MAIN, `${CANARY_COOKIE}=29`)).entry).toBe(v2Url);
      expect((await billingEntry(MAIN, `${CANARY_COOKIE}=30`)).entry).toBe(v1Url);
      // The tenants' canary ended with this change: alpha's users are sessions like any other.
      expect((await billingEntry(ALPHA, `${CANARY_COOKIE}=99`)).entry).toBe(v1Url);
    });

    it('a canary needs tenants or a percentage, and a published version', async () => {
      const none = await admin('PUT', '/api/super-admin/remote-releases/mfe-billing/canary', {
        version: v2,
      });
      expect(none.statusCode).toBe(422);
      expect(none.json().errors.tenant_ids).toEqual([REMOTE_RELEASE_MESSAGES.canaryTarget]);
      const unknown = await admin('PUT', '/api/super-admin/remote-releases/mfe-billing/canary', {
        version: '9.9.9+aaaaaaaaaaaa',
        percent: 10,
      });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors.version).toEqual([REMOTE_RELEASE_MESSAGES.versionNotFound]);
    });

    it('promoting the canary version ends the canary; rolling back returns to the previous live one', async () => {
      const promoted = await admin('POST', '/api/super-admin/remote-releases/mfe-billing/promote', {
        version: v2,
      });
      expect(promoted.json().data).toMatchObject({
        live_version: v2,
        previous_live_version: v1,
        canary_version: null,
        canary_percent: 0,
      });
      expect((await billingEntry(MAIN, `${CANARY_COOKIE}=99`)).entry).toBe(v2Url);
      const back = await admin('POST', '/api/super-admin/remote-releases/mfe-billing/rollback');
      expect(back.statusCode).toBe(200);
      expect(back.json().data).toMatchObject({ live_version: v1, previous_live_version: null });
      expect((await billingEntry(MAIN)).entry).toBe(v1Url);
      const toBuiltIn = await admin(
        'POST',
        '/api/super-admin/remote-releases/mfe-billing/rollback',
      );
      expect(toBuiltIn.json().data.live_version).toBeNull();
      expect((await billingEntry(MAIN)).entry).toBe(DEFAULT_BILLING);
      const nothing = await admin('POST', '/api/super-admin/remote-releases/mfe-billing/rollback');
      expect(nothing.statusCode).toBe(409);
      expect(nothing.json().message).toBe(REMOTE_RELEASE_MESSAGES.nothingToRollBack);
    });

    it('a version built for a contract the shell does not support is published but cannot be promoted', async () => {
      const published = await publish(distFiles({ contractVersion: 99 }), billingKey, '2.0.0');
      expect(published.statusCode).toBe(201);
      expect(published.json().data).toMatchObject({ contract_version: 99, compatible: false });
      const version = published.json().data.version as string;
      for (const [method, url, body] of [
        ['POST', 'promote', { version }],
        ['PUT', 'canary', { version, percent: 100 }],
      ] as const) {
        const res = await admin(
          method,
          `/api/super-admin/remote-releases/mfe-billing/${url}`,
          body,
        );
        expect(res.statusCode).toBe(422);
        expect(res.json().errors.version).toEqual([
          'This version was built for contract version 99, which the shell does not support (supported: 1). It cannot be promoted.',
        ]);
      }
      expect((await billingEntry(MAIN, `${CANARY_COOKIE}=0`)).entry).toBe(DEFAULT_BILLING);
    });

    it('counts the failures the shell reports per version (its beacon: the manifest URL as text)', async () => {
      const beacon = (body: string) =>
        request(ctx.app, {
          method: 'POST',
          url: '/api/remote-releases/failures',
          host: ALPHA,
          payload: body,
          headers: { 'content-type': 'text/plain;charset=UTF-8' },
        });
      // As the shell sends it: the federation runtime has made the entry absolute.
      expect((await beacon(v1Url)).statusCode).toBe(200);
      expect((await beacon(`http://alpha.localhost:3000${v1Url}`)).statusCode).toBe(200);
      // Anything else is ignored: another remote's path, a built-in build, an unknown version.
      for (const other of [DEFAULT_BILLING, v1Url.replace(v1, '9.9.9+aaaaaaaaaaaa'), 'x']) {
        expect((await beacon(other)).statusCode).toBe(200);
      }
      const overview = await admin('GET', '/api/super-admin/remote-releases');
      const billing = overview
        .json()
        .data.remotes.find((remote: { app: string }) => remote.app === 'mfe-billing');
      const counted = billing.versions.find(
        (version: { version: string }) => version.version === v1,
      );
      expect(counted.failure_count).toBe(2);
      expect(counted.last_failed_at).not.toBeNull();
    });

    it('the audit log lists each step', async () => {
      const rows = await ctx.db
        .selectFrom('audit_log')
        .select(['action', 'target_id', 'actor_role'])
        .where('action', 'like', 'remote-%')
        .orderBy('id')
        .execute();
      const actions = rows.map((row) => row.action);
      expect(actions).toEqual(
        expect.arrayContaining([
          'remote-deploy-key.create',
          'remote-deploy-key.revoke',
          'remote-release.publish',
          'remote-release.promote',
          'remote-release.canary',
          'remote-release.rollback',
        ]),
      );
      expect(actions.filter((action) => action === 'remote-release.rollback')).toHaveLength(2);
    });
  });
});

describeWithRedis('remote releases: the choice dropped on every instance (Redis)', () => {
  describe.each(databases)('on %s', (dialect) => {
    let apps: FastifyInstance[] = [];
    let dispose: () => Promise<void>;
    beforeAll(async () => {
      const opened = await openTestDatabase(dialect);
      dispose = opened.dispose;
      const config = testConfig({
        redis: { url: testRedisUrl ?? null, keyPrefix: uniquePrefix('remote-releases') },
      });
      for (let i = 0; i < 2; i += 1) {
        const app = await buildApp(config, { database: opened.database, logger: false });
        await app.ready();
        apps.push(app);
      }
    });
    afterAll(async () => {
      await Promise.all(apps.map((app) => app.close()));
      apps = [];
      await dispose();
    });

    it("a promotion on instance A reaches instance B's next /remotes.json well within 2 s", async () => {
      const [a, b] = apps as [FastifyInstance, FastifyInstance];
      const entryOn = async (app: FastifyInstance) =>
        (await request(app, { method: 'GET', url: '/remotes.json', host: MAIN }))
          .json<{ remotes: { name: string; entry: string }[] }>()
          .remotes.find((remote) => remote.name === 'mfe_billing')?.entry;
      expect(await entryOn(b)).toBe(DEFAULT_BILLING); // B caches the registry now
      await a.db
        .insertInto('remote_releases')
        .values({
          app: 'mfe-billing',
          version: '1.0.0+aaaaaaaaaaaa',
          manifest_url: '/releases/mfe-billing/1.0.0+aaaaaaaaaaaa/mf-manifest.json',
          contract_version: 1,
          size: 1,
          file_count: 1,
          published_by: 'test',
          published_at: new Date().toISOString(),
        })
        .execute();
      const token = await login(a, await insertUser(a.db, { role: 'admin' }));
      const started = Date.now();
      const res = await request(a, {
        method: 'POST',
        url: '/api/super-admin/remote-releases/mfe-billing/promote',
        host: MAIN,
        token,
        payload: { version: '1.0.0+aaaaaaaaaaaa' },
      });
      expect(res.statusCode).toBe(200);
      let entry = await entryOn(b);
      while (entry === DEFAULT_BILLING && Date.now() - started < 2_000) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        entry = await entryOn(b);
      }
      expect(entry).toBe('/releases/mfe-billing/1.0.0+aaaaaaaaaaaa/mf-manifest.json');
      // Heard through Redis, not the cache's 2 s expiry.
      expect(Date.now() - started).toBeLessThan(1_000);
    });
  });
});

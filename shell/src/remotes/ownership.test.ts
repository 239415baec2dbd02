import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { ROLES, type RemoteModule, type RemoteRoute } from '@voice/contracts';
import { CLIENT_ROUTE_PATHS } from '@voice/contracts/client-routes';
import APP_LIST from '../../../apps.json';
import { OWNERS, ownerOf } from './ownership';

describe('ownerOf', () => {
  it.each([
    ['/', 'mfe_public', undefined],
    ['/login', 'mfe_public', 'guest'],
    ['/password-reset/abc', 'mfe_public', 'guest'],
    ['/docs/billing/plans', 'mfe_public', undefined],
    ['/dashboard', 'mfe_account', 'authenticated'],
    ['/call-logs/call_1', 'mfe_account', 'authenticated'],
    ['/assistants/12/edit', 'mfe_assistants', 'authenticated'],
    ['/bookings', 'mfe_assistants', 'authenticated'],
    ['/pricing', 'mfe_billing', undefined],
    ['/payment', 'mfe_billing', 'authenticated'],
    ['/payment-success', 'mfe_billing', 'authenticated'],
    ['/reseller-billing', 'mfe_billing', 'reseller-billing'],
    ['/admin', 'mfe_admin', 'admin-area'],
    ['/admin/users', 'mfe_admin', 'admin-area'],
    ['/super-admin/resellers/3', 'mfe_admin', 'super-admin-area'],
    // Longest prefix first: the admin views of another domain belong to that domain's remote.
    ['/admin/assistants', 'mfe_assistants', 'admin-area'],
    ['/super-admin/assistants', 'mfe_assistants', 'super-admin-assistants'],
    ['/admin/call-logs/call_9', 'mfe_account', 'admin-area'],
    ['/admin/transactions', 'mfe_billing', 'admin-area'],
    ['/admin/email-outbox', 'mfe_admin', 'email-outbox.read'],
    // Content screens: content admins reach them without the admin area.
    ['/admin/templates', 'mfe_admin', 'content.edit'],
    ['/admin/features', 'mfe_admin', 'content.edit'],
  ])('%s belongs to %s (guard %s)', (path, remote, guard) => {
    const owner = ownerOf(path);
    expect(owner?.remote).toBe(remote);
    expect(owner?.guard).toBe(guard);
  });

  it('matches whole segments only and ignores a trailing slash', () => {
    expect(ownerOf('/administrator')).toBeUndefined();
    expect(ownerOf('/loginas')?.remote).toBe('mfe_public');
    expect(ownerOf('/assistants/')?.remote).toBe('mfe_assistants');
  });

  it('gives admins (super_admin included) the admin view of /dashboard', () => {
    expect(ownerOf('/dashboard', 'admin')).toMatchObject({
      remote: 'mfe_admin',
      guard: 'admin-area',
    });
    expect(ownerOf('/dashboard', 'super_admin')).toEqual(ownerOf('/dashboard', 'admin'));
    expect(ownerOf('/dashboard', 'reseller_admin')?.remote).toBe('mfe_admin');
    expect(ownerOf('/dashboard', 'content_admin')?.remote).toBe('mfe_account');
    expect(ownerOf('/dashboard', 'user')?.remote).toBe('mfe_account');
  });

  it('owns nothing for unknown paths', () => {
    expect(ownerOf('/no-such-page')).toBeUndefined();
  });
});

// The ownership table against what each remote declares. The shell never imports a remote's source (eslint boundary
// rules: remotes are loaded at runtime), so this test loads every remote that apps.json lists by a computed path, as
// data: its src/routes.tsx is read the same way the federation runtime would read its "./routes" module.
const ROOT = path.resolve(__dirname, '../../..');

interface Declared {
  remote: string;
  route: RemoteRoute;
}

async function declaredRoutes(): Promise<Declared[]> {
  const all: Declared[] = [];
  for (const { folder, name } of APP_LIST.remotes) {
    const file = path.join(ROOT, folder, 'src', 'routes');
    const mod = (await import(file)) as { default: RemoteModule };
    for (const route of mod.default.routes) all.push({ remote: name, route });
  }
  return all;
}

/** A concrete URL of a route pattern: '/docs/:category/:slug?' -> '/docs/x/x'. */
const urlOf = (pattern: string) => pattern.replace(/:\w+\??/g, 'x');

/** The owners of a URL for every kind of visitor (signed out, each role): /dashboard differs by role. */
const ownersOf = (url: string) => [null, ...ROLES].map((role) => ownerOf(url, role));

describe('the ownership table and the routes the remotes declare', () => {
  it('lists every remote of apps.json, and no other', () => {
    const inTable = new Set(OWNERS.map((owner) => owner.remote));
    expect([...inTable].sort()).toEqual(APP_LIST.remotes.map((remote) => remote.name).sort());
  });

  it('gives every declared path to the remote that declares it, with the same guard', async () => {
    const declared = await declaredRoutes();
    expect(declared.length).toBeGreaterThan(0);
    for (const { remote, route } of declared) {
      const owners = ownersOf(urlOf(route.path)).filter((owner) => owner?.remote === remote);
      expect({ path: route.path, remote, owned: owners.length > 0 }).toEqual({
        path: route.path,
        remote,
        owned: true,
      });
      for (const owner of owners) {
        expect({ path: route.path, guard: owner?.guard ?? 'public' }).toEqual({
          path: route.path,
          guard: route.guard,
        });
      }
    }
  });

  it("lists in the contracts' CLIENT_ROUTE_PATHS (the server's 200s) exactly the paths the remotes declare", async () => {
    const declared = new Set((await declaredRoutes()).map(({ route }) => route.path));
    expect([...CLIENT_ROUTE_PATHS].sort()).toEqual([...declared].sort());
  });

  it('has routes under every entry, unless the entry is marked planned (and then none)', async () => {
    const declared = await declaredRoutes();
    for (const entry of OWNERS) {
      const served = declared.some(
        ({ remote, route }) =>
          remote === entry.remote && ownersOf(urlOf(route.path)).some((owner) => owner === entry),
      );
      expect({ prefix: entry.prefix, served }).toEqual({
        prefix: entry.prefix,
        served: !entry.planned,
      });
    }
  });
});

import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { User } from '@voice/contracts';
import { SESSION_STORAGE_KEY, sessionStoreCount, useSession } from './store';

const user: User = {
  id: 7,
  name: 'Ann Lee',
  email: 'ann@example.com',
  role: 'reseller_admin',
  phone: null,
  company: 'Acme',
  bio: null,
  profile_picture: null,
  reseller_name: 'Acme Resale',
};

function stored(): Record<string, unknown> {
  const raw = localStorage.getItem(SESSION_STORAGE_KEY);
  return raw ? (JSON.parse(raw) as { state: Record<string, unknown> }).state : {};
}

/** Loads a fresh copy of the store module, as a page reload does. */
async function reloadStore(): Promise<typeof useSession> {
  let fresh: typeof useSession | undefined;
  await jest.isolateModulesAsync(async () => {
    fresh = (await import('./store')).useSession;
  });
  if (!fresh) throw new Error('store did not load');
  return fresh;
}

beforeEach(() => {
  useSession.getState().clear();
  useSession.getState().setIntendedUrl(null);
  localStorage.clear();
});

describe('session persistence in localStorage', () => {
  it('writes token, user, impersonation and intended URL', () => {
    const s = useSession.getState();
    s.setSession('tok-1', user);
    s.setImpersonation({ is_impersonating: true, original_admin_id: 1 });
    s.setIntendedUrl('/payment?package_id=2');
    expect(stored()).toEqual({
      token: 'tok-1',
      user,
      impersonation: { is_impersonating: true, original_admin_id: 1 },
      intendedUrl: '/payment?package_id=2',
    });
  });

  it('restores everything after a reload of the module', async () => {
    const s = useSession.getState();
    s.setSession('tok-2', user);
    s.setImpersonation({ is_impersonating: true, original_admin_id: 3 });
    s.setIntendedUrl('/assistants/create');

    const fresh = await reloadStore();
    expect(fresh).not.toBe(useSession);
    const state = fresh.getState();
    expect(state.token).toBe('tok-2');
    expect(state.user).toEqual(user);
    expect(state.impersonation).toEqual({ is_impersonating: true, original_admin_id: 3 });
    expect(state.intendedUrl).toBe('/assistants/create');
  });

  it('starts signed out when nothing is stored', async () => {
    const state = (await reloadStore()).getState();
    expect(state.token).toBeNull();
    expect(state.user).toBeNull();
    expect(state.impersonation).toEqual({ is_impersonating: false, original_admin_id: null });
    expect(state.intendedUrl).toBeNull();
  });

  it('rehydrates from what another tab wrote', async () => {
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ state: { token: 'other-tab', user, intendedUrl: null }, version: 0 }),
    );
    await useSession.persist.rehydrate();
    expect(useSession.getState().token).toBe('other-tab');
    expect(useSession.getState().user?.name).toBe('Ann Lee');
  });

  it('does not persist the actions', () => {
    useSession.getState().setSession('t', user);
    expect(Object.keys(stored()).sort()).toEqual(['impersonation', 'intendedUrl', 'token', 'user']);
  });
});

describe('mergeUser', () => {
  it('merges profile-update fields into the cached user and persists them', () => {
    useSession.getState().setSession('t', user);
    useSession.getState().mergeUser({ name: 'Ann Smith', profile_picture: '/storage/a.png' });
    expect(useSession.getState().user).toEqual({
      ...user,
      name: 'Ann Smith',
      profile_picture: '/storage/a.png',
    });
    expect((stored().user as User).name).toBe('Ann Smith');
    expect(useSession.getState().token).toBe('t');
  });

  it('does nothing without a signed-in user', () => {
    useSession.getState().mergeUser({ name: 'Nobody' });
    expect(useSession.getState().user).toBeNull();
  });
});

describe('clear', () => {
  it('removes token, user and impersonation, keeps the intended URL', () => {
    const s = useSession.getState();
    s.setSession('t', user);
    s.setImpersonation({ is_impersonating: true, original_admin_id: 1 });
    s.setIntendedUrl('/payment');
    useSession.getState().clear();
    const state = useSession.getState();
    expect(state.token).toBeNull();
    expect(state.user).toBeNull();
    expect(state.impersonation).toEqual({ is_impersonating: false, original_admin_id: null });
    expect(state.intendedUrl).toBe('/payment');
    expect(stored()).toMatchObject({ token: null, user: null, intendedUrl: '/payment' });
  });
});

describe('intended URL', () => {
  it('is consumed once', () => {
    useSession.getState().setIntendedUrl('/call-logs');
    expect(useSession.getState().consumeIntendedUrl()).toBe('/call-logs');
    expect(useSession.getState().consumeIntendedUrl()).toBeNull();
    expect(stored().intendedUrl).toBeNull();
  });
});

describe('store count', () => {
  it('counts the stores created in this page', () => {
    expect(sessionStoreCount()).toBeGreaterThanOrEqual(1);
  });
});

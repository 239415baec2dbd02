import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { LoginAsUserResponse, RevertLoginAsResponse, User } from '@voice/contracts';
import { LoginAsError, loginAs, revertImpersonation } from './login-as';
import { useSession } from './store';

const person = (id: number, role: User['role'], name = `User ${id}`): User => ({
  id,
  name,
  email: `u${id}@example.com`,
  role,
  phone: null,
  company: null,
  bio: null,
  profile_picture: null,
  reseller_name: null,
});

const admin = person(1, 'admin', 'Root Admin');

function deps(reply: LoginAsUserResponse) {
  return {
    request: jest.fn(async (_id: number) => reply),
    navigate: jest.fn<(path: string) => void>(),
    assign: jest.fn<(url: string) => void>(),
  };
}

describe('loginAs (spec 000 §4)', () => {
  beforeEach(() => {
    useSession.getState().clear();
    useSession.getState().setSession('admin-token', admin);
  });

  it.each([
    ['user', '/dashboard'],
    ['reseller_admin', '/dashboard'],
    ['content_admin', '/dashboard'],
  ] as const)(
    'same reseller: sets the %s session, marks the impersonation and goes to %s',
    async (role, path) => {
      const target = person(9, role);
      const d = deps({ token: 't9', user: target, is_same_reseller: true, target_reseller: null });
      await expect(loginAs(9, d)).resolves.toEqual({ kind: 'same-host', path });
      expect(d.request).toHaveBeenCalledWith(9);
      const state = useSession.getState();
      expect(state.token).toBe('t9');
      expect(state.user?.id).toBe(9);
      expect(state.impersonation).toEqual({ is_impersonating: true, original_admin_id: 1 });
      expect(d.navigate).toHaveBeenCalledWith(path);
      expect(d.assign).not.toHaveBeenCalled();
    },
  );

  it('keeps the original admin when switching again while impersonating', async () => {
    useSession.getState().setSession('imp-token', person(5, 'user'));
    useSession.getState().setImpersonation({ is_impersonating: true, original_admin_id: 1 });
    const d = deps({
      token: 't6',
      user: person(6, 'user'),
      is_same_reseller: true,
      target_reseller: null,
    });
    await loginAs(6, d);
    expect(useSession.getState().impersonation).toEqual({
      is_impersonating: true,
      original_admin_id: 1,
    });
  });

  it("another reseller: goes to that reseller's /loginas with the one-time token, this host's session forgotten", async () => {
    const d = deps({
      token: 'one time/token',
      user: person(9, 'user'),
      is_same_reseller: false,
      target_reseller: { domain: 'acme.localhost:3000' },
    });
    const outcome = await loginAs(9, { ...d, protocol: 'http:' });
    const url = 'http://acme.localhost:3000/loginas?token=one%20time%2Ftoken';
    expect(outcome).toEqual({ kind: 'other-host', url });
    expect(d.assign).toHaveBeenCalledWith(url);
    expect(d.navigate).not.toHaveBeenCalled();
    expect(useSession.getState().token).toBeNull();
    expect(useSession.getState().user).toBeNull();
    const relative = deps({
      token: 'abc',
      user: person(9, 'user'),
      is_same_reseller: false,
      target_reseller: { domain: 'acme.example.com' },
    });
    await loginAs(9, relative);
    expect(relative.assign).toHaveBeenCalledWith('//acme.example.com/loginas?token=abc');
  });

  it('throws the server message (or Unknown error) when refused, without touching the session', async () => {
    const refused = deps({
      success: false,
      message: 'You cannot log in as another administrator.',
    } as LoginAsUserResponse);
    await expect(loginAs(2, refused)).rejects.toThrow(
      new LoginAsError('You cannot log in as another administrator.'),
    );
    const noDomain = deps({
      token: 'x',
      user: person(9, 'user'),
      is_same_reseller: false,
      target_reseller: null,
    });
    await expect(loginAs(9, noDomain)).rejects.toThrow('Unknown error');
    expect(useSession.getState().token).toBe('admin-token');
    expect(noDomain.assign).not.toHaveBeenCalled();
  });
});

describe('revertImpersonation', () => {
  const run = (reply: RevertLoginAsResponse) => {
    const d = {
      request: jest.fn(async () => reply),
      navigate: jest.fn<(path: string) => void>(),
      assign: jest.fn<(url: string) => void>(),
    };
    return { d, done: revertImpersonation(d) };
  };

  beforeEach(() => {
    useSession.getState().setSession('imp-token', person(5, 'user'));
    useSession.getState().setImpersonation({ is_impersonating: true, original_admin_id: 1 });
  });

  it("on the admin's host: the admin's new session, then /admin", async () => {
    const { d, done } = run({ token: 'admin-2', user: admin });
    await done;
    expect(useSession.getState()).toMatchObject({
      token: 'admin-2',
      user: { id: 1 },
      impersonation: { is_impersonating: false, original_admin_id: null },
    });
    expect(d.navigate).toHaveBeenCalledWith('/admin');
  });

  it("on a reseller's host: forgets the impersonated session and follows the redirect", async () => {
    const url = 'http://localhost:3000/loginas?token=abc';
    const { d, done } = run({ redirect_url: url });
    await done;
    expect(d.assign).toHaveBeenCalledWith(url);
    expect(useSession.getState().token).toBeNull();
    expect(useSession.getState().impersonation.is_impersonating).toBe(false);
  });

  it('throws when the reply has neither', async () => {
    const { done } = run({ success: false, message: 'You are not logged in as another user.' });
    await expect(done).rejects.toThrow('You are not logged in as another user.');
    expect(useSession.getState().token).toBe('imp-token');
  });
});

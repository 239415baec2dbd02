import { describe, expect, it } from '@jest/globals';
import type { ReactNode } from 'react';
import { StrictMode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { Navigate } from 'react-router-dom';
import type { Role, User } from '@voice/contracts';
import { SESSION_STORAGE_KEY, useSession } from '@voice/session';
import type { FakeReply } from '@voice/api-client/testing';
import { renderRoute } from '../auth/render-route';
import LoginAsPage from './login-as-page';
import { fakeApiPerTest, signedOutBeforeEach } from '../../test-support';

function userWith(role: Role): User {
  return {
    id: 31,
    name: 'Linus Pauling',
    email: 'linus@example.com',
    role,
    phone: null,
    company: null,
    bio: null,
    profile_picture: null,
    reseller_name: 'Acme Voice',
  };
}

const answer = fakeApiPerTest();
signedOutBeforeEach();

/** The shell wraps /loginas in a guest-only guard that sends a signed-in user to /dashboard. */
function GuestOnly({ children }: { children: ReactNode }) {
  const token = useSession((s) => s.token);
  return token ? <Navigate to="/dashboard" replace /> : <>{children}</>;
}

describe('LoginAsPage', () => {
  it.each([
    ['admin', '/super-admin'],
    ['content_admin', '/super-admin'],
    ['reseller_admin', '/super-admin'],
    ['user', '/dashboard'],
  ] as const)(
    'validates the token once, stores the session of a %s and goes to %s',
    async (role, expected) => {
      useSession.setState({ intendedUrl: '/assistants' });
      const { calls } = answer(() => ({
        status: 200,
        data: { success: true, token: 'session-abc', user: userWith(role) },
      }));
      renderRoute(
        <StrictMode>
          <GuestOnly>
            <LoginAsPage />
          </GuestOnly>
        </StrictMode>,
        { route: '/loginas', url: '/loginas?token=one-time-xyz' },
      );

      expect(screen.getByRole('heading', { level: 1, name: 'Signing you in' })).toBeInTheDocument();
      expect(await screen.findByTestId('location')).toHaveTextContent(expected);
      // and stays there although the guest guard now sees a token
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(screen.getByTestId('location')).toHaveTextContent(expected);
      expect(calls).toEqual([
        expect.objectContaining({
          method: 'POST',
          url: '/api/validate-login-as-token',
          body: { token: 'one-time-xyz' },
        }),
      ]);
      expect(useSession.getState()).toMatchObject({
        token: 'session-abc',
        user: userWith(role),
        intendedUrl: null,
      });
      expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}').state.token).toBe(
        'session-abc',
      );
    },
  );

  it("shows 'Invalid or expired token' without calling the server when the token is missing", async () => {
    const { calls } = answer(() => ({ status: 500 }));
    renderRoute(<LoginAsPage />, { route: '/loginas', url: '/loginas' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired token');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['a 401 answer', { status: 401, data: { success: false, message: 'Token expired' } }],
    ['a 422 answer', { status: 422, data: { message: 'Invalid', errors: { token: ['Bad'] } } }],
    ['a 200 answer that says no', { status: 200, data: { success: false, message: 'Nope' } }],
    ['a 200 answer without a session', { status: 200, data: { success: true } }],
  ] as [string, FakeReply][])("shows 'Invalid or expired token' on %s", async (_label, reply) => {
    answer(() => reply);
    renderRoute(<LoginAsPage />, { route: '/loginas', url: '/loginas?token=used-token' });

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Invalid or expired token$/);
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
    expect(useSession.getState().token).toBeNull();
  });

  it.each([
    ['a network error', 'network-error'],
    ['a 500 answer', { status: 500, data: { message: 'Database down' } }],
    ['a 503 answer', { status: 503, data: '' }],
  ] as [string, FakeReply][])("shows 'Failed to validate token' on %s", async (_label, reply) => {
    answer(() => reply);
    renderRoute(<LoginAsPage />, { route: '/loginas', url: '/loginas?token=some-token' });

    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(/^Failed to validate token$/),
    );
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
    expect(useSession.getState().token).toBeNull();
  });
});

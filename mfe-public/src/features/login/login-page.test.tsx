import { describe, expect, it } from '@jest/globals';
import type { ReactNode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate } from 'react-router-dom';
import type { Role, User } from '@voice/contracts';
import { SESSION_STORAGE_KEY, useSession } from '@voice/session';
import type { FakeReply } from '@voice/api-client/testing';
import { renderPage } from '@voice/ui/testing';
import LoginPage from './login-page';
import { fakeApiPerTest, signedOutBeforeEach, validationFailed } from '../../test-support';

function userWith(role: Role): User {
  return {
    id: 7,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    role,
    phone: null,
    company: null,
    bio: null,
    profile_picture: null,
    reseller_name: null,
  };
}

const answer = fakeApiPerTest();
signedOutBeforeEach();

async function fillAndSubmit(options: { remember?: boolean } = {}) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/email address/i), 'ada@example.com');
  await user.type(screen.getByLabelText(/^password/i), 'secret-pass');
  if (options.remember) await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('LoginPage', () => {
  it('has one h1, labelled fields, remember me and the links to forgot password and register', () => {
    renderPage(<LoginPage />, { path: '/login' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByLabelText(/email address/i)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^password/i)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });

  it('requires email and password before calling the server, and links each error to its input', async () => {
    const { calls } = answer(() => ({ status: 500 }));
    renderPage(<LoginPage />, { path: '/login' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));

    const email = screen.getByLabelText(/email address/i);
    expect(await screen.findByText('Email is required')).toHaveAttribute('id', 'email-error');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText(/^password/i)).toHaveAccessibleDescription('Password is required');
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['user', null, '/dashboard'],
    ['content_admin', null, '/dashboard'],
    ['admin', null, '/admin'],
    ['reseller_admin', null, '/admin'],
    ['user', '/assistants/create', '/assistants/create'],
    ['admin', '/payment?package_id=3', '/payment?package_id=3'],
  ] as const)(
    'signs a %s in (intended URL %s), stores the session and goes to %s',
    async (role, intended, expected) => {
      useSession.setState({ intendedUrl: intended });
      const { calls } = answer(() => ({
        status: 200,
        data: { token: 'tok-123', user: userWith(role) },
      }));
      renderPage(<LoginPage />, { path: '/login' });
      await fillAndSubmit({ remember: true });

      expect(await screen.findByTestId('location')).toHaveTextContent(expected);
      expect(calls).toEqual([
        expect.objectContaining({
          method: 'POST',
          url: '/api/login',
          body: { email: 'ada@example.com', password: 'secret-pass', remember: true },
        }),
      ]);
      const state = useSession.getState();
      expect(state.token).toBe('tok-123');
      expect(state.user?.role).toBe(role);
      expect(state.intendedUrl).toBeNull();
      expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}').state.token).toBe(
        'tok-123',
      );
    },
  );

  it('lands an admin on /admin even inside a guest-only guard that redirects signed-in users', async () => {
    // The shell wraps /login in such a guard (it sends any signed-in user to /dashboard).
    function GuestOnly({ children }: { children: ReactNode }) {
      const token = useSession((s) => s.token);
      return token ? <Navigate to="/dashboard" replace /> : <>{children}</>;
    }
    answer(() => ({ status: 200, data: { token: 'tok-9', user: userWith('admin') } }));
    renderPage(
      <GuestOnly>
        <LoginPage />
      </GuestOnly>,
      { path: '/login' },
    );
    await fillAndSubmit();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin'));
    // and stays there
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin');
  });

  it('shows server field errors under their fields and a Validation Error dialog (422)', async () => {
    answer(() =>
      validationFailed('The given data was invalid.', {
        email: ['The email must be a valid email address.'],
      }),
    );
    renderPage(<LoginPage />, { path: '/login' });
    await fillAndSubmit();

    const dialog = await screen.findByRole('dialog', { name: 'Validation Error' });
    expect(within(dialog).getByText('Please check your input and try again.')).toBeInTheDocument();
    const email = screen.getByLabelText(/email address/i);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('The email must be a valid email address.');
    expect(useSession.getState().token).toBeNull();
  });

  it('shows a wrong password as the real message in a Login Failed dialog, no Validation Error (422)', async () => {
    // What the server answers to a wrong password (server/src/modules/auth/service.ts).
    answer(() =>
      validationFailed('Invalid credentials', {
        email: ['These credentials do not match our records.'],
      }),
    );
    renderPage(<LoginPage />, { path: '/login' });
    await fillAndSubmit();

    const dialog = await screen.findByRole('dialog', { name: 'Login Failed' });
    expect(
      within(dialog).getByText('These credentials do not match our records.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Validation Error' })).not.toBeInTheDocument();
    expect(screen.queryByText('Please check your input and try again.')).not.toBeInTheDocument();
    // Once, in the dialog: not repeated under the email (it is about the email and password together).
    expect(screen.getAllByText('These credentials do not match our records.')).toHaveLength(1);
    expect(screen.getByLabelText(/email address/i)).not.toHaveAttribute('aria-invalid', 'true');
    expect(useSession.getState().token).toBeNull();
  });

  it('shows the server message in a Login Failed dialog (401)', async () => {
    answer(() => ({ status: 401, data: { message: 'Invalid credentials' } }));
    renderPage(<LoginPage />, { path: '/login' });
    await fillAndSubmit();

    const dialog = await screen.findByRole('dialog', { name: 'Login Failed' });
    expect(within(dialog).getByText('Invalid credentials')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('shows the throttled answer (429) with its server message in the Login Failed dialog', async () => {
    const { calls } = answer(() => ({
      status: 429,
      data: { message: 'Too many login attempts. Please try again in 42 seconds.' },
    }));
    renderPage(<LoginPage />, { path: '/login' });
    await fillAndSubmit({ remember: true });

    const dialog = await screen.findByRole('dialog', { name: 'Login Failed' });
    expect(
      within(dialog).getByText('Too many login attempts. Please try again in 42 seconds.'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(useSession.getState().token).toBeNull();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it.each([
    ['a 500 without a message', { status: 500, data: '<html>oops</html>' } as FakeReply],
    ['a network error', 'network-error' as FakeReply],
  ])('shows the generic Login Failed message on %s', async (_label, reply) => {
    answer(() => reply);
    renderPage(<LoginPage />, { path: '/login' });
    await fillAndSubmit();

    const dialog = await screen.findByRole('dialog', { name: 'Login Failed' });
    expect(
      within(dialog).getByText('An error occurred during login. Please try again.'),
    ).toBeInTheDocument();
  });

  it('shows a busy button while signing in', async () => {
    let release: (reply: FakeReply) => void = () => undefined;
    const { calls } = answer(() => new Promise<FakeReply>((resolve) => (release = resolve)));
    renderPage(<LoginPage />, { path: '/login' });
    await fillAndSubmit();
    await waitFor(() => expect(calls).toHaveLength(1));

    const button = await screen.findByRole('button', { name: 'Signing in...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    release({ status: 401, data: { message: 'Invalid credentials' } });
    expect(await screen.findByRole('dialog', { name: 'Login Failed' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  describe('two-factor', () => {
    const challenge = { two_factor: 'code', challenge_token: 'chal-1', expires_in: 300 };

    it('asks for the code after the password, shows a wrong code under the field, then signs in and trusts the device', async () => {
      const { calls } = answer((call) => {
        if (call.url === '/api/login') return { status: 200, data: challenge };
        const body = call.body as { code: string };
        if (body.code === '111111') {
          return {
            status: 422,
            data: {
              message: 'The authentication code is invalid.',
              errors: { code: ['The authentication code is invalid.'] },
            },
          };
        }
        return {
          status: 200,
          data: { token: 'tok-2fa', user: userWith('reseller_admin'), device_token: 'dev-1' },
        };
      });
      renderPage(<LoginPage />, { path: '/login' });
      const user = await fillAndSubmit();
      // No session from the password alone.
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Two-factor authentication' }),
      ).toBeInTheDocument();
      expect(useSession.getState().token).toBeNull();

      const code = screen.getByLabelText(/authentication code/i);
      await user.type(code, '111111');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByText('The authentication code is invalid.')).toHaveAttribute(
        'id',
        'code-error',
      );
      await user.clear(code);
      await user.type(code, '222222');
      await user.click(screen.getByRole('checkbox', { name: 'Trust this device for 30 days' }));
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByTestId('location')).toHaveTextContent('/admin');
      expect(useSession.getState().token).toBe('tok-2fa');
      expect(calls.at(-1)).toEqual(
        expect.objectContaining({
          url: '/api/login/two-factor',
          body: { challenge_token: 'chal-1', code: '222222', trust_device: true },
        }),
      );
      expect(localStorage.getItem('voice.trusted-device.ada@example.com')).toBe('dev-1');
    });

    it('sends a trusted device token with the password, and takes a recovery code instead of a code', async () => {
      localStorage.setItem('voice.trusted-device.ada@example.com', 'dev-old');
      const { calls } = answer((call) =>
        call.url === '/api/login'
          ? { status: 200, data: challenge }
          : { status: 200, data: { token: 'tok-r', user: userWith('user') } },
      );
      renderPage(<LoginPage />, { path: '/login' });
      const user = await fillAndSubmit();
      await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
      await user.type(screen.getByLabelText(/recovery code/i), 'abcde-fghij');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
      expect(calls[0]?.body).toEqual(expect.objectContaining({ device_token: 'dev-old' }));
      expect(calls[1]?.body).toEqual({
        challenge_token: 'chal-1',
        recovery_code: 'abcde-fghij',
        trust_device: false,
      });
    });
  });
});

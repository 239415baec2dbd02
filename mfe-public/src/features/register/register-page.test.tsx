import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import type { User } from '@voice/contracts';
import { useSession } from '@voice/session';
import type { FakeReply } from '@voice/api-client/testing';
import { TestThemeProvider, renderPage } from '@voice/ui/testing';
import RegisterPage from './register-page';
import { fakeApiPerTest, signedOutBeforeEach, validationFailed } from '../../test-support';

const NEW_USER: User = {
  id: 12,
  name: 'Grace Hopper',
  email: 'grace@example.com',
  role: 'user',
  phone: null,
  company: null,
  bio: null,
  profile_picture: null,
  reseller_name: null,
};

const answer = fakeApiPerTest();
signedOutBeforeEach();

async function fill(options: { terms?: boolean } = {}) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/full name/i), 'Grace Hopper');
  await user.type(screen.getByLabelText(/email address/i), 'grace@example.com');
  await user.type(screen.getByLabelText(/^password/i), 'cobol-1959');
  await user.type(screen.getByLabelText(/confirm password/i), 'cobol-1959');
  if (options.terms !== false) await user.click(screen.getByRole('checkbox', { name: /i agree/i }));
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  return user;
}

describe('RegisterPage', () => {
  it('has one h1, labelled fields and a terms checkbox linking to /terms and /privacy', () => {
    renderPage(<RegisterPage />, { path: '/register' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const label of [/full name/i, /email address/i, /^password/i, /confirm password/i]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('checkbox', { name: /i agree/i })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('requires the terms checkbox before calling the server', async () => {
    const { calls } = answer(() => ({ status: 500 }));
    renderPage(<RegisterPage />, { path: '/register' });
    await fill({ terms: false });

    const terms = screen.getByRole('checkbox', { name: /i agree/i });
    expect(await screen.findByText('You must agree to the terms and conditions')).toBeVisible();
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(terms).toHaveAccessibleDescription('You must agree to the terms and conditions');
    expect(calls).toHaveLength(0);
  });

  it('shows the partner block with a Be a Reseller link on the main host', () => {
    renderPage(<RegisterPage />, { path: '/register', branding: { isMainHost: true } });
    expect(screen.getByRole('heading', { name: 'Want to Partner With Us?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Be a Reseller' })).toHaveAttribute(
      'href',
      '/reseller-registration',
    );
  });

  it("hides the partner block on a reseller's host", () => {
    renderPage(<RegisterPage />, { path: '/register', branding: { isMainHost: false } });
    expect(screen.queryByText('Want to Partner With Us?')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Be a Reseller' })).not.toBeInTheDocument();
  });

  it.each([
    [null, '/dashboard'],
    ['/assistants', '/dashboard'],
    ['/payment?package_id=2', '/payment?package_id=2'],
  ])(
    'registers, stores the session and goes on (intended URL %s -> %s)',
    async (intended, expected) => {
      useSession.setState({ intendedUrl: intended });
      const { calls } = answer(() => ({
        status: 201,
        data: { token: 'new-token', user: NEW_USER, message: 'Registration successful' },
      }));
      renderPage(<RegisterPage />, { path: '/register' });
      await fill();

      expect(await screen.findByTestId('location')).toHaveTextContent(expected);
      expect(calls).toEqual([
        expect.objectContaining({
          method: 'POST',
          url: '/api/register',
          body: {
            name: 'Grace Hopper',
            email: 'grace@example.com',
            password: 'cobol-1959',
            password_confirmation: 'cobol-1959',
            terms: true,
          },
        }),
      ]);
      expect(useSession.getState()).toMatchObject({
        token: 'new-token',
        user: NEW_USER,
        intendedUrl: null,
      });
    },
  );

  it('shows server field errors per field and the server message as Registration Failed', async () => {
    answer(() =>
      validationFailed('The email has already been taken.', {
        email: ['The email has already been taken.'],
      }),
    );
    renderPage(<RegisterPage />, { path: '/register' });
    await fill();

    const dialog = await screen.findByRole('dialog', { name: 'Registration Failed' });
    expect(within(dialog).getByText('The email has already been taken.')).toBeInTheDocument();
    const email = screen.getByLabelText(/email address/i);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('The email has already been taken.');
    expect(useSession.getState().token).toBeNull();
  });

  it('clears a server field error once the field is edited', async () => {
    answer(() => validationFailed('Invalid', { name: ['The name is reserved.'] }));
    renderPage(<RegisterPage />, { path: '/register' });
    const user = await fill();
    await screen.findByRole('dialog', { name: 'Registration Failed' });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByText('The name is reserved.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/full name/i), ' Jr');
    expect(screen.queryByText('The name is reserved.')).not.toBeInTheDocument();
  });

  it.each([
    ['a 500 without a message', { status: 500, data: {} } as FakeReply],
    ['a network error', 'network-error' as FakeReply],
  ])('shows the generic Registration Failed message on %s', async (_label, reply) => {
    answer(() => reply);
    renderPage(<RegisterPage />, { path: '/register' });
    await fill();

    const dialog = await screen.findByRole('dialog', { name: 'Registration Failed' });
    expect(
      within(dialog).getByText('An error occurred during registration. Please try again.'),
    ).toBeInTheDocument();
  });
});

function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** /register with a query (renderPage's route has none). */
function renderRegisterAt(url: string) {
  return render(
    <TestThemeProvider>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/register" element={<RegisterPage />} />
          <Route path="*" element={<Location />} />
        </Routes>
      </MemoryRouter>
    </TestThemeProvider>,
  );
}

describe('RegisterPage started from a choice', () => {
  const registered = () =>
    answer(() => ({
      status: 201,
      data: { token: 'new-token', user: NEW_USER, message: 'Registration successful' },
    }));

  it('remembers the plan chosen on /pricing and takes the new account to pay for it', async () => {
    registered();
    renderRegisterAt('/register?plan=2&interval=yearly');
    expect(screen.getByRole('note')).toHaveTextContent(
      'Create your account, then you will pay for the plan you chose.',
    );
    // Remembered for a sign-in instead, too.
    expect(useSession.getState().intendedUrl).toBe('/payment?package_id=2&interval=yearly');
    await fill();
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/payment?package_id=2&interval=yearly',
    );
  });

  it('says why the demo needs an account and opens it once registered', async () => {
    registered();
    renderRegisterAt('/register?next=demo-request');
    expect(screen.getByRole('note')).toHaveTextContent(
      'Create a free account to try our demo assistant: you will go straight to it.',
    );
    await fill();
    expect(await screen.findByTestId('location')).toHaveTextContent('/demo-request');
  });
});

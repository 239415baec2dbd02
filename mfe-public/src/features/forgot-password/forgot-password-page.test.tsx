import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeReply } from '@voice/api-client/testing';
import { renderPage } from '@voice/ui/testing';
import ForgotPasswordPage from './forgot-password-page';
import { fakeApiPerTest, signedOutBeforeEach, validationFailed } from '../../test-support';

const answer = fakeApiPerTest();
signedOutBeforeEach();

const SENT: FakeReply = {
  status: 200,
  data: { success: true, message: 'If that email is registered, a reset link is on its way.' },
};

async function requestLink(email = 'ada@example.com') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/email address/i), email);
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  return user;
}

describe('ForgotPasswordPage', () => {
  it('has one h1, a labelled email field and a link back to login', () => {
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByLabelText(/email address/i)).toHaveAttribute('type', 'email');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it('requires a well-formed email before calling the server', async () => {
    const { calls } = answer(() => SENT);
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByLabelText(/email address/i)).toHaveAccessibleDescription(
      'Email is required',
    );
    await user.type(screen.getByLabelText(/email address/i), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it("sends the link, then shows 'Check your email' whose 'try again' sends it again", async () => {
    const { calls } = answer(() => SENT);
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    const user = await requestLink(' ada@example.com ');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check your email' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('ada@example.com');
    expect(screen.queryByLabelText(/email address/i)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'try again' }));
    expect(await screen.findByText('We sent the email again.')).toBeVisible();
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/forgot-password',
        body: { email: 'ada@example.com' },
      }),
      expect.objectContaining({
        method: 'POST',
        url: '/api/forgot-password',
        body: { email: 'ada@example.com' },
      }),
    ]);
  });

  it.each([
    ['a network error', 'network-error' as FakeReply],
    ['a 429 answer', { status: 429, data: { message: 'Too many requests.' } } as FakeReply],
  ])(
    "shows 'Failed to resend email. Please try again.' when resending fails (%s)",
    async (_l, r) => {
      let call = 0;
      answer(() => (++call === 1 ? SENT : r));
      renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
      const user = await requestLink();
      await user.click(await screen.findByRole('button', { name: 'try again' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Failed to resend email. Please try again.',
      );
      expect(screen.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
    },
  );

  it("shows the server's message in a 'Request Failed' dialog and its field errors", async () => {
    answer(() =>
      validationFailed('The email field must be a valid email address.', {
        email: ['The email field must be a valid email address.'],
      }),
    );
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    await requestLink();

    const dialog = await screen.findByRole('dialog', { name: 'Request Failed' });
    expect(
      within(dialog).getByText('The email field must be a valid email address.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/email address/i)).toHaveAccessibleDescription(
      'The email field must be a valid email address.',
    );
    expect(screen.queryByText('Check your email')).not.toBeInTheDocument();
  });

  it('shows the throttled answer (429) in the Request Failed dialog', async () => {
    answer(() => ({
      status: 429,
      data: { message: 'Too many requests. Please try again in 60 seconds.' },
    }));
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    await requestLink();
    const dialog = await screen.findByRole('dialog', { name: 'Request Failed' });
    expect(
      within(dialog).getByText('Too many requests. Please try again in 60 seconds.'),
    ).toBeInTheDocument();
  });

  it.each([
    ['a network error', 'network-error' as FakeReply],
    ['a 500 without a message', { status: 500, data: '<html></html>' } as FakeReply],
  ])("shows 'An error occurred. Please try again.' on %s", async (_label, reply) => {
    answer(() => reply);
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    await requestLink();

    const dialog = await screen.findByRole('dialog', { name: 'Request Failed' });
    expect(within(dialog).getByText('An error occurred. Please try again.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled(),
    );
  });
});

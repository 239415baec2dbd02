import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@voice/session';
import { type FakeReply, type RecordedCall } from '@voice/api-client/testing';
import { renderRoute } from '../auth/render-route';
import ResetPasswordPage from './reset-password-page';
import {
  fakeApiPerTest,
  signedOutBeforeEach,
  type Answer,
  validationFailed,
} from '../../test-support';

const CHECK_URL = '/api/reset-password/check';
const LINK_OK: FakeReply = { status: 200, data: { success: true, message: 'Valid' } };

const answerAll = fakeApiPerTest();
/** Answers the reset with `handler`; the link check the page makes when it opens with `check` (valid by default). */
function answer(handler: Answer, check: FakeReply = LINK_OK) {
  return answerAll((call) => (call.url === CHECK_URL ? check : handler(call)));
}
const resets = (calls: RecordedCall[]) => calls.filter((call) => call.url !== CHECK_URL);

signedOutBeforeEach();

const ROUTE = '/password-reset/:token';

function renderAt(url: string, route = ROUTE) {
  return renderRoute(<ResetPasswordPage />, { route, url });
}

async function choosePassword(password = 'new-secret-1', confirmation = password) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^new password/i), password);
  await user.type(screen.getByLabelText(/confirm new password/i), confirmation);
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
  return user;
}

describe('ResetPasswordPage', () => {
  it('takes the token from the path and the email from the query, read-only', async () => {
    const { calls } = answer(() => ({ status: 200, data: { success: true, message: 'Done' } }));
    renderAt('/password-reset/tok-123?email=ada%40example.com');

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const email = await screen.findByLabelText(/email address/i);
    expect(email).toHaveValue('ada@example.com');
    expect(email).toHaveAttribute('readonly');
    await choosePassword();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Password reset successful!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
    expect(calls[0]).toEqual(
      expect.objectContaining({
        method: 'POST',
        url: CHECK_URL,
        body: { token: 'tok-123', email: 'ada@example.com' },
      }),
    );
    expect(resets(calls)).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/reset-password',
        body: {
          token: 'tok-123',
          email: 'ada@example.com',
          password: 'new-secret-1',
          password_confirmation: 'new-secret-1',
        },
      }),
    ]);
    expect(useSession.getState().token).toBeNull();
  });

  it('lets the user type the email when the link has none, and takes the token from the query', async () => {
    const { calls } = answer(() => ({ status: 200, data: { success: true } }));
    renderAt('/password-reset?token=tok-q', '/password-reset');

    const email = screen.getByLabelText(/email address/i);
    expect(email).toHaveValue('');
    expect(email).not.toHaveAttribute('readonly');
    const user = userEvent.setup();
    await user.type(email, 'grace@example.com');
    await choosePassword();

    expect(await screen.findByText('Password reset successful!')).toBeVisible();
    expect(calls[0]?.body).toEqual({
      token: 'tok-q',
      email: 'grace@example.com',
      password: 'new-secret-1',
      password_confirmation: 'new-secret-1',
    });
  });

  it("refuses different passwords with 'Passwords do not match' and a required email", async () => {
    const { calls } = answer(() => ({ status: 200, data: {} }));
    renderAt('/password-reset/tok-123');
    await choosePassword('new-secret-1', 'new-secret-2');

    expect(await screen.findByText('Passwords do not match')).toBeVisible();
    expect(screen.getByLabelText(/confirm new password/i)).toHaveAccessibleDescription(
      'Passwords do not match',
    );
    expect(screen.getByLabelText(/email address/i)).toHaveAccessibleDescription(
      'Email is required',
    );
    expect(calls).toHaveLength(0);
  });

  it("shows the 'Invalid Token' dialog and a new-link action when the token is missing", async () => {
    const { calls } = answer(() => ({ status: 200, data: {} }));
    renderAt('/password-reset?email=ada%40example.com', '/password-reset');

    const dialog = await screen.findByRole('dialog', { name: 'Invalid Token' });
    expect(
      within(dialog).getByText(
        'Invalid or missing reset token. Please request a new password reset link.',
      ),
    ).toBeInTheDocument();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Invalid or missing reset token. Please request a new password reset link.',
    );
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText(/new password/i)).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("shows the server's message in a 'Reset Failed' dialog (expired or used link)", async () => {
    answer(() => ({
      status: 400,
      data: { success: false, message: 'This password reset link is invalid or has expired.' },
    }));
    renderAt('/password-reset/old-token?email=ada%40example.com');
    await choosePassword();

    const dialog = await screen.findByRole('dialog', { name: 'Reset Failed' });
    expect(
      within(dialog).getByText('This password reset link is invalid or has expired.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Password reset successful!')).not.toBeInTheDocument();
  });

  it('shows server field errors under their fields with the Reset Failed dialog', async () => {
    answer(() =>
      validationFailed('The password field must be at least 8 characters.', {
        password: ['The password field must be at least 8 characters.'],
      }),
    );
    renderAt('/password-reset/tok?email=ada%40example.com');
    await choosePassword();

    expect(await screen.findByRole('dialog', { name: 'Reset Failed' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^new password/i)).toHaveAccessibleDescription(
      'The password field must be at least 8 characters.',
    );
  });

  it.each([
    ['a network error', 'network-error' as FakeReply],
    ['a 500 without a message', { status: 500, data: {} } as FakeReply],
  ])('shows the generic message in the Reset Failed dialog on %s', async (_label, reply) => {
    answer(() => reply);
    renderAt('/password-reset/tok?email=ada%40example.com');
    await choosePassword();

    const dialog = await screen.findByRole('dialog', { name: 'Reset Failed' });
    expect(within(dialog).getByText('An error occurred. Please try again.')).toBeInTheDocument();
  });

  it('checks the link when the page opens: a used or expired one offers a new link before any form', async () => {
    const { calls } = answer(() => ({ status: 200, data: {} }), {
      status: 422,
      data: {
        message: 'This password reset token is invalid or has expired.',
        errors: { token: ['This password reset token is invalid or has expired.'] },
      },
    });
    renderAt('/password-reset/used-token?email=ada%40example.com');
    expect(screen.getByText('Checking your link...')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password reset link is invalid or has expired. Request a new link to reset your password.',
    );
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText(/new password/i)).not.toBeInTheDocument();
    expect(resets(calls)).toHaveLength(0);
  });

  it('offers a new link when the reset finds the link spent meanwhile', async () => {
    const invalid = 'This password reset token is invalid or has expired.';
    answer(() => validationFailed(invalid, { token: [invalid] }));
    renderAt('/password-reset/tok?email=ada%40example.com');
    await choosePassword();
    const dialog = await screen.findByRole('dialog', { name: 'Reset Failed' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('link', { name: 'Request a new link' })).toBeVisible();
  });
});

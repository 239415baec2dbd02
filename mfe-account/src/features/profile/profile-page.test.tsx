import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@voice/contracts';
import { useSession } from '@voice/session';
import {
  fakeApi,
  queryWrapper,
  type FakeReply,
  type RecordedCall,
} from '@voice/api-client/testing';
import { renderPage } from '@voice/ui/testing';
import { changeLanguage, i18n } from '@voice/ui/core';
import ProfilePage from './profile-page';

const USER: User = {
  id: 7,
  name: 'Ann Smith',
  email: 'ann@example.test',
  role: 'user',
  phone: '+1 555 0100',
  company: 'Acme',
  bio: 'Hello there',
  profile_picture: null,
  reseller_name: null,
};

let api: ReturnType<typeof fakeApi> | null = null;

const TWO_FACTOR_OFF: FakeReply = {
  status: 200,
  data: { success: true, data: { enabled: false, required: false, recovery_codes_left: 0 } },
};

/** Answers GET /api/user with `user`, GET /api/two-factor with `twoFactor` and every other call with `other`. */
function answer(
  other: (call: RecordedCall) => FakeReply | Promise<FakeReply> = () => ({ status: 500 }),
  user: FakeReply = { status: 200, data: { success: true, data: USER } },
  twoFactor: FakeReply = TWO_FACTOR_OFF,
) {
  api = fakeApi((call) => {
    if (call.method === 'GET' && call.url === '/api/user') return user;
    if (call.method === 'GET' && call.url === '/api/two-factor') return twoFactor;
    return other(call);
  });
  return api;
}

beforeAll(() => {
  // jsdom has no object URLs: the preview gets a recognisable one.
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => `blob:preview-${(blob as File).name}`,
    revokeObjectURL: () => undefined,
  });
});
beforeEach(() => {
  localStorage.clear();
  useSession.setState({ token: 'user-token', user: { ...USER, name: 'Cached Ann' } });
});
afterEach(() => {
  api?.restore();
  api = null;
  jest.useRealTimers();
});

function renderProfile() {
  return renderPage(<ProfilePage />, { path: '/profile', wrapper: queryWrapper() });
}

/** The page's message banner with this text (not the toast repeating it). */
function banner(text: string): HTMLElement {
  const found = screen
    .getAllByText(text)
    .find((node) => !node.closest('[aria-label="Notifications"]') && node.tagName === 'P');
  if (!found?.parentElement) throw new Error(`no banner '${text}'`);
  return found.parentElement;
}

function toasts() {
  return within(screen.getByRole('region', { name: 'Notifications' }));
}

async function loaded() {
  return screen.findByDisplayValue('Ann Smith');
}

describe('ProfilePage', () => {
  it('shows every field of the profile, the email disabled, the hint and the initials', async () => {
    const { calls } = answer();
    renderProfile();
    await loaded();
    expect(calls[0]).toEqual(
      expect.objectContaining({
        method: 'GET',
        url: '/api/user',
        authorization: 'Bearer user-token',
      }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Ann Smith');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('ann@example.test');
    expect(email).toBeDisabled();
    expect(email).toHaveAccessibleDescription('Email cannot be changed');
    expect(screen.getByLabelText('Phone')).toHaveValue('+1 555 0100');
    expect(screen.getByLabelText('Company')).toHaveValue('Acme');
    expect(screen.getByLabelText('Bio')).toHaveValue('Hello there');
    const picture = screen.getByLabelText('Profile Picture');
    expect(picture).toHaveAttribute('accept', 'image/png,image/jpeg,image/gif');
    expect(picture).toHaveAccessibleDescription('JPG, PNG or GIF up to 2MB');
    expect(screen.getByRole('img', { name: 'Initials AS' })).toHaveTextContent('AS');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    expect(screen.getByRole('heading', { level: 2, name: 'Change Password' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Current Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText(/^New Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText(/Confirm New Password/)).toHaveAttribute('type', 'password');
  });

  it('shows the stored picture instead of the initials', async () => {
    answer(undefined, {
      status: 200,
      data: { success: true, data: { ...USER, profile_picture: '/uploads/abc.png' } },
    });
    renderProfile();
    expect(await screen.findByRole('img', { name: 'Profile picture' })).toHaveAttribute(
      'src',
      '/uploads/abc.png',
    );
    expect(screen.queryByText('AS')).not.toBeInTheDocument();
  });

  it("shows 'Failed to load user profile' and fills the form from the cached user", async () => {
    answer(undefined, { status: 500, data: { message: 'Server Error' } });
    renderProfile();
    expect(await screen.findByText('Failed to load user profile')).toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Cached Ann');
  });

  it('refuses invalid input with the spec messages and sends nothing', async () => {
    const { calls } = answer();
    const user = userEvent.setup();
    renderProfile();
    await loaded();
    await user.clear(screen.getByLabelText(/Full Name/));
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '1'.repeat(21));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Phone number must be less than 20 characters')).toBeInTheDocument();
    expect(banner('Please fix the errors in the form')).toHaveAttribute('role', 'alert');
    expect(toasts().getByText('Please fix the errors in the form')).toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('saves as multipart, shows the success message and merges the reply into the cached user', async () => {
    let release: (reply: FakeReply) => void = () => undefined;
    const { calls } = answer(() => new Promise<FakeReply>((resolve) => (release = resolve)));
    const user = userEvent.setup();
    renderProfile();
    await loaded();
    await user.clear(screen.getByLabelText(/Full Name/));
    await user.type(screen.getByLabelText(/Full Name/), 'Ann Jones');
    await user.clear(screen.getByLabelText('Company'));
    const file = new File(['gif'], 'me.gif', { type: 'image/gif' });
    await user.upload(screen.getByLabelText('Profile Picture'), file);
    expect(screen.getByRole('img', { name: 'New profile picture preview' })).toHaveAttribute(
      'src',
      'blob:preview-me.gif',
    );
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const busy = await screen.findByRole('button', { name: 'Saving...' });
    expect(busy).toBeDisabled();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe('/api/user');
    const body = post?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('name')).toBe('Ann Jones');
    expect(body.get('company')).toBe('');
    expect(body.get('phone')).toBe('+1 555 0100');
    expect((body.get('profile_picture') as File).name).toBe('me.gif');
    expect(body.get('email')).toBeNull();

    const updated = {
      ...USER,
      name: 'Ann Jones',
      company: null,
      profile_picture: '/uploads/new.gif',
    };
    await act(async () =>
      release({
        status: 200,
        data: { success: true, message: 'Profile updated successfully!', data: updated },
      }),
    );
    expect(banner('Profile updated successfully!')).toHaveAttribute('role', 'status');
    expect(toasts().getByText('Profile updated successfully!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    expect(screen.getByRole('img', { name: 'Profile picture' })).toHaveAttribute(
      'src',
      '/uploads/new.gif',
    );
    expect(useSession.getState().token).toBe('user-token');
    expect(useSession.getState().user).toEqual(updated);
  });

  it('saves the chosen language and switches to it at once, kept in the language cookie', async () => {
    const { calls } = answer(() => ({
      status: 200,
      data: {
        success: true,
        message: 'Profile updated successfully!',
        data: { ...USER, language: 'de' },
      },
    }));
    const user = userEvent.setup();
    renderProfile();
    await loaded();
    const select = screen.getByLabelText('Language');
    expect(select).toHaveValue('');
    await user.selectOptions(select, 'de');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(i18n.locale).toBe('de'));
    const body = calls.find((call) => call.method === 'POST')?.body as FormData;
    expect(body.get('language')).toBe('de');
    expect(document.cookie).toContain('lang=de');
    expect(screen.getByLabelText('Language')).toHaveValue('de');
    await act(() => changeLanguage('en'));
  });

  it("shows the server's field errors (first message) with 'Please fix the errors in the form'", async () => {
    answer(() => ({
      status: 422,
      data: {
        message: 'The given data was invalid.',
        errors: {
          profile_picture: ['Please choose a PNG, JPG or GIF image', 'second'],
          name: ['Name is required'],
        },
      },
    }));
    const user = userEvent.setup();
    renderProfile();
    await loaded();
    // Declared as a GIF: the browser-side check passes; the server reads the bytes.
    await user.upload(
      screen.getByLabelText('Profile Picture'),
      new File(['<html>'], 'page.gif', { type: 'image/gif' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Please choose a PNG, JPG or GIF image')).toBeInTheDocument();
    expect(screen.queryByText('second')).not.toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(banner('Please fix the errors in the form')).toBeInTheDocument();
    expect(screen.getByLabelText('Profile Picture')).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the picture type in the browser', async () => {
    const { calls } = answer();
    const user = userEvent.setup({ applyAccept: false });
    renderProfile();
    await loaded();
    await user.upload(
      screen.getByLabelText('Profile Picture'),
      new File(['<svg/>'], 'me.svg', { type: 'image/svg+xml' }),
    );
    expect(await screen.findByText('Please choose a PNG, JPG or GIF image')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findAllByText('Please fix the errors in the form')).not.toHaveLength(0);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("prefers the server's message, else 'Failed to update profile'; no answer: 'An error occurred while updating profile'", async () => {
    const replies: FakeReply[] = [
      { status: 500, data: { message: 'Storage is full' } },
      { status: 500, data: {} },
      'network-error',
    ];
    answer(() => replies.shift() ?? { status: 500 });
    const user = userEvent.setup();
    renderProfile();
    await loaded();
    const save = () => user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await save();
    expect(await screen.findAllByText('Storage is full')).toHaveLength(2);
    await save();
    expect(await screen.findAllByText('Failed to update profile')).toHaveLength(2);
    await save();
    expect(await screen.findAllByText('An error occurred while updating profile')).toHaveLength(2);
  });

  it('hides a message after 5 seconds, or when dismissed', async () => {
    answer(() => ({
      status: 200,
      data: { success: true, message: 'Profile updated successfully!', data: USER },
    }));
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    jest.useFakeTimers();
    renderProfile();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findAllByText('Profile updated successfully!');
    expect(banner('Profile updated successfully!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(4900));
    expect(banner('Profile updated successfully!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText('Profile updated successfully!')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findAllByText('Profile updated successfully!');
    const shown = banner('Profile updated successfully!');
    await user.click(within(shown).getByRole('button', { name: 'Dismiss message' }));
    await waitFor(() =>
      expect(
        screen
          .queryAllByText('Profile updated successfully!')
          .filter((node) => !node.closest('[aria-label="Notifications"]')),
      ).toHaveLength(0),
    );
  });

  describe('Change Password', () => {
    async function fill(current: string, next: string, confirmation: string) {
      const user = userEvent.setup();
      if (current) await user.type(screen.getByLabelText(/Current Password/), current);
      if (next) await user.type(screen.getByLabelText(/^New Password/), next);
      if (confirmation)
        await user.type(screen.getByLabelText(/Confirm New Password/), confirmation);
      await user.click(screen.getByRole('button', { name: 'Change Password' }));
    }

    it('checks the rules with the spec messages and sends nothing', async () => {
      const { calls } = answer();
      renderProfile();
      await loaded();
      await fill('', '', '');
      expect(await screen.findByText('Current password is required')).toBeInTheDocument();
      expect(screen.getByText('New password is required')).toBeInTheDocument();
      expect(screen.getByText('Password confirmation is required')).toBeInTheDocument();
      await fill('old', 'short', 'other');
      expect(
        await screen.findByText('New password must be at least 8 characters'),
      ).toBeInTheDocument();
      expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
      expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    });

    it('sends the three fields, shows the success and clears the form', async () => {
      let release: (reply: FakeReply) => void = () => undefined;
      const { calls } = answer(() => new Promise<FakeReply>((resolve) => (release = resolve)));
      renderProfile();
      await loaded();
      await fill('old-password', 'brand-new-pass', 'brand-new-pass');
      expect(await screen.findByRole('button', { name: 'Changing...' })).toBeDisabled();
      expect(calls.find((call) => call.method === 'PUT')).toEqual(
        expect.objectContaining({
          url: '/api/user/password',
          body: {
            current_password: 'old-password',
            new_password: 'brand-new-pass',
            new_password_confirmation: 'brand-new-pass',
          },
        }),
      );
      await act(async () =>
        release({
          status: 200,
          data: { success: true, message: 'Password changed successfully!' },
        }),
      );
      expect(banner('Password changed successfully!')).toHaveAttribute('role', 'status');
      expect(toasts().getByText('Password changed successfully!')).toBeInTheDocument();
      expect(screen.getByLabelText(/Current Password/)).toHaveValue('');
      expect(screen.getByLabelText(/^New Password/)).toHaveValue('');
      expect(useSession.getState().token).toBe('user-token');
    });

    it('shows a wrong current password on its field, and the failures of §8', async () => {
      const replies: FakeReply[] = [
        {
          status: 422,
          data: {
            message: 'The current password is incorrect.',
            errors: { current_password: ['The current password is incorrect.'] },
          },
        },
        { status: 500, data: {} },
        'network-error',
      ];
      answer(() => replies.shift() ?? { status: 500 });
      renderProfile();
      await loaded();
      await fill('wrong-password', 'brand-new-pass', 'brand-new-pass');
      expect(await screen.findAllByText('The current password is incorrect.')).toHaveLength(3);
      expect(screen.getByLabelText(/Current Password/)).toHaveAttribute('aria-invalid', 'true');
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Change Password' }));
      expect(await screen.findAllByText('Failed to change password')).toHaveLength(2);
      await user.click(screen.getByRole('button', { name: 'Change Password' }));
      expect(await screen.findAllByText('An error occurred while changing password')).toHaveLength(
        2,
      );
    });
  });

  describe('Two-factor authentication', () => {
    it('enrols in a dialog: QR code and key, a wrong code on its field, then the recovery codes once', async () => {
      const { calls } = answer((call) => {
        if (call.url === '/api/two-factor/setup') {
          return {
            status: 200,
            data: {
              success: true,
              secret: 'JBSWY3DPEHPK3PXP',
              otpauth_url: 'otpauth://totp/Voice:ann%40example.com?secret=JBSWY3DPEHPK3PXP',
              qr_code: 'data:image/svg+xml;base64,PHN2Zy8+',
            },
          };
        }
        if ((call.body as { code?: string }).code === '111111') {
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
          data: {
            success: true,
            message: 'Two-factor authentication enabled successfully',
            recovery_codes: ['aaaaa-bbbbb', 'ccccc-ddddd'],
          },
        };
      });
      renderProfile();
      const user = userEvent.setup();
      await user.click(
        await screen.findByRole('button', { name: 'Set up two-factor authentication' }),
      );
      const dialog = await screen.findByRole('dialog', {
        name: 'Set up two-factor authentication',
      });
      expect(
        await within(dialog).findByAltText('QR code for your authenticator app'),
      ).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
      expect(within(dialog).getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
      const code = within(dialog).getByLabelText(/authentication code/i);
      await user.type(code, '111111');
      await user.click(within(dialog).getByRole('button', { name: 'Enable' }));
      expect(
        await within(dialog).findByText('The authentication code is invalid.'),
      ).toHaveAttribute('id', 'enrol-code-error');
      await user.clear(code);
      await user.type(code, '222222');
      await user.click(within(dialog).getByRole('button', { name: 'Enable' }));
      const saved = await screen.findByRole('dialog', { name: 'Save your recovery codes' });
      expect(
        within(saved)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['aaaaa-bbbbb', 'ccccc-ddddd']);
      expect(
        calls.filter((call) => call.url === '/api/two-factor/enable').map((c) => c.body),
      ).toEqual([{ code: '111111' }, { code: '222222' }]);
    });

    it("a platform admin sets the platform's rule: the saved value is sent, and the page says so", async () => {
      const ADMIN: User = { ...USER, role: 'super_admin' };
      useSession.setState({ token: 'admin-token', user: ADMIN });
      const { calls } = answer(
        (call) => {
          if (call.url !== '/api/super-admin/two-factor-policy') return { status: 500 };
          const policy = call.method === 'PUT' ? call.body : { required_for_admins: false };
          return { status: 200, data: { success: true, data: policy } };
        },
        { status: 200, data: { success: true, data: ADMIN } },
      );
      renderProfile();
      const user = userEvent.setup();
      const rule = await screen.findByRole('checkbox', {
        name: 'Require two-factor authentication for platform admins and reseller admins',
      });
      expect(rule).not.toBeChecked();
      await user.click(rule);
      const form = screen.getByRole('form', { name: 'Platform rule' });
      await user.click(within(form).getByRole('button', { name: 'Save' }));
      expect(await screen.findAllByText('Two-factor settings updated successfully')).not.toEqual(
        [],
      );
      expect(
        calls
          .filter((call) => call.url === '/api/super-admin/two-factor-policy')
          .map((call) => [call.method, call.body]),
      ).toEqual([
        ['GET', undefined],
        ['PUT', { required_for_admins: true }],
      ]);
      expect(screen.getByRole('checkbox', { name: /Require two-factor/ })).toBeChecked();
    });

    it('a user who is not a platform admin sees no platform rule and never asks for it', async () => {
      const { calls } = answer();
      renderProfile();
      expect(
        await screen.findByRole('button', { name: 'Set up two-factor authentication' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('checkbox', { name: /Require two-factor/ })).toBeNull();
      expect(calls.some((call) => call.url.includes('two-factor-policy'))).toBe(false);
    });
  });
});

import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EmailSender } from '@voice/contracts';
import { EMAIL_SENDER_MESSAGES } from '@voice/contracts/schemas';
import { fakeServer, type SeenRequest } from '@voice/api-client/testing';
import { useSession } from '@voice/session';
import { renderWithQueries } from '@voice/ui/testing';
import EmailSenderPage from './email-sender-page';
import { ok } from '../../shared/test-support/replies';

const NONE: EmailSender = {
  from_name: '',
  from_address: null,
  reply_to: null,
  domain: null,
  status: 'pending',
  records: null,
  active_from: 'Acme Voice <no-reply@mail.voice.example>',
  active_reply_to: null,
  verified_at: null,
  last_checked_at: null,
  last_error: null,
  smtp_host: null,
  smtp_port: null,
  smtp_secure: false,
  smtp_user: null,
  smtp_password_set: false,
};
const RECORDS = {
  spf: {
    type: 'TXT' as const,
    name: 'acme-agency.com',
    value: 'v=spf1 a:smtp.acme-agency.com include:mail.voice.example ~all',
  },
  dkim: {
    type: 'TXT' as const,
    name: 'sa1b2c3d4._domainkey.acme-agency.com',
    value: 'v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA',
  },
};
const SAVED: EmailSender = {
  ...NONE,
  from_name: 'Acme Support',
  from_address: 'hello@acme-agency.com',
  reply_to: 'help@acme-agency.com',
  domain: 'acme-agency.com',
  records: RECORDS,
  active_from: 'Acme Support <no-reply@mail.voice.example>',
  active_reply_to: 'help@acme-agency.com',
  smtp_host: 'smtp.acme-agency.com',
  smtp_port: 587,
  smtp_user: 'acme',
  smtp_password_set: true,
};
const DKIM_MISSING =
  'No DKIM record was found at sa1b2c3d4._domainkey.acme-agency.com: add the TXT record shown here.';

let server: ReturnType<typeof fakeServer>;
afterEach(() => {
  server?.restore();
  useSession.getState().clear();
});

function signIn() {
  useSession.setState({
    token: 't',
    user: {
      id: 1,
      name: 'Ada',
      email: 'ada@acme.test',
      role: 'reseller_admin',
      reseller_id: 7,
    } as never,
  });
}

describe('Email sender (/admin/email-sender)', () => {
  it('checks the form with the shared rules, saves, and shows the records with Copy buttons', async () => {
    const puts: SeenRequest[] = [];
    server = fakeServer({
      'GET /api/admin/email-sender': () => ok(NONE),
      'PUT /api/admin/email-sender': (request) => {
        puts.push(request);
        return ok(SAVED, EMAIL_SENDER_MESSAGES.savedUnverified);
      },
    });
    signIn();
    const user = userEvent.setup();
    renderWithQueries(<EmailSenderPage />, { path: '/admin/email-sender' });

    expect(await screen.findByText('Acme Voice <no-reply@mail.voice.example>')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Domain records' })).not.toBeInTheDocument();
    const address = screen.getByLabelText(/From address/);
    await user.type(address, 'not an address');
    await user.type(screen.getByLabelText(/SMTP user name/), 'acme');
    await user.click(screen.getByRole('button', { name: 'Save sender' }));
    expect(await screen.findByText(EMAIL_SENDER_MESSAGES.addressInvalid)).toBeInTheDocument();
    expect(screen.getByText(EMAIL_SENDER_MESSAGES.smtpHostRequired)).toBeInTheDocument();
    expect(puts).toHaveLength(0);

    await user.clear(address);
    await user.type(address, 'hello@acme-agency.com');
    await user.type(screen.getByLabelText(/Sender name/), 'Acme Support');
    await user.type(screen.getByLabelText(/Reply-to address/), 'help@acme-agency.com');
    await user.type(screen.getByLabelText(/SMTP host/), 'smtp.acme-agency.com');
    await user.type(screen.getByLabelText(/SMTP password/), 'pa55word');
    await user.click(screen.getByRole('button', { name: 'Save sender' }));
    expect(await screen.findByText(EMAIL_SENDER_MESSAGES.savedUnverified)).toBeInTheDocument();
    expect(puts[0]?.body).toEqual({
      from_name: 'Acme Support',
      from_address: 'hello@acme-agency.com',
      reply_to: 'help@acme-agency.com',
      smtp_host: 'smtp.acme-agency.com',
      smtp_port: 587,
      smtp_secure: false,
      smtp_user: 'acme',
      smtp_password: 'pa55word',
    });

    const records = (await screen.findByRole('heading', { name: 'Domain records' })).closest(
      'section, div',
    ) as HTMLElement;
    expect(within(records).getByText('Waiting for DNS')).toBeInTheDocument();
    expect(within(records).getByText(RECORDS.dkim.name)).toBeInTheDocument();
    expect(within(records).getByText(RECORDS.spf.value)).toBeInTheDocument();
    for (const name of [
      "Copy the SPF record's value",
      "Copy the DKIM record's name",
      "Copy the DKIM record's value",
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    // The password is never shown again: "set", and a blank field keeps it.
    const password = screen.getByLabelText(/SMTP password/) as HTMLInputElement;
    expect(password.value).toBe('');
    expect(screen.getByText('set')).toBeInTheDocument();
  });

  it('verifies, shows why not, then the verified status', async () => {
    let calls = 0;
    server = fakeServer({
      'GET /api/admin/email-sender': () => ok(SAVED),
      'POST /api/admin/email-sender/verify': () => {
        calls += 1;
        return calls === 1
          ? ok({ ...SAVED, status: 'failed', last_error: DKIM_MISSING }, DKIM_MISSING)
          : ok(
              {
                ...SAVED,
                status: 'verified',
                active_from: 'Acme Support <hello@acme-agency.com>',
              },
              EMAIL_SENDER_MESSAGES.verified,
            );
      },
    });
    signIn();
    const user = userEvent.setup();
    renderWithQueries(<EmailSenderPage />, { path: '/admin/email-sender' });

    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(DKIM_MISSING)).toBeInTheDocument();
    expect(screen.getByText('Not verified')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(EMAIL_SENDER_MESSAGES.verified)).toBeInTheDocument();
    expect(screen.getByText('Acme Support <hello@acme-agency.com>')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeInTheDocument();
  });

  it('sends a test email and shows the SMTP server refusal as the server words it', async () => {
    const refused = EMAIL_SENDER_MESSAGES.testFailed('Invalid login: 535 Authentication failed');
    let calls = 0;
    server = fakeServer({
      'GET /api/admin/email-sender': () => ok(SAVED),
      'POST /api/admin/email-sender/test': () => {
        calls += 1;
        return calls === 1
          ? { status: 422, data: { message: refused } }
          : {
              status: 200,
              data: { success: true, message: EMAIL_SENDER_MESSAGES.testSent('ada@acme.test') },
            };
      },
    });
    signIn();
    const user = userEvent.setup();
    renderWithQueries(<EmailSenderPage />, { path: '/admin/email-sender' });

    expect(
      await screen.findByText(/Sends a test email to you \(ada@acme\.test\)/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send test email' }));
    expect(await screen.findByText(refused)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send test email' }));
    expect(await screen.findByText('Test email sent to ada@acme.test.')).toBeInTheDocument();
  });

  it('removes the SMTP settings only after confirming', async () => {
    let removed = 0;
    server = fakeServer({
      'GET /api/admin/email-sender': () => ok(SAVED),
      'DELETE /api/admin/email-sender/smtp': () => {
        removed += 1;
        return ok(
          { ...SAVED, smtp_host: null, smtp_user: null, smtp_password_set: false },
          EMAIL_SENDER_MESSAGES.smtpRemoved,
        );
      },
    });
    signIn();
    const user = userEvent.setup();
    renderWithQueries(<EmailSenderPage />, { path: '/admin/email-sender' });

    await user.click(await screen.findByRole('button', { name: 'Remove SMTP settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove your SMTP settings?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(removed).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Remove SMTP settings' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, remove them' }),
    );
    expect(await screen.findByText(EMAIL_SENDER_MESSAGES.smtpRemoved)).toBeInTheDocument();
    expect(removed).toBe(1);
    expect(screen.queryByRole('button', { name: 'Remove SMTP settings' })).not.toBeInTheDocument();
  });
});

import { beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { FakeReply } from '@voice/api-client/testing';
import { renderPage } from '@voice/ui/testing';
import ContactForm from './contact-form';
import { fakeApiPerTest, validationFailed } from '../../test-support';

const answer = fakeApiPerTest();

let user: UserEvent;
beforeEach(async () => {
  user = userEvent.setup();
  // The form waits for this remote's messages (they come with its chunk).
  await act(async () => {
    renderPage(<ContactForm />, { path: '/' });
  });
  await screen.findByRole('button', { name: 'Send Message' });
});

const field = {
  first: () => screen.getByLabelText(/first name/i),
  last: () => screen.getByLabelText(/last name/i),
  email: () => screen.getByLabelText(/^email/i),
  phone: () => screen.getByLabelText(/phone \(optional\)/i),
  message: () => screen.getByLabelText(/^message/i),
};
const send = () => user.click(screen.getByRole('button', { name: 'Send Message' }));

async function fill(options: { phone?: string } = {}) {
  await user.type(field.first(), '  Ada ');
  await user.type(field.last(), 'Lovelace');
  await user.type(field.email(), 'ada@example.com');
  if (options.phone) await user.type(field.phone(), options.phone);
  await user.type(field.message(), 'Do you support Spanish-speaking callers?');
}

describe('ContactForm', () => {
  it('has labelled fields; phone is the only optional one', () => {
    for (const input of [field.first(), field.last(), field.email(), field.message()]) {
      expect(input).toBeRequired();
    }
    expect(field.phone()).not.toBeRequired();
    expect(field.email()).toHaveAttribute('type', 'email');
  });

  it('requires first name, last name, email and message before calling the server', async () => {
    const { calls } = answer(() => ({ status: 200, data: { success: true, message: 'ok' } }));
    await send();
    expect(await screen.findByText('First name is required')).toBeVisible();
    expect(screen.getByText('Last name is required')).toBeVisible();
    expect(screen.getByText('Email is required')).toBeVisible();
    expect(screen.getByText('Message is required')).toBeVisible();
    expect(field.first()).toHaveAttribute('aria-invalid', 'true');
    expect(field.first()).toHaveAccessibleDescription('First name is required');
    expect(field.phone()).toHaveAttribute('aria-invalid', 'false');
    expect(calls).toHaveLength(0);
  });

  it('rejects a malformed email', async () => {
    const { calls } = answer(() => ({ status: 200, data: { success: true } }));
    await fill();
    await user.clear(field.email());
    await user.type(field.email(), 'ada@');
    await send();
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it('posts the trimmed form, clears it and shows the server message', async () => {
    const { calls } = answer(() => ({
      status: 200,
      data: { success: true, message: 'Thank you for contacting us! We will respond soon.' },
    }));
    await fill({ phone: '+1 555 0100' });
    await send();

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Thank you for contacting us! We will respond soon.');
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/contact',
        body: {
          first_name: 'Ada',
          last_name: 'Lovelace',
          email: 'ada@example.com',
          phone: '+1 555 0100',
          message: 'Do you support Spanish-speaking callers?',
        },
      }),
    ]);
    for (const input of Object.values(field)) expect(input()).toHaveValue('');
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
  });

  it('leaves the optional phone out when it is empty', async () => {
    const { calls } = answer(() => ({ status: 200, data: { success: true } }));
    await fill();
    await send();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you for your message! We will get back to you shortly.',
    );
    expect(calls[0]?.body).not.toHaveProperty('phone');
  });

  it("prefers the server's message on an error and keeps what was typed", async () => {
    answer(() => ({ status: 429, data: { message: 'Too many messages. Try again in a minute.' } }));
    await fill();
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many messages. Try again in a minute.',
    );
    expect(field.last()).toHaveValue('Lovelace');
  });

  it('says there was an error when the server gives no message', async () => {
    answer(() => ({ status: 500 }));
    await fill();
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was an error sending your message. Please try again.',
    );
  });

  it('treats an answer with success false as a failure', async () => {
    answer(() => ({ status: 200, data: { success: false } }));
    await fill();
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was an error sending your message. Please try again.',
    );
    expect(field.first()).toHaveValue('  Ada ');
  });

  it('suggests contacting us directly on a network failure', async () => {
    answer(() => 'network-error');
    await fill();
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was an error sending your message. Please try again or contact us directly.',
    );
  });

  it("shows the server's field errors under their fields until the field is edited", async () => {
    answer(() =>
      validationFailed('The given data was invalid.', {
        email: ['This email domain does not accept mail.', 'second'],
        phone: ['Bad'],
      }),
    );
    await fill();
    await send();
    const emailError = await screen.findByText('This email domain does not accept mail.');
    expect(emailError).toBeVisible();
    expect(field.email()).toHaveAccessibleDescription('This email domain does not accept mail.');
    expect(screen.getByText('Bad')).toBeVisible();
    expect(screen.queryByText('second')).not.toBeInTheDocument();
    expect(screen.getByText('The given data was invalid.')).toBeVisible();

    await user.type(field.email(), 'm');
    expect(screen.queryByText('This email domain does not accept mail.')).not.toBeInTheDocument();
    expect(screen.getByText('Bad')).toBeVisible();
  });

  it('shows Sending... while the message is on its way', async () => {
    let release: (reply: FakeReply) => void = () => undefined;
    answer(() => new Promise<FakeReply>((resolve) => (release = resolve)));
    await fill();
    await send();
    const busy = await screen.findByRole('button', { name: 'Sending...' });
    expect(busy).toBeDisabled();
    release({ status: 200, data: { success: true, message: 'Sent.' } });
    expect(await screen.findByRole('button', { name: 'Send Message' })).toBeEnabled();
  });
});

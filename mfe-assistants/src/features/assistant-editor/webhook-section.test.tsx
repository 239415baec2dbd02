import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { Buffer } from 'node:buffer';
import * as crypto from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { useSession } from '@voice/session';
import { ToastProvider } from '@voice/ui';
import { fakeServer, type Reply } from '@voice/api-client/testing';
import { renderInForm } from './ai-configuration/test-support';
import { verificationSnippet } from './signing-secret';
import { WebhookSection } from './webhook-section';

const SECRET = 'whsec_3f9a1c2b7d4e8f60a1b2c3d4e5f60718293a4b5c6d7e8f9';

const rotated: Reply = {
  status: 200,
  data: {
    success: true,
    message: 'Webhook signing secret created',
    data: {
      secret: SECRET,
      signature_header: 'X-Webhook-Signature',
      timestamp_header: 'X-Webhook-Timestamp',
    },
  },
};

let server: ReturnType<typeof fakeServer> | null = null;

beforeEach(() => {
  useSession.setState({ token: 'token-1' });
});

afterEach(() => {
  server?.restore();
  server = null;
  jest.restoreAllMocks();
  useSession.setState({ token: null, user: null });
});

function renderSection(assistantId: string | null) {
  return renderInForm(
    <MemoryRouter>
      <ToastProvider>
        <WebhookSection assistantId={assistantId} />
      </ToastProvider>
    </MemoryRouter>,
  );
}

const secretPosts = () => server?.requests('/api/assistants/5/webhook-secret') ?? [];

async function openConfirm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Create new signing secret' }));
  return screen.getByRole('dialog', { name: 'Create a new signing secret?' });
}

describe('the signing secret of the webhook section', () => {
  it('asks a new assistant to be saved first, with no button', () => {
    renderSection(null);
    const group = screen.getByRole('group', { name: 'Signing secret' });
    expect(group).toHaveTextContent('Save the assistant to create a signing secret');
    expect(within(group).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Webhook URL')).toBeInTheDocument();
  });

  it('asks first, since the old secret stops working; Cancel sends nothing', async () => {
    server = fakeServer({ 'POST /api/assistants/5/webhook-secret': () => rotated });
    const user = userEvent.setup();
    renderSection('5');
    const confirm = await openConfirm(user);
    expect(confirm).toHaveTextContent('stops working');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(secretPosts()).toHaveLength(0);
  });

  it('creates the secret on confirm and shows it once, with the headers and how to verify', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    server = fakeServer({
      'POST /api/assistants/5/webhook-secret': () =>
        new Promise<Reply>((resolve) => {
          answer = resolve;
        }),
    });
    const user = userEvent.setup();
    renderSection('5');
    const confirm = await openConfirm(user);
    await user.click(within(confirm).getByRole('button', { name: 'Create new secret' }));
    expect(within(confirm).getByRole('button', { name: 'Create new secret' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Creating signing secret...' })).toBeDisabled();
    expect(secretPosts()).toHaveLength(1);
    expect(secretPosts()[0]?.headers.Authorization).toBe('Bearer token-1');

    answer(rotated);
    const dialog = await screen.findByRole('dialog', { name: 'Your new signing secret' });
    expect(screen.queryByRole('dialog', { name: 'Create a new signing secret?' })).toBeNull();
    expect(
      within(dialog).getByText("Copy it now: you won't be able to see it again."),
    ).toBeVisible();
    const field = within(dialog).getByRole('textbox', { name: 'Signing secret' });
    expect(field).toHaveValue(SECRET);
    expect(field).toHaveAttribute('readonly');
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toHaveFocus();

    expect(dialog).toHaveTextContent('X-Webhook-Timestamp');
    expect(dialog).toHaveTextContent('X-Webhook-Signature');
    expect(dialog).toHaveTextContent('Reject timestamps older than 5 minutes');
    const code = within(dialog).getByLabelText('Node.js example');
    expect(code).toHaveTextContent(
      "createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')",
    );
    expect(code).toHaveTextContent('timingSafeEqual');
    expect(code).toHaveTextContent("headers['x-webhook-signature']");
    // The secret itself is never written into the example.
    expect(code).not.toHaveTextContent(SECRET);

    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(within(dialog).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(within(dialog).getByText('The secret is on your clipboard.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(SECRET);
    expect(screen.getByRole('button', { name: 'Create new signing secret' })).toBeEnabled();
  });

  it('selects the secret for a manual copy when the clipboard refuses', async () => {
    server = fakeServer({ 'POST /api/assistants/5/webhook-secret': () => rotated });
    const user = userEvent.setup();
    renderSection('5');
    await user.click(
      within(await openConfirm(user)).getByRole('button', { name: 'Create new secret' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Your new signing secret' });
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await within(dialog).findByText(/Copying is not available here/)).toBeInTheDocument();
    const field = within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Signing secret' });
    expect(field.selectionStart).toBe(0);
    expect(field.selectionEnd).toBe(SECRET.length);
  });

  it.each([
    [
      'the server message',
      { status: 404, data: { success: false, message: 'Assistant not found' } },
      'Assistant not found',
    ],
    [
      'a fallback without one',
      { status: 500, data: {} },
      'Failed to create a signing secret. Please try again.',
    ],
    [
      'an error for a reply without a secret',
      { status: 200, data: { success: true, data: {} } },
      'Failed to create a signing secret: Unexpected reply from the server',
    ],
  ] as const)('shows %s in an error toast and no secret', async (_label, reply, text) => {
    server = fakeServer({ 'POST /api/assistants/5/webhook-secret': () => reply });
    const user = userEvent.setup();
    renderSection('5');
    await user.click(
      within(await openConfirm(user)).getByRole('button', { name: 'Create new secret' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('the verification example', () => {
  type Verify = (headers: Record<string, string>, rawBody: string, secret: string) => boolean;
  const nodeRequire = (name: string) => {
    if (name !== 'node:crypto') throw new Error(`unexpected require ${name}`);
    return crypto;
  };
  // The snippet as a user would paste it, run for real against signed deliveries.
  const verify = new Function(
    'require',
    'Buffer',
    `${verificationSnippet('X-Webhook-Signature', 'X-Webhook-Timestamp')}\nreturn isValidDelivery;`,
  )(nodeRequire, Buffer) as Verify;

  const body = JSON.stringify({ message: { type: 'end-of-call-report', call: { id: 'c-1' } } });
  const sign = (timestamp: number, raw = body, secret = SECRET) =>
    `sha256=${crypto.createHmac('sha256', secret).update(`${timestamp}.${raw}`).digest('hex')}`;
  const now = () => Math.floor(Date.now() / 1000);
  const headers = (timestamp: number, signature: string) => ({
    'x-webhook-timestamp': String(timestamp),
    'x-webhook-signature': signature,
  });

  it('accepts a delivery signed with the secret', () => {
    const t = now();
    expect(verify(headers(t, sign(t)), body, SECRET)).toBe(true);
  });

  it('refuses another secret, another body, a bad signature or no headers', () => {
    const t = now();
    expect(verify(headers(t, sign(t, body, 'other-secret')), body, SECRET)).toBe(false);
    expect(verify(headers(t, sign(t)), `${body} `, SECRET)).toBe(false);
    expect(verify(headers(t, 'sha256=abc'), body, SECRET)).toBe(false);
    expect(verify({}, body, SECRET)).toBe(false);
  });

  it('refuses timestamps older than 5 minutes (or as far ahead)', () => {
    const stale = now() - 301;
    const ahead = now() + 301;
    expect(verify(headers(stale, sign(stale)), body, SECRET)).toBe(false);
    expect(verify(headers(ahead, sign(ahead)), body, SECRET)).toBe(false);
    const recent = now() - 200;
    expect(verify(headers(recent, sign(recent)), body, SECRET)).toBe(true);
  });
});

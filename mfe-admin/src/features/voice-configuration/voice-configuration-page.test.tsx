import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ResellerVoiceConfiguration } from '@voice/contracts';
import { renderWithQueries } from '@voice/ui/testing';
import { fakeServer, type SeenRequest } from '@voice/api-client/testing';
import VoiceConfigurationPage from './voice-configuration-page';
import { ok } from '../../shared/test-support/replies';

const EMPTY: ResellerVoiceConfiguration = {
  scope: 'reseller',
  vapi_api_key_masked: null,
  twilio_account_sid: null,
  twilio_auth_token_masked: null,
  elevenlabs_api_key_masked: null,
  uses_own_vapi: false,
  uses_own_twilio: false,
  uses_own_elevenlabs: false,
  updated_at: null,
};

const SID = `AC${'0123456789abcdef'.repeat(2)}`;

const SAVED: ResellerVoiceConfiguration = {
  ...EMPTY,
  vapi_api_key_masked: '…••••A1b2',
  twilio_account_sid: SID,
  twilio_auth_token_masked: '…••••C3d4',
  uses_own_vapi: true,
  uses_own_twilio: true,
  updated_at: '2026-11-23T01:00:00.000Z',
};

function renderPage() {
  return renderWithQueries(<VoiceConfigurationPage />);
}

let server: ReturnType<typeof fakeServer>;
afterEach(() => server?.restore());

describe('Voice configuration (/admin/voice-configuration)', () => {
  it("saves a reseller admin's keys, then shows them masked with the secret fields blank", async () => {
    const puts: SeenRequest[] = [];
    server = fakeServer({
      'GET /api/admin/voice-configuration': () => ok(EMPTY),
      'PUT /api/admin/voice-configuration': (request) => {
        puts.push(request);
        return ok(SAVED, 'Voice configuration saved successfully');
      },
    });
    const user = userEvent.setup();
    renderPage();

    expect(
      screen.getByRole('heading', { level: 1, name: 'Voice Configuration' }),
    ).toBeInTheDocument();
    await screen.findByRole('form', { name: 'Voice provider keys' });
    expect(screen.getAllByText("The platform's account")).toHaveLength(3);

    await user.type(screen.getByLabelText(/Twilio Account SID/), 'AC123');
    await user.type(screen.getByLabelText(/Vapi private API key/), 'has space');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Twilio Account SID must start with AC followed by 32 hexadecimal characters',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Vapi API key cannot contain spaces')).toBeInTheDocument();
    expect(puts).toHaveLength(0);

    await user.clear(screen.getByLabelText(/Twilio Account SID/));
    await user.type(screen.getByLabelText(/Twilio Account SID/), SID);
    await user.clear(screen.getByLabelText(/Vapi private API key/));
    await user.type(screen.getByLabelText(/Vapi private API key/), 'vapi-key-A1b2');
    await user.type(screen.getByLabelText(/Twilio auth token/), 'token-C3d4');
    expect(screen.getByLabelText(/Twilio auth token/)).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Voice configuration saved successfully')).toBeInTheDocument();
    expect(puts).toHaveLength(1);
    expect(puts[0]?.body).toEqual({
      vapi_api_key: 'vapi-key-A1b2',
      twilio_account_sid: SID,
      twilio_auth_token: 'token-C3d4',
      elevenlabs_api_key: '',
    });
    expect(await screen.findByText('…••••A1b2')).toBeInTheDocument();
    expect(screen.getByText('Your Vapi account')).toBeInTheDocument();
    expect(screen.getByText('Your Twilio account')).toBeInTheDocument();
    expect(screen.getByLabelText(/Vapi private API key/)).toHaveValue('');
    expect(screen.getByLabelText(/Twilio Account SID/)).toHaveValue(SID);
  });

  it("shows the server's field errors and a failure toast", async () => {
    server = fakeServer({
      'GET /api/admin/voice-configuration': () => ok(EMPTY),
      'PUT /api/admin/voice-configuration': () => ({
        status: 422,
        data: {
          message: 'The given data was invalid.',
          errors: { twilio_auth_token: ['Twilio auth token is required with an Account SID'] },
        },
      }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByLabelText(/Twilio Account SID/), SID);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Twilio auth token is required with an Account SID'),
    ).toBeInTheDocument();
    expect(await screen.findByText('The given data was invalid.')).toBeInTheDocument();
  });

  it('removes the saved keys after a confirmation', async () => {
    let deletes = 0;
    server = fakeServer({
      'GET /api/admin/voice-configuration': () => ok(SAVED),
      'DELETE /api/admin/voice-configuration': () => {
        deletes += 1;
        return ok(EMPTY, 'Voice configuration removed');
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Remove keys' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove your voice keys?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deletes).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Remove keys' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, remove them' }));
    expect(await screen.findByText('Voice configuration removed')).toBeInTheDocument();
    expect(deletes).toBe(1);
    expect(screen.queryByRole('button', { name: 'Remove keys' })).not.toBeInTheDocument();
  });

  it("shows a platform admin the platform's providers, read-only", async () => {
    server = fakeServer({
      'GET /api/admin/voice-configuration': () => ({
        status: 200,
        data: {
          success: true,
          data: {
            scope: 'platform',
            voice_provider: 'vapi',
            telephony_provider: 'sandbox',
            elevenlabs_configured: false,
          },
        },
      }),
    });
    renderPage();
    expect(await screen.findByText('Vapi')).toBeInTheDocument();
    expect(screen.getByText('Sandbox (test numbers)')).toBeInTheDocument();
    expect(screen.getByText('Built-in list')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('says when the configuration cannot be loaded', async () => {
    server = fakeServer({
      'GET /api/admin/voice-configuration': () => ({ status: 500, data: { message: 'boom' } }),
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load voice configuration',
    );
  });
});

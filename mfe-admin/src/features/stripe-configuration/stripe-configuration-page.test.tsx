import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ResellerStripeConfiguration } from '@voice/contracts';
import { renderWithQueries } from '@voice/ui/testing';
import { fakeServer, type SeenRequest } from '@voice/api-client/testing';
import StripeConfigurationPage from './stripe-configuration-page';
import { ok } from '../../shared/test-support/replies';

const EMPTY: ResellerStripeConfiguration = {
  scope: 'reseller',
  configured: false,
  publishable_key: null,
  secret_key_masked: null,
  webhook_secret_masked: null,
  webhook_url: 'http://localhost:3000/api/webhooks/stripe/reseller/7',
  updated_at: null,
};

const SAVED: ResellerStripeConfiguration = {
  ...EMPTY,
  configured: true,
  publishable_key: 'pk_test_51Abcdefghijkl',
  secret_key_masked: 'sk_test_…••••AbCd',
  webhook_secret_masked: 'whsec_…••••WxYz',
  updated_at: '2024-05-03T12:00:00.000Z',
};

function renderPage() {
  return renderWithQueries(<StripeConfigurationPage />);
}

let server: ReturnType<typeof fakeServer>;
afterEach(() => server?.restore());

describe('Stripe configuration (/admin/stripe-configuration)', () => {
  it("saves a reseller admin's keys, then shows the secrets masked and the fields blank", async () => {
    const puts: SeenRequest[] = [];
    server = fakeServer({
      'GET /api/admin/stripe-configuration': () => ok(EMPTY),
      'PUT /api/admin/stripe-configuration': (request) => {
        puts.push(request);
        return ok(SAVED, 'Stripe configuration saved successfully');
      },
    });
    const user = userEvent.setup();
    renderPage();

    expect(
      screen.getByRole('heading', { level: 1, name: 'Stripe Configuration' }),
    ).toBeInTheDocument();
    await screen.findByRole('form', { name: 'Stripe keys' });
    expect(screen.getByText('Not configured')).toBeInTheDocument();
    expect(screen.getByText(EMPTY.webhook_url)).toBeInTheDocument();
    // Until the keys are saved, the page says where the customers' payments go meanwhile.
    expect(
      screen.getByRole('note', { name: "Where your customers' payments go" }),
    ).toHaveTextContent(
      "Your customers' payments go to the platform's account" +
        "You have not saved your own Stripe keys, so your customers pay through the platform's payment account, not yours.",
    );

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Publishable key is required')).toBeInTheDocument();
    expect(puts).toHaveLength(0);

    await user.type(screen.getByLabelText(/Publishable key/), 'pk_test_51Abcdefghijkl');
    await user.type(screen.getByLabelText(/^Secret key/), 'sk_test_51SecretSecret12AbCd');
    await user.type(screen.getByLabelText(/Webhook signing secret/), 'whsec_SigningSecret12WxYz');
    expect(screen.getByLabelText(/^Secret key/)).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Stripe configuration saved successfully')).toBeInTheDocument();
    expect(puts).toHaveLength(1);
    expect(await screen.findByText('sk_test_…••••AbCd')).toBeInTheDocument();
    expect(screen.getByText('whsec_…••••WxYz')).toBeInTheDocument();
    expect(screen.getByText('Configured')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Secret key/)).toHaveValue('');
    expect(screen.getByLabelText(/Publishable key/)).toHaveValue('pk_test_51Abcdefghijkl');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it("shows the server's field errors and a failure toast", async () => {
    server = fakeServer({
      'GET /api/admin/stripe-configuration': () => ok(SAVED),
      'PUT /api/admin/stripe-configuration': () => ({
        status: 422,
        data: {
          message: 'The given data was invalid.',
          errors: {
            publishable_key: [
              'The publishable and secret keys must both be test keys or both be live keys',
            ],
          },
        },
      }),
    });
    const user = userEvent.setup();
    renderPage();
    const publishable = await screen.findByLabelText(/Publishable key/);
    expect(screen.getByText('sk_test_…••••AbCd')).toBeInTheDocument();
    await user.clear(publishable);
    await user.type(publishable, 'pk_live_51Abcdefghijkl');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'The publishable and secret keys must both be test keys or both be live keys',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('The given data was invalid.')).toBeInTheDocument();
  });

  it('removes the saved keys after a confirmation, and offers nothing to remove before any are saved', async () => {
    let deletes = 0;
    server = fakeServer({
      'GET /api/admin/stripe-configuration': () => ok(SAVED),
      'DELETE /api/admin/stripe-configuration': () => {
        deletes += 1;
        return ok(EMPTY, 'Stripe keys removed');
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Remove keys' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove your Stripe keys?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deletes).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Remove keys' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, remove them' }));
    expect(await screen.findByText('Stripe keys removed')).toBeInTheDocument();
    expect(deletes).toBe(1);
    expect(await screen.findByText('Not configured')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent("the platform's payment account");
    expect(screen.queryByRole('button', { name: 'Remove keys' })).not.toBeInTheDocument();
  });

  it("shows a platform admin the platform's provider, read-only", async () => {
    server = fakeServer({
      'GET /api/admin/stripe-configuration': () => ({
        status: 200,
        data: {
          success: true,
          data: {
            scope: 'platform',
            provider: 'sandbox',
            currency: 'usd',
            configured: true,
            webhook_url: 'http://localhost:3000/api/webhooks/sandbox',
          },
        },
      }),
    });
    renderPage();
    expect(await screen.findByText('Sandbox (test mode)')).toBeInTheDocument();
    expect(screen.getByText('USD')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('says when the configuration cannot be loaded', async () => {
    server = fakeServer({
      'GET /api/admin/stripe-configuration': () => ({ status: 500, data: { message: 'boom' } }),
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load Stripe configuration',
    );
  });
});

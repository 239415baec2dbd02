import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import type { FakeReply } from '@voice/api-client/testing';
import { renderRoute } from '../auth/render-route';
import ResellerRegistrationSuccessPage from './reseller-registration-success-page';
import { STATUS_POLL_MS } from './api/get-registration-status';
import { fakeApiPerTest } from '../../test-support';

const ROUTE = '/reseller-registration/success';
const REFERENCE = 'rr_0123456789abcdef0123456789abcdef';

const answer = fakeApiPerTest();
afterEach(() => {
  jest.useRealTimers();
});

function registration(status: string): FakeReply {
  return {
    status: 200,
    data: {
      success: true,
      data: {
        status,
        org_name: 'Acme Voice Ltd',
        subdomain: 'acme',
        site_url: 'http://acme.localhost:3000',
        login_url: 'http://acme.localhost:3000/login',
      },
    },
  };
}

describe('ResellerRegistrationSuccessPage', () => {
  it('confirms the payment, names the new site and shows the reference', async () => {
    const { calls } = answer(() => registration('active'));
    renderRoute(<ResellerRegistrationSuccessPage />, {
      route: ROUTE,
      url: `${ROUTE}?reference=${REFERENCE}`,
    });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your payment was received' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign in on your subdomain' })).toBeInTheDocument();

    expect(await screen.findByRole('link', { name: 'acme.localhost:3000' })).toHaveAttribute(
      'href',
      'http://acme.localhost:3000/login',
    );
    expect(screen.getByText('The reseller account of Acme Voice Ltd is active.')).toBeVisible();
    expect(screen.getByText(REFERENCE)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(calls).toEqual([
      expect.objectContaining({ method: 'GET', url: `/api/reseller-registrations/${REFERENCE}` }),
    ]);
  });

  it('says the confirmation is on its way while pending, and asks again until active', async () => {
    jest.useFakeTimers();
    let status = 'pending';
    const { calls } = answer(() => registration(status));
    renderRoute(<ResellerRegistrationSuccessPage />, {
      route: ROUTE,
      url: `${ROUTE}?reference=${REFERENCE}`,
    });
    expect(
      await screen.findByText(/waiting for the payment provider's confirmation/),
    ).toBeVisible();
    status = 'active';
    await act(async () => {
      await jest.advanceTimersByTimeAsync(STATUS_POLL_MS);
    });
    expect(await screen.findByText(/is active\.$/)).toBeVisible();
    expect(screen.queryByText(/waiting for the payment provider/)).not.toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });

  it('shows the general next steps when the lookup fails', async () => {
    const { calls } = answer(() => ({ status: 404, data: { message: 'Not Found' } }));
    renderRoute(<ResellerRegistrationSuccessPage />, {
      route: ROUTE,
      url: `${ROUTE}?reference=${REFERENCE}`,
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(calls).toHaveLength(1);
    expect(screen.getByText('your-subdomain.localhost')).toBeVisible();
    expect(screen.getByText(REFERENCE)).toBeVisible();
  });

  it('asks nothing and shows no reference when the query has none', () => {
    const { calls } = answer(() => registration('active'));
    renderRoute(<ResellerRegistrationSuccessPage />, { route: ROUTE, url: ROUTE });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Your payment was received',
    );
    expect(screen.queryByText(/payment reference/i)).not.toBeInTheDocument();
    expect(screen.getByText('your-subdomain.localhost')).toBeVisible();
    expect(calls).toHaveLength(0);
  });
});

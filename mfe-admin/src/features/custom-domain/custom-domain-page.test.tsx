import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomDomain } from '@voice/contracts';
import { CUSTOM_DOMAIN_MESSAGES } from '@voice/contracts/schemas';
import { fakeServer, type SeenRequest } from '@voice/api-client/testing';
import { useSession } from '@voice/session';
import { renderWithQueries } from '@voice/ui/testing';
import CustomDomainPage from './custom-domain-page';
import { ok } from '../../shared/test-support/replies';

const PENDING: CustomDomain = {
  reseller_id: 7,
  domain: 'app.agency.com',
  status: 'pending',
  records: {
    cname: { type: 'CNAME', name: 'app.agency.com', value: 'sites.voice.example' },
    txt: { type: 'TXT', name: '_voice-verification.app.agency.com', value: 'tok_123456789' },
  },
  site_url: 'https://app.agency.com',
  verified_at: null,
  last_checked_at: null,
  last_error: null,
  created_at: '2026-11-28T10:00:00.000Z',
};
const NOT_FOUND_ERROR = `No CNAME record of app.agency.com to sites.voice.example and no TXT record at _voice-verification.app.agency.com were found.`;

let server: ReturnType<typeof fakeServer>;
afterEach(() => {
  server?.restore();
  useSession.getState().clear();
});

function signInAs(role: 'reseller_admin' | 'admin') {
  useSession.setState({
    token: 't',
    user: {
      id: 1,
      name: 'Admin',
      email: 'admin@agency.com',
      role,
      reseller_id: role === 'admin' ? null : 7,
    } as never,
  });
}

describe('Custom domain (/admin/custom-domain)', () => {
  it('adds a domain (the shared rules first), shows the records with Copy, verifies and shows why not', async () => {
    const posts: SeenRequest[] = [];
    let verifyCalls = 0;
    server = fakeServer({
      'GET /api/admin/custom-domain': () => ok(null),
      'POST /api/admin/custom-domain': (request) => {
        posts.push(request);
        return {
          status: 201,
          data: { success: true, message: CUSTOM_DOMAIN_MESSAGES.added, data: PENDING },
        };
      },
      'POST /api/admin/custom-domain/verify': () => {
        verifyCalls += 1;
        return verifyCalls === 1
          ? ok(
              {
                ...PENDING,
                status: 'failed',
                last_error: NOT_FOUND_ERROR,
                last_checked_at: '2026-11-28T10:05:00.000Z',
              },
              NOT_FOUND_ERROR,
            )
          : ok(
              {
                ...PENDING,
                status: 'verified',
                verified_at: '2026-11-28T10:09:00.000Z',
                last_checked_at: '2026-11-28T10:09:00.000Z',
              },
              CUSTOM_DOMAIN_MESSAGES.verified,
            );
      },
    });
    signInAs('reseller_admin');
    const user = userEvent.setup();
    renderWithQueries(<CustomDomainPage />, { path: '/admin/custom-domain' });

    const input = await screen.findByLabelText(/Domain/);
    await user.type(input, 'https://app.agency.com');
    await user.click(screen.getByRole('button', { name: 'Add domain' }));
    expect(await screen.findByText(CUSTOM_DOMAIN_MESSAGES.scheme)).toBeInTheDocument();
    expect(posts).toHaveLength(0);

    await user.clear(input);
    await user.type(input, 'App.Agency.com');
    await user.click(screen.getByRole('button', { name: 'Add domain' }));
    expect(await screen.findByText('Waiting for DNS')).toBeInTheDocument();
    // Sent as typed: the server stores it normalised (lower-case, punycode).
    expect(posts[0]?.body).toEqual({ domain: 'App.Agency.com' });

    const records = screen
      .getByRole('heading', { name: 'DNS records' })
      .closest('section, div') as HTMLElement;
    expect(within(records).getByText('_voice-verification.app.agency.com')).toBeInTheDocument();
    expect(within(records).getByText('tok_123456789')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Copy the TXT record's value" })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: "Copy the CNAME record's value" }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Not verified')).toBeInTheDocument();
    expect(screen.getByText(NOT_FOUND_ERROR)).toBeInTheDocument();
    expect(
      screen.getByText('Not verified yet: the reason is shown under the domain.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Verified', { selector: '[data-tone]' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://app.agency.com' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeInTheDocument();
  });

  it('removes the domain only after confirming', async () => {
    let removed = 0;
    server = fakeServer({
      'GET /api/admin/custom-domain': () => ok(PENDING),
      'DELETE /api/admin/custom-domain': () => {
        removed += 1;
        return { status: 200, data: { success: true, message: CUSTOM_DOMAIN_MESSAGES.removed } };
      },
    });
    signInAs('reseller_admin');
    const user = userEvent.setup();
    renderWithQueries(<CustomDomainPage />, { path: '/admin/custom-domain' });

    await user.click(await screen.findByRole('button', { name: 'Remove domain' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove app.agency.com?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(removed).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Remove domain' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, remove it' }),
    );
    expect(await screen.findByRole('form', { name: 'Add a custom domain' })).toBeInTheDocument();
    expect(removed).toBe(1);
  });

  it('asks a platform admin for the reseller, and sends ?reseller_id= when it is named', async () => {
    const seen: SeenRequest[] = [];
    server = fakeServer({
      'GET /api/admin/custom-domain': (request) => {
        seen.push(request);
        return ok(PENDING);
      },
    });
    signInAs('admin');
    const first = renderWithQueries(<CustomDomainPage />, { path: '/admin/custom-domain' });
    expect(await screen.findByRole('heading', { name: 'Choose a reseller' })).toBeInTheDocument();
    expect(seen).toHaveLength(0);
    first.unmount();

    renderWithQueries(<CustomDomainPage />, { path: '/admin/custom-domain?reseller_id=7' });
    expect(await screen.findByText('app.agency.com', { selector: 'strong' })).toBeInTheDocument();
    expect(seen[0]?.params).toEqual({ reseller_id: 7 });
  });
});

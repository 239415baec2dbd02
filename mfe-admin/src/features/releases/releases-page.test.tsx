import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteRelease, RemoteReleases } from '@voice/contracts';
import { fakeServer } from '@voice/api-client/testing';
import { renderWithQueries } from '@voice/ui/testing';
import { ok } from '../../shared/test-support/replies';
import ReleasesPage from './releases-page';

const V1: RemoteRelease = {
  app: 'mfe-billing',
  version: '1.0.0+aaaaaaaaaaaa',
  manifest_url: '/releases/mfe-billing/1.0.0+aaaaaaaaaaaa/mf-manifest.json',
  contract_version: 1,
  compatible: true,
  size: 250_000,
  file_count: 12,
  published_by: 'deploy key "billing CI" (…abcd)',
  published_at: '2026-11-29T08:00:00.000Z',
  failure_count: 3,
  last_failed_at: '2026-11-29T08:05:00.000Z',
};
const V2: RemoteRelease = { ...V1, version: '1.1.0+bbbbbbbbbbbb', failure_count: 0 };
const V3: RemoteRelease = {
  ...V1,
  version: '2.0.0+cccccccccccc',
  contract_version: 2,
  compatible: false,
};

function overview(live: string | null): RemoteReleases {
  return {
    remotes: [
      {
        app: 'mfe-billing',
        name: 'mfe_billing',
        default_entry: '/build/mfe-billing/mf-manifest.json',
        state: {
          live_version: live,
          previous_live_version: null,
          canary_version: null,
          canary_tenant_ids: [],
          canary_percent: 0,
          updated_at: null,
        },
        versions: [V3, V2, V1],
        deploy_keys: [
          {
            id: 1,
            app: 'mfe-billing',
            name: 'billing CI',
            last4: 'abcd',
            created_at: '2026-11-29T07:00:00.000Z',
            last_used_at: null,
            revoked_at: null,
          },
        ],
      },
    ],
    supported_contract_versions: [1],
  };
}

let server: ReturnType<typeof fakeServer>;
afterEach(() => server?.restore());

describe('/super-admin/releases', () => {
  it('lists the versions with contract, size and failures; promotes one; refuses an unsupported contract', async () => {
    let live: string | null = V1.version;
    server = fakeServer({
      'GET /api/super-admin/remote-releases': () => ok(overview(live)),
      'POST /api/super-admin/remote-releases/mfe-billing/promote': (request) => {
        live = (request.body as { version: string }).version;
        return ok(
          overview(live).remotes[0]?.state,
          'Version promoted: every new page load gets it.',
        );
      },
    });
    const user = userEvent.setup();
    renderWithQueries(<ReleasesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Releases' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Versions of mfe-billing' });
    const [, v3, v2, v1] = within(table).getAllByRole('row');
    expect(v1).toHaveTextContent('1.0.0+aaaaaaaaaaaa Live');
    expect(v1).toHaveTextContent('244 KB');
    expect(within(v1 as HTMLElement).getByText('3')).toBeVisible();
    expect(v3).toHaveTextContent('Unsupported contract');
    expect(v3).toHaveTextContent(
      'This version was built for contract version 2, which the shell does not support (supported: 1). It cannot be promoted.',
    );
    expect(within(v3 as HTMLElement).queryByRole('button', { name: 'Promote' })).toBeNull();
    await user.click(within(v2 as HTMLElement).getByRole('button', { name: 'Promote' }));
    expect(await screen.findByText('Version promoted: every new page load gets it.')).toBeVisible();
    expect(server.calls).toContain('POST /api/super-admin/remote-releases/mfe-billing/promote');
    const [, , promoted] = within(table).getAllByRole('row');
    expect(promoted).toHaveTextContent(`${V2.version} Live`);
  });

  it("shows the server's refusal of a canary on its field", async () => {
    server = fakeServer({
      'GET /api/super-admin/remote-releases': () => ok(overview(null)),
      'PUT /api/super-admin/remote-releases/mfe-billing/canary': () => ({
        status: 422,
        data: {
          message: 'The given data was invalid.',
          errors: {
            tenant_ids: ['Choose the tenants or a percentage of sessions for the canary.'],
          },
        },
      }),
    });
    const user = userEvent.setup();
    renderWithQueries(<ReleasesPage />);
    const table = await screen.findByRole('table', { name: 'Versions of mfe-billing' });
    const [, , v2] = within(table).getAllByRole('row');
    await user.click(within(v2 as HTMLElement).getByRole('button', { name: 'Canary…' }));
    const dialog = await screen.findByRole('dialog', {
      name: `Canary of mfe-billing ${V2.version}`,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Start canary' }));
    expect(
      await within(dialog).findByText(
        'Choose the tenants or a percentage of sessions for the canary.',
      ),
    ).toBeVisible();
  });

  it('creates a deploy key and shows it once', async () => {
    server = fakeServer({
      'GET /api/super-admin/remote-releases': () => ok(overview(null)),
      'POST /api/super-admin/remote-releases/mfe-billing/deploy-keys': () => ({
        status: 201,
        data: {
          success: true,
          message: 'Deploy key created.',
          data: {
            key: { ...overview(null).remotes[0]?.deploy_keys[0], id: 2 },
            plain_key: 'vrk_secret',
          },
        },
      }),
    });
    const user = userEvent.setup();
    renderWithQueries(<ReleasesPage />);
    await user.type(await screen.findByLabelText("New key's name"), 'billing CI');
    await user.click(screen.getByRole('button', { name: 'Create deploy key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deploy key created' });
    expect(within(dialog).getByDisplayValue('vrk_secret')).toBeVisible();
  });
});

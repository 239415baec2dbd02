import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserOption } from '@voice/contracts';
import { useSession } from '@voice/session';
import { fakeServer, type Reply, type SeenRequest } from '@voice/api-client/testing';
import { advance, assistant, page, renderList, signIn } from './test-support';

let server: ReturnType<typeof fakeServer>;

afterEach(() => {
  server?.restore();
  jest.useRealTimers();
  useSession.getState().clear();
});

const ann: UserOption = {
  id: 21,
  name: 'Ann Alpha',
  email: 'ann@alpha.test',
  reseller_id: 4,
  reseller_name: 'Alpha Calls',
};
const bob: UserOption = {
  id: 22,
  name: 'Bob Beta',
  email: 'bob@beta.test',
  reseller_id: 5,
  reseller_name: 'Beta Voice',
};

const ok = (data: unknown): Reply => ({ status: 200, data: { success: true, data } });
const lastList = () => server.requests('/api/assistants').at(-1)?.params;

describe('owner filter of /admin/assistants', () => {
  it("lists the tenant's users, filters the assistants by owner and searches users after 500 ms", async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    signIn('reseller_admin');
    server = fakeServer({
      'GET /api/assistants': () => page([assistant(1)]),
      'GET /api/reseller-billing': () => ok({ subscription: { status: 'active' }, packages: [] }),
      'GET /api/admin/users/for-assignment': (request: SeenRequest) =>
        ok(request.params.search === 'zzz' ? [] : [ann]),
    });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderList('/admin/assistants');
    await screen.findByRole('heading', { name: 'Assistant 1' });
    expect(screen.queryByLabelText('Reseller')).not.toBeInTheDocument();

    const owner = screen.getByLabelText('Owner');
    expect(
      await within(owner).findByRole('option', { name: 'Ann Alpha (ann@alpha.test)' }),
    ).toBeInTheDocument();
    expect(server.requests('/api/admin/users/for-assignment')[0]?.params).toEqual({
      per_page: 100,
    });

    await user.selectOptions(owner, 'Ann Alpha (ann@alpha.test)');
    await waitFor(() => expect(lastList()).toMatchObject({ user_id: 21, page: 1 }));

    await user.type(screen.getByLabelText('Search owners'), 'zzz');
    await advance(499);
    expect(server.requests('/api/admin/users/for-assignment')).toHaveLength(1);
    await advance(1);
    expect(server.requests('/api/admin/users/for-assignment').at(-1)?.params).toEqual({
      per_page: 100,
      search: 'zzz',
    });
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    // The chosen owner stays chosen while the search hides it.
    expect(screen.getByLabelText('Owner')).toHaveValue('21');

    await user.selectOptions(screen.getByLabelText('Owner'), 'All owners');
    await waitFor(() => expect(lastList()).not.toHaveProperty('user_id'));
  });
});

describe('reseller and owner filters of /super-admin/assistants', () => {
  it('searches resellers by org name, filters by reseller and asks for its users', async () => {
    signIn('admin');
    server = fakeServer({
      'GET /api/assistants': () => page([assistant(1)]),
      'GET /api/super-admin/resellers': () =>
        ok([
          { id: 4, org_name: 'Alpha Calls' },
          { id: 5, org_name: 'Beta Voice' },
        ]),
      'GET /api/super-admin/assistants/users-for-assignment': (request: SeenRequest) =>
        ok(request.params.reseller_id === 5 ? [bob] : [ann, bob]),
    });
    const user = userEvent.setup();
    renderList('/super-admin/assistants');
    await screen.findByRole('heading', { name: 'Assistant 1' });

    const reseller = screen.getByLabelText('Reseller');
    await within(reseller).findByRole('option', { name: 'Beta Voice' });
    await user.type(screen.getByLabelText('Search resellers'), 'bet');
    expect(within(reseller).queryByRole('option', { name: 'Alpha Calls' })).not.toBeInTheDocument();
    await user.selectOptions(reseller, 'Beta Voice');
    await waitFor(() => expect(lastList()).toMatchObject({ reseller_id: 5, page: 1 }));
    await waitFor(() =>
      expect(
        server.requests('/api/super-admin/assistants/users-for-assignment').at(-1)?.params,
      ).toEqual({ per_page: 100, reseller_id: 5 }),
    );
    const owner = screen.getByLabelText('Owner');
    await waitFor(() =>
      expect(within(owner).queryByRole('option', { name: /Ann Alpha/ })).not.toBeInTheDocument(),
    );
    await user.selectOptions(owner, 'Bob Beta (bob@beta.test), Beta Voice');
    await waitFor(() => expect(lastList()).toMatchObject({ reseller_id: 5, user_id: 22 }));

    await user.clear(screen.getByLabelText('Search resellers'));
    await user.type(screen.getByLabelText('Search resellers'), 'nothing like it');
    expect(screen.getByText('No resellers found')).toBeInTheDocument();
    expect(screen.getByLabelText('Reseller')).toHaveValue('5');

    // Another reseller clears the owner.
    await user.selectOptions(screen.getByLabelText('Reseller'), 'All resellers');
    await waitFor(() => expect(lastList()).not.toHaveProperty('reseller_id'));
    expect(lastList()).not.toHaveProperty('user_id');
  });

  it('has no filters on the user list', async () => {
    signIn('user');
    server = fakeServer({ 'GET /api/assistants': () => page([assistant(1)]) });
    renderList('/assistants');
    await screen.findByRole('heading', { name: 'Assistant 1' });
    expect(screen.queryByLabelText('Owner')).not.toBeInTheDocument();
    expect(server.calls.some((call) => call.includes('for-assignment'))).toBe(false);
  });
});

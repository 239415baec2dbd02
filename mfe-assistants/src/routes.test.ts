import { describe, expect, it } from '@jest/globals';
import { REMOTE_CONTRACT_VERSION } from '@voice/contracts';
import remote from './routes';
import { routeSummaries } from '@voice/contracts/testing';

describe('mfe-assistants routes', () => {
  it('declares the list and the editor for users, admins and super admins, the webhook inbox, the bookings, the do-not-call list and the campaigns', async () => {
    expect(remote.contractVersion).toBe(REMOTE_CONTRACT_VERSION);
    const table = (base: string, guard: string) => [
      { path: base, guard, title: 'My Voice Assistants' },
      { path: `${base}/create`, guard, title: 'Create Assistant' },
      { path: `${base}/:id/edit`, guard, title: 'Edit Assistant' },
    ];
    expect(routeSummaries(remote.routes)).toEqual([
      ...table('/assistants', 'authenticated'),
      ...table('/admin/assistants', 'admin-area'),
      ...table('/super-admin/assistants', 'super-admin-assistants'),
      { path: '/webhook-inbox', guard: 'authenticated', title: 'Webhook Deliveries' },
      { path: '/bookings', guard: 'authenticated', title: 'Bookings' },
      { path: '/do-not-call', guard: 'authenticated', title: 'Do Not Call' },
      { path: '/campaigns', guard: 'authenticated', title: 'Campaigns' },
      { path: '/campaigns/new', guard: 'authenticated', title: 'New Campaign' },
      { path: '/campaigns/:id/edit', guard: 'authenticated', title: 'Edit Campaign' },
      { path: '/campaigns/:id', guard: 'authenticated', title: 'Campaign' },
    ]);
    const loaded = await Promise.all(remote.routes.map((route) => route.load()));
    // The campaigns' list, form (new and edit) and page.
    const [campaignList, campaignCreate, campaignEdit, campaign] = loaded.splice(-4);
    expect(campaignCreate?.default).toBe(campaignEdit?.default);
    expect(new Set([campaignList?.default, campaignCreate?.default, campaign?.default]).size).toBe(
      3,
    );
    const doNotCall = loaded.pop();
    expect(doNotCall?.default).toBeInstanceOf(Function);
    const bookings = loaded.pop();
    const inbox = loaded.pop();
    const screens = loaded;
    const lists = new Set(screens.filter((_, i) => i % 3 === 0).map((module) => module.default));
    const editors = new Set(screens.filter((_, i) => i % 3 !== 0).map((module) => module.default));
    expect(lists.size).toBe(1);
    expect(editors.size).toBe(1);
    expect([...lists][0]).not.toBe([...editors][0]);
    expect(typeof [...editors][0]).toBe('function');
    expect(typeof inbox?.default).toBe('function');
    expect([...lists, ...editors]).not.toContain(inbox?.default);
    expect(typeof bookings?.default).toBe('function');
    expect([...lists, ...editors, inbox?.default]).not.toContain(bookings?.default);
  });
});

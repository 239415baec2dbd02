import { describe, expect, it } from '@jest/globals';
import { listScope } from './list-scope';

describe('listScope', () => {
  it('links create and edit below the list it is shown on', () => {
    const user = listScope('/assistants', 'user');
    expect([user.createPath, user.editPath(4)]).toEqual([
      '/assistants/create',
      '/assistants/4/edit',
    ]);
    const admin = listScope('/admin/assistants', 'reseller_admin');
    expect([admin.createPath, admin.editPath(4)]).toEqual([
      '/admin/assistants/create',
      '/admin/assistants/4/edit',
    ]);
    const superAdmin = listScope('/super-admin/assistants', 'admin');
    expect(superAdmin.editPath(4)).toBe('/super-admin/assistants/4/edit');
  });

  it('exempts admin, super_admin and content_admin from subscription checks (spec 001 §6)', () => {
    expect(listScope('/super-admin/assistants', 'admin').subscriptionChecks).toBe(false);
    expect(listScope('/super-admin/assistants', 'super_admin').subscriptionChecks).toBe(false);
    expect(listScope('/super-admin/assistants', 'content_admin').subscriptionChecks).toBe(false);
    expect(listScope('/admin/assistants', 'reseller_admin').subscriptionChecks).toBe(true);
    expect(listScope('/assistants', 'user').subscriptionChecks).toBe(true);
  });

  it("sends a reseller admin's upgrades to /reseller-billing and shows the quota to plain users only", () => {
    const reseller = listScope('/admin/assistants', 'reseller_admin');
    expect(reseller).toMatchObject({
      subscriptionPath: '/reseller-billing',
      planSource: 'reseller',
      showQuota: false,
    });
    expect(listScope('/assistants', 'user')).toMatchObject({
      subscriptionPath: '/subscription',
      planSource: 'user',
      showQuota: true,
    });
  });

  it('offers the owner filter on the admin lists and the reseller filter to platform admins only', () => {
    expect(listScope('/assistants', 'admin')).toMatchObject({
      ownerFilter: null,
      resellerFilter: false,
    });
    expect(listScope('/admin/assistants', 'reseller_admin')).toMatchObject({
      ownerFilter: 'admin',
      resellerFilter: false,
    });
    expect(listScope('/super-admin/assistants', 'admin')).toMatchObject({
      ownerFilter: 'super-admin',
      resellerFilter: true,
    });
    expect(listScope('/super-admin/assistants', 'content_admin')).toMatchObject({
      ownerFilter: 'super-admin',
      resellerFilter: false,
    });
  });
});

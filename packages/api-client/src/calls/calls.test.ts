import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { createAssistantFormDefaults } from '@voice/contracts';
import { useSession } from '@voice/session';
import { captureWire, type WireRequest } from '../test-support/wire';
import * as api from '../index';

let wire: ReturnType<typeof captureWire>;

beforeEach(() => {
  useSession.getState().clear();
  wire = captureWire((req) => ({ status: 200, data: { success: true, data: [], echo: req.url } }));
});
afterEach(() => wire.restore());

const form = createAssistantFormDefaults();

type Expectation = Partial<Pick<WireRequest, 'params' | 'body'>> & { method: string; url: string };

const cases: [string, () => Promise<unknown>, Expectation][] = [
  // spec 000 §7
  [
    'getPublicSettings',
    () => api.getPublicSettings(),
    { method: 'GET', url: '/api/public-settings' },
  ],
  [
    'login',
    () => api.login({ email: 'a@b.co', password: 'pw', remember: true }),
    {
      method: 'POST',
      url: '/api/login',
      body: { email: 'a@b.co', password: 'pw', remember: true },
    },
  ],
  [
    'validateLoginAsToken',
    () => api.validateLoginAsToken('one-time'),
    { method: 'POST', url: '/api/validate-login-as-token', body: { token: 'one-time' } },
  ],
  [
    'register',
    () =>
      api.register({
        name: 'Ann',
        email: 'a@b.co',
        password: 'password1',
        password_confirmation: 'password1',
        terms: true,
      }),
    {
      method: 'POST',
      url: '/api/register',
      body: {
        name: 'Ann',
        email: 'a@b.co',
        password: 'password1',
        password_confirmation: 'password1',
        terms: true,
      },
    },
  ],
  [
    'forgotPassword',
    () => api.forgotPassword({ email: 'a@b.co' }),
    { method: 'POST', url: '/api/forgot-password', body: { email: 'a@b.co' } },
  ],
  [
    'resetPassword',
    () =>
      api.resetPassword({
        email: 'a@b.co',
        password: 'password1',
        password_confirmation: 'password1',
        token: 'tkn',
      }),
    {
      method: 'POST',
      url: '/api/reset-password',
      body: {
        email: 'a@b.co',
        password: 'password1',
        password_confirmation: 'password1',
        token: 'tkn',
      },
    },
  ],
  [
    'getResellerPackages',
    () => api.getResellerPackages(),
    { method: 'GET', url: '/api/reseller-packages' },
  ],
  [
    'checkDomainAvailability',
    () => api.checkDomainAvailability('acme'),
    { method: 'POST', url: '/api/check-domain-availability', body: { subdomain: 'acme' } },
  ],
  [
    'checkEmailAvailability',
    () => api.checkEmailAvailability('x@y.co'),
    { method: 'POST', url: '/api/check-email-availability', body: { email: 'x@y.co' } },
  ],
  ['logout', () => api.logout(), { method: 'POST', url: '/api/logout' }],
  [
    'checkImpersonation',
    () => api.checkImpersonation(),
    { method: 'GET', url: '/api/check-impersonation' },
  ],
  ['revertLoginAs', () => api.revertLoginAs(), { method: 'POST', url: '/api/revert-login-as' }],
  [
    'getUsersForSwitch',
    () => api.getUsersForSwitch(),
    { method: 'GET', url: '/api/users-for-switch' },
  ],
  [
    'loginAsUser',
    () => api.loginAsUser(42),
    { method: 'POST', url: '/api/super-admin/users/42/login-as' },
  ],
  [
    'getDashboardStats',
    () => api.getDashboardStats(),
    { method: 'GET', url: '/api/dashboard/stats' },
  ],
  ['getCurrentUser', () => api.getCurrentUser(), { method: 'GET', url: '/api/user' }],
  [
    'changePassword',
    () =>
      api.changePassword({
        current_password: 'old',
        new_password: 'new-password',
        new_password_confirmation: 'new-password',
      }),
    {
      method: 'PUT',
      url: '/api/user/password',
      body: {
        current_password: 'old',
        new_password: 'new-password',
        new_password_confirmation: 'new-password',
      },
    },
  ],
  [
    'getAdminDashboardStats',
    () => api.getAdminDashboardStats(),
    { method: 'GET', url: '/api/admin/dashboard/stats' },
  ],
  [
    'getCustomSubscriptions',
    () => api.getCustomSubscriptions(),
    { method: 'GET', url: '/api/admin/subscriptions/custom' },
  ],
  [
    'getAdminUsers',
    () => api.getAdminUsers(),
    { method: 'GET', url: '/api/admin/users', params: { per_page: 100 } },
  ],
  [
    'getAdminSubscriptionPackages',
    () => api.getAdminSubscriptionPackages(),
    { method: 'GET', url: '/api/admin/subscriptions/packages' },
  ],
  [
    'createCustomSubscription',
    () =>
      api.createCustomSubscription({
        user_id: 3,
        package_id: 2,
        custom_amount: 99.5,
        billing_interval: 'yearly',
        duration_months: 12,
      }),
    {
      method: 'POST',
      url: '/api/admin/subscriptions/custom/create',
      body: {
        user_id: 3,
        package_id: 2,
        custom_amount: 99.5,
        billing_interval: 'yearly',
        duration_months: 12,
      },
    },
  ],
  [
    'activateCustomSubscription',
    () => api.activateCustomSubscription(7),
    {
      method: 'POST',
      url: '/api/admin/subscriptions/custom/activate',
      body: { subscription_id: 7 },
    },
  ],
  [
    'resendPaymentLink',
    () => api.resendPaymentLink(7),
    {
      method: 'POST',
      url: '/api/admin/subscriptions/custom/resend-payment-link',
      body: { subscription_id: 7 },
    },
  ],
  [
    'getSubscriptionPackages',
    () => api.getSubscriptionPackages(),
    { method: 'GET', url: '/api/subscriptions/packages' },
  ],
  ['getFeatures', () => api.getFeatures(), { method: 'GET', url: '/api/features' }],
  [
    'sendContactMessage',
    () =>
      api.sendContactMessage({ first_name: 'A', last_name: 'B', email: 'a@b.co', message: 'Hi' }),
    {
      method: 'POST',
      url: '/api/contact',
      body: { first_name: 'A', last_name: 'B', email: 'a@b.co', message: 'Hi' },
    },
  ],
  // spec 001 §7
  [
    'listAssistants',
    () =>
      api.listAssistants({
        sort_by: 'name',
        sort_order: 'asc',
        search: 'acme',
        phone_search: '555',
        page: 2,
        per_page: 9,
      }),
    {
      method: 'GET',
      url: '/api/assistants',
      params: {
        sort_by: 'name',
        sort_order: 'asc',
        search: 'acme',
        phone_search: '555',
        page: 2,
        per_page: 9,
      },
    },
  ],
  ['getAssistant', () => api.getAssistant(5), { method: 'GET', url: '/api/assistants/5' }],
  ['deleteAssistant', () => api.deleteAssistant(5), { method: 'DELETE', url: '/api/assistants/5' }],
  [
    'placeOutboundCall',
    () => api.placeOutboundCall(5, { to: '+14155550100', variables: { first_name: 'Ada' } }),
    {
      method: 'POST',
      url: '/api/assistants/5/calls',
      body: { to: '+14155550100', variables: { first_name: 'Ada' } },
    },
  ],
  [
    'createAssistant',
    () => api.createAssistant(form),
    { method: 'POST', url: '/api/assistants', body: form },
  ],
  [
    'updateAssistant',
    () => api.updateAssistant(5, form),
    { method: 'PUT', url: '/api/assistants/5', body: form },
  ],
  [
    'superAdminCreateAssistant',
    () => api.superAdminCreateAssistant(form),
    { method: 'POST', url: '/api/super-admin/assistants', body: form },
  ],
  [
    'superAdminUpdateAssistant',
    () => api.superAdminUpdateAssistant(5, form),
    { method: 'PUT', url: '/api/super-admin/assistants/5', body: form },
  ],
  [
    'saveAssistant (create)',
    () => api.saveAssistant(form, { id: 'create' }),
    { method: 'POST', url: '/api/assistants' },
  ],
  [
    'saveAssistant (super admin update)',
    () => api.saveAssistant(form, { id: 9, superAdmin: true }),
    { method: 'PUT', url: '/api/super-admin/assistants/9' },
  ],
  [
    'getAssistantTemplate',
    () => api.getAssistantTemplate(),
    { method: 'GET', url: '/api/assistant-templates' },
  ],
  [
    'getAdminAssistantTemplate',
    () => api.getAdminAssistantTemplate(),
    { method: 'GET', url: '/api/admin/assistant-templates' },
  ],
  [
    'saveAdminAssistantTemplate',
    () =>
      api.saveAdminAssistantTemplate({
        system_prompt: 'For {{company_name}}',
        first_message: 'Hi',
        end_call_message: 'Bye',
      }),
    {
      method: 'PUT',
      url: '/api/admin/assistant-templates',
      body: { system_prompt: 'For {{company_name}}', first_message: 'Hi', end_call_message: 'Bye' },
    },
  ],
  ['getResellers', () => api.getResellers(), { method: 'GET', url: '/api/super-admin/resellers' }],
  [
    'getUsersForAssignment',
    () => api.getUsersForAssignment({ search: 'ann' }),
    {
      method: 'GET',
      url: '/api/admin/users/for-assignment',
      params: { per_page: 100, search: 'ann' },
    },
  ],
  [
    'superAdminGetUsersForAssignment',
    () => api.superAdminGetUsersForAssignment({ search: 'ann', reseller_id: 4 }),
    {
      method: 'GET',
      url: '/api/super-admin/assistants/users-for-assignment',
      params: { per_page: 100, search: 'ann', reseller_id: 4 },
    },
  ],
  [
    'getAvailableNumbers',
    () => api.getAvailableNumbers({ area_code: '415', country: 'United States' }),
    {
      method: 'GET',
      url: '/api/twilio/available-numbers',
      params: { area_code: '415', country: 'United States' },
    },
  ],
  [
    'getVoices',
    () => api.getVoices('11labs'),
    { method: 'GET', url: '/api/voices', params: { provider: '11labs' } },
  ],
  [
    'getSubscriptionUsage',
    () => api.getSubscriptionUsage(),
    { method: 'GET', url: '/api/subscriptions/usage' },
  ],
  [
    'getCurrentSubscription',
    () => api.getCurrentSubscription(),
    { method: 'GET', url: '/api/subscriptions/current' },
  ],
  [
    'subscribeToPackage',
    () => api.subscribeToPackage(3),
    { method: 'POST', url: '/api/subscriptions/subscribe', body: { package_id: 3 } },
  ],
  [
    'upgradeSubscription',
    () => api.upgradeSubscription(4),
    { method: 'POST', url: '/api/subscriptions/upgrade', body: { package_id: 4 } },
  ],
  [
    'cancelSubscription',
    () => api.cancelSubscription(),
    { method: 'POST', url: '/api/subscriptions/cancel', body: undefined },
  ],
  [
    'getUpgradePreview',
    () => api.getUpgradePreview(4),
    { method: 'GET', url: '/api/subscriptions/upgrade-preview', params: { package_id: 4 } },
  ],
  [
    'upgradeSubscription with the preview date',
    () => api.upgradeSubscription(4, '2026-11-28T04:00:00.000Z'),
    {
      method: 'POST',
      url: '/api/subscriptions/upgrade',
      body: { package_id: 4, proration_date: '2026-11-28T04:00:00.000Z' },
    },
  ],
  [
    'scheduleDowngrade',
    () => api.scheduleDowngrade(2),
    { method: 'POST', url: '/api/subscriptions/downgrade', body: { package_id: 2 } },
  ],
  [
    'cancelScheduledDowngrade',
    () => api.cancelScheduledDowngrade(),
    { method: 'POST', url: '/api/subscriptions/downgrade/cancel', body: undefined },
  ],
  [
    'resumeSubscription',
    () => api.resumeSubscription(),
    { method: 'POST', url: '/api/subscriptions/resume', body: undefined },
  ],
];

describe('every call goes out with the right method, path, query and body', () => {
  it.each(cases)('%s', async (_name, call, expected) => {
    const reply = await call();
    const req = wire.last();
    expect(req.method).toBe(expected.method);
    expect(req.url).toBe(expected.url);
    if ('params' in expected) expect(req.params).toEqual(expected.params);
    else expect(req.params).toBeUndefined();
    if ('body' in expected) expect(req.body).toEqual(expected.body);
    if (expected.url !== '/api/logout') expect(reply).toMatchObject({ success: true });
  });
});

describe('multipart calls', () => {
  it('registerReseller sends every wizard field as FormData', async () => {
    const logo = new File(['png-bytes'], 'logo.png', { type: 'image/png' });
    await api.registerReseller({
      org_name: 'Acme',
      company_email: 'hi@acme.test',
      logo_file: logo,
      subdomain_name: 'acme',
      admin_name: 'Ann',
      admin_email: 'ann@acme.test',
      admin_phone: '+1555',
      billing_interval: 'monthly',
      terms: true,
      reseller_package_id: 2,
    });
    const req = wire.last();
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/api/register-reseller');
    expect(req.body).toBeInstanceOf(FormData);
    const body = req.body as FormData;
    expect(
      Object.fromEntries([...body.entries()].filter(([, v]) => typeof v === 'string')),
    ).toEqual({
      org_name: 'Acme',
      company_email: 'hi@acme.test',
      subdomain_name: 'acme',
      admin_name: 'Ann',
      admin_email: 'ann@acme.test',
      admin_phone: '+1555',
      billing_interval: 'monthly',
      terms: '1',
      reseller_package_id: '2',
    });
    const sentLogo = body.get('logo_file') as File;
    expect(sentLogo.name).toBe('logo.png');
    expect(sentLogo.type).toBe('image/png');
  });

  it('registerReseller leaves out a missing logo', async () => {
    await api.registerReseller({
      org_name: 'Acme',
      company_email: '',
      logo_file: null,
      subdomain_name: 'acme',
      admin_name: 'Ann',
      admin_email: 'ann@acme.test',
      admin_phone: '+1555',
      billing_interval: 'yearly',
      terms: true,
      reseller_package_id: 2,
    });
    expect((wire.last().body as FormData).has('logo_file')).toBe(false);
  });

  it('updateProfile posts the profile as FormData to /api/user', async () => {
    const picture = new File(['gif'], 'me.gif', { type: 'image/gif' });
    await api.updateProfile({
      name: 'Ann',
      phone: null,
      company: 'Acme',
      bio: 'Hi',
      profile_picture: picture,
    });
    const req = wire.last();
    expect([req.method, req.url]).toEqual(['POST', '/api/user']);
    const body = req.body as FormData;
    expect(body.get('name')).toBe('Ann');
    expect(body.get('phone')).toBe('');
    expect(body.get('company')).toBe('Acme');
    expect(body.get('bio')).toBe('Hi');
    expect((body.get('profile_picture') as File).name).toBe('me.gif');
  });

  it('updateProfile sends no picture field when none was chosen', async () => {
    await api.updateProfile({ name: 'Ann', phone: '1', company: null, bio: null });
    expect((wire.last().body as FormData).has('profile_picture')).toBe(false);
  });
});

describe('replies', () => {
  it('getAssistantStats reads data.vapi_data.stats of the vapi assistant', async () => {
    wire.restore();
    wire = captureWire(() => ({
      status: 200,
      data: {
        success: true,
        data: { vapi_data: { stats: { totalCalls: 4, successfulCalls: 3, averageDuration: 61 } } },
      },
    }));
    expect(await api.getAssistantStats('vapi-abc')).toEqual({
      totalCalls: 4,
      successfulCalls: 3,
      averageDuration: 61,
    });
    expect(wire.last().url).toBe('/api/assistants/vapi-abc');
  });

  it('getAssistantStats gives null when there are none', async () => {
    wire.restore();
    wire = captureWire(() => ({ status: 200, data: { success: true, data: { vapi_data: null } } }));
    expect(await api.getAssistantStats('vapi-abc')).toBeNull();
  });

  it('a failing call rejects with the server status and message', async () => {
    wire.restore();
    wire = captureWire(() => ({ status: 404, data: { message: 'Assistant not found' } }));
    const failure = await api.deleteAssistant(1).catch((e: unknown) => e);
    expect(api.errorStatus(failure)).toBe(404);
    expect(api.serverMessage(failure)).toBe('Assistant not found');
  });
});

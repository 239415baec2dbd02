import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ResellerPackage } from '@voice/contracts';
import { queryWrapper, type FakeReply, type RecordedCall } from '@voice/api-client/testing';
import { renderPage } from '@voice/ui/testing';
import { browserLocation } from './browser-location';
import ResellerRegistrationPage from './reseller-registration-page';
import { pngFile } from './test-images';
import { fakeApiPerTest, signedOutBeforeEach, validationFailed } from '../../test-support';

const PACKAGES: ResellerPackage[] = [
  {
    id: 1,
    name: 'Starter',
    price: 99,
    yearly_price: 990,
    description: 'For agencies starting out.',
    is_popular: false,
    formatted_voice_agents_limit: '25',
    formatted_minutes_limit: '5,000',
    support_level: 'Email',
  },
  {
    id: 2,
    name: 'Growth',
    price: 249.5,
    yearly_price: 2495,
    description: 'For growing resellers.',
    is_popular: true,
    formatted_voice_agents_limit: 'Unlimited',
    formatted_minutes_limit: '25,000',
    support_level: 'Priority',
  },
];

const CHECKOUT_URL = 'http://localhost/sandbox/checkout/cs_test_123';

type Handler = (call: RecordedCall) => FakeReply | Promise<FakeReply>;

const answer = fakeApiPerTest();
let api: ReturnType<typeof answer> | null = null;

/** The server of the wizard: every call answers like a healthy server unless overridden. */
function serve(overrides: Record<string, Handler> = {}) {
  const routes: Record<string, Handler> = {
    'GET /api/reseller-packages': () => ({ status: 200, data: { success: true, data: PACKAGES } }),
    'POST /api/check-domain-availability': () => ({ status: 200, data: { available: true } }),
    'POST /api/check-email-availability': () => ({ status: 200, data: { available: true } }),
    'POST /api/register-reseller': () => ({
      status: 201,
      data: { success: true, checkout_url: CHECKOUT_URL },
    }),
    ...overrides,
  };
  api = answer((call) => {
    const handler = routes[`${call.method} ${call.url}`];
    return handler ? handler(call) : { status: 404, data: { message: 'Not found' } };
  });
  return api;
}

const callsTo = (url: string) => (api?.calls ?? []).filter((call) => call.url === url);

signedOutBeforeEach();
afterEach(() => {
  api = null;
  jest.restoreAllMocks();
});

type User = ReturnType<typeof userEvent.setup>;

function setup() {
  const user = userEvent.setup({ applyAccept: false });
  renderPage(<ResellerRegistrationPage />, {
    path: '/reseller-registration',
    wrapper: queryWrapper(),
  });
  return user;
}

const next = (user: User) => user.click(screen.getByRole('button', { name: 'Next' }));
const stepHeading = () => screen.getByRole('heading', { level: 2 });

async function fillCompany(user: User, options: { logo?: File } = {}) {
  await user.type(screen.getByLabelText(/organization name/i), 'Acme Voice Ltd');
  await user.type(screen.getByLabelText(/company email/i), 'hello@acme.test');
  if (options.logo) {
    await user.upload(screen.getByLabelText(/company logo/i), options.logo);
    await screen.findByText(/selected logo/i);
  }
  await next(user);
  await waitFor(() => expect(stepHeading()).toHaveTextContent('Step 2 of 4: Hosting'));
}

async function fillHosting(user: User, subdomain = 'acme') {
  await user.type(screen.getByLabelText(/subdomain/i), subdomain);
  await next(user);
}

async function fillAdmin(user: User) {
  await user.type(screen.getByLabelText(/admin name/i), 'Wile E. Coyote');
  await user.type(screen.getByLabelText(/admin email/i), 'wile@acme.test');
  await user.type(screen.getByLabelText(/admin phone/i), '+1 555 0100');
  await next(user);
}

async function reachPackages(user: User) {
  await fillCompany(user);
  await fillHosting(user);
  await waitFor(() => expect(stepHeading()).toHaveTextContent('Step 3 of 4: Admin Details'));
  await fillAdmin(user);
  await waitFor(() => expect(stepHeading()).toHaveTextContent('Step 4 of 4: Choose Package'));
}

async function chooseAndSubmit(user: User) {
  await user.click(await screen.findByRole('radio', { name: 'Growth' }));
  await user.click(screen.getByRole('checkbox', { name: /i agree/i }));
  await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
}

describe('ResellerRegistrationPage, step 1 (Company Info)', () => {
  it('shows one h1, the step indicator and an accessible logo input with its hints', async () => {
    serve();
    setup();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Become a Reseller');
    const steps = within(screen.getByRole('list', { name: 'Registration steps' }));
    expect(steps.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Company Info',
      'Hosting',
      'Admin Details',
      'Choose Package',
    ]);
    expect(steps.getByText('Company Info').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(stepHeading()).toHaveTextContent('Step 1 of 4: Company Info');
    const logo = screen.getByLabelText(/company logo/i);
    expect(logo).toHaveAttribute('type', 'file');
    expect(logo).toHaveAttribute('accept', 'image/png,image/jpeg,image/gif');
    expect(logo).toHaveAccessibleDescription('PNG, JPG or GIF, up to 2MB, at most 800x400px');
    expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
    // the packages of step 4 load in the background
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(callsTo('/api/reseller-packages')).toHaveLength(1);
  });

  it("requires the organization name ('Organization name is required')", async () => {
    serve();
    const user = setup();
    await next(user);
    expect(screen.getByLabelText(/organization name/i)).toHaveAccessibleDescription(
      'Organization name is required',
    );
    expect(stepHeading()).toHaveTextContent('Step 1 of 4');
  });

  it.each([
    [
      'a file that is not an image',
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
      'Please choose a PNG, JPG or GIF image',
    ],
    [
      'an image over 2MB',
      new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }),
      'The image must be 2MB or smaller',
    ],
    [
      'a logo over 800x400px',
      pngFile('wide.png', 1200, 300),
      'The logo must be at most 800x400 pixels',
    ],
    [
      'a file whose bytes are not an image',
      new File(['GIF? no'], 'fake.gif', { type: 'image/gif' }),
      'Please choose a PNG, JPG or GIF image',
    ],
  ])('refuses %s on the client', async (_label, file, message) => {
    serve();
    const user = setup();
    await user.upload(screen.getByLabelText(/company logo/i), file);
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByLabelText(/company logo/i)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/selected logo/i)).not.toBeInTheDocument();
  });

  it('accepts a logo within the limits and keeps it until removed', async () => {
    serve();
    const user = setup();
    await user.upload(screen.getByLabelText(/company logo/i), pngFile('acme.png', 800, 400));
    expect(await screen.findByText(/selected logo: acme\.png/i)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove logo' }));
    expect(screen.queryByText(/selected logo/i)).not.toBeInTheDocument();
  });
});

describe('ResellerRegistrationPage, step 2 (Hosting)', () => {
  it('shows the parent domain and validates the subdomain before asking the server', async () => {
    serve();
    const user = setup();
    await fillCompany(user);
    expect(screen.getByText('.localhost')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();

    await next(user);
    expect(screen.getByLabelText(/subdomain/i)).toHaveAccessibleDescription(
      /^Subdomain name is required/,
    );
    await user.type(screen.getByLabelText(/subdomain/i), 'acme_voice');
    await next(user);
    expect(
      await screen.findByText('Subdomain name can only contain letters, numbers, and hyphens'),
    ).toBeVisible();
    expect(callsTo('/api/check-domain-availability')).toHaveLength(0);
    expect(stepHeading()).toHaveTextContent('Step 2 of 4');
  });

  it('checks availability on request and says when the subdomain is free', async () => {
    serve();
    const user = setup();
    await fillCompany(user);
    await user.type(screen.getByLabelText(/subdomain/i), 'Acme-Voice');
    await user.click(screen.getByRole('button', { name: 'Check availability' }));
    expect(await screen.findByText('acme-voice.localhost is available')).toBeVisible();
    expect(callsTo('/api/check-domain-availability')).toEqual([
      expect.objectContaining({ method: 'POST', body: { subdomain: 'acme-voice' } }),
    ]);
    // Next does not ask again for the same value.
    await next(user);
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Step 3 of 4'));
    expect(callsTo('/api/check-domain-availability')).toHaveLength(1);
  });

  it.each([
    [
      'a taken subdomain',
      { status: 200, data: { available: false } },
      'This subdomain is already taken by another reseller',
    ],
    [
      'a network failure',
      'network-error',
      'Failed to check domain availability. Please try again.',
    ],
    [
      'a server error',
      { status: 500, data: { message: 'boom' } },
      'Failed to check domain availability. Please try again.',
    ],
    [
      'a refused (reserved) name',
      {
        status: 422,
        data: {
          message: 'The given data was invalid.',
          errors: { subdomain: ['This subdomain is reserved'] },
        },
      },
      'This subdomain is reserved',
    ],
  ] as [string, FakeReply, string][])(
    'stays on step 2 after %s and shows why',
    async (_label, reply, message) => {
      serve({ 'POST /api/check-domain-availability': () => reply });
      const user = setup();
      await fillCompany(user);
      await fillHosting(user, 'www');

      expect(await screen.findByText(message)).toBeVisible();
      expect(screen.getByLabelText(/subdomain/i)).toHaveAccessibleDescription(
        new RegExp(`^${message.replace(/[.?]/g, '\\$&')}`),
      );
      expect(stepHeading()).toHaveTextContent('Step 2 of 4');
    },
  );

  it('asks again once the subdomain is changed after a refusal', async () => {
    let taken = true;
    serve({
      'POST /api/check-domain-availability': () => ({
        status: 200,
        data: { available: !taken },
      }),
    });
    const user = setup();
    await fillCompany(user);
    await fillHosting(user, 'acme');
    expect(
      await screen.findByText('This subdomain is already taken by another reseller'),
    ).toBeVisible();
    taken = false;
    await user.type(screen.getByLabelText(/subdomain/i), '-two');
    expect(
      screen.queryByText('This subdomain is already taken by another reseller'),
    ).not.toBeInTheDocument();
    await next(user);
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Step 3 of 4'));
    expect(callsTo('/api/check-domain-availability').map((call) => call.body)).toEqual([
      { subdomain: 'acme' },
      { subdomain: 'acme-two' },
    ]);
  });
});

describe('ResellerRegistrationPage, step 3 (Admin Details)', () => {
  async function reachAdmin(user: User) {
    await fillCompany(user);
    await fillHosting(user);
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Step 3 of 4: Admin Details'));
  }

  it('requires name, a valid email and phone', async () => {
    serve();
    const user = setup();
    await reachAdmin(user);
    await next(user);
    expect(screen.getByLabelText(/admin name/i)).toHaveAccessibleDescription(
      'Admin name is required',
    );
    expect(screen.getByLabelText(/admin email/i)).toHaveAccessibleDescription(
      /^Admin email is required/,
    );
    expect(screen.getByLabelText(/admin phone/i)).toHaveAccessibleDescription(
      'Admin phone is required',
    );
    await user.type(screen.getByLabelText(/admin email/i), 'wile@');
    await next(user);
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
    expect(callsTo('/api/check-email-availability')).toHaveLength(0);
  });

  it.each([
    [
      'a registered email',
      { status: 200, data: { available: false } },
      'This email is already registered by another user',
    ],
    ['a network failure', 'network-error', 'Failed to check email availability. Please try again.'],
    [
      'a server error',
      { status: 502, data: '' },
      'Failed to check email availability. Please try again.',
    ],
  ] as [string, FakeReply, string][])(
    'stays on step 3 after %s and shows why',
    async (_label, reply, message) => {
      serve({ 'POST /api/check-email-availability': () => reply });
      const user = setup();
      await reachAdmin(user);
      await fillAdmin(user);

      expect(await screen.findByText(message)).toBeVisible();
      expect(stepHeading()).toHaveTextContent('Step 3 of 4');
      expect(callsTo('/api/check-email-availability')).toEqual([
        expect.objectContaining({ body: { email: 'wile@acme.test' } }),
      ]);
    },
  );

  it('checks the email on request', async () => {
    serve();
    const user = setup();
    await reachAdmin(user);
    await user.type(screen.getByLabelText(/admin email/i), 'wile@acme.test');
    await user.click(screen.getByRole('button', { name: 'Check email availability' }));
    expect(await screen.findByText('wile@acme.test is available')).toBeVisible();
  });
});

describe('ResellerRegistrationPage, step 4 (Choose Package) and submit', () => {
  it('shows the packages as cards with the monthly/yearly toggle and the yearly saving', async () => {
    serve();
    const user = setup();
    await reachPackages(user);

    expect(screen.getByText('Save up to 17%')).toBeVisible();
    const growth = screen.getByTestId('package-2');
    expect(within(growth).getByText('Most Popular')).toBeVisible();
    expect(growth).toHaveTextContent('$249.50 / month');
    expect(growth).toHaveTextContent('Voice agents: Unlimited');
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(screen.getByTestId('package-1')).toHaveTextContent('$990 / year');
    // 99 x 12 = 1188, 1188 - 990 = 198
    expect(screen.getByTestId('package-1')).toHaveTextContent('Save $198 a year');
    // 249.5 x 12 = 2994, 2994 - 2495 = 499
    expect(growth).toHaveTextContent('Save $499 a year');
  });

  it("needs a package ('Please select a package', 'Please select a reseller package') and the terms", async () => {
    serve();
    const user = setup();
    await reachPackages(user);
    await screen.findByRole('radio', { name: 'Starter' });
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Please select a reseller package')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.getByText('Please select a package')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Starter' })).toHaveAccessibleDescription(
      'Please select a package',
    );
    expect(screen.getByRole('checkbox', { name: /i agree/i })).toHaveAccessibleDescription(
      'You must agree to the terms and conditions',
    );
    expect(callsTo('/api/register-reseller')).toHaveLength(0);
  });

  it("shows 'Failed to load reseller packages' and loads them again on request", async () => {
    let fail = true;
    serve({
      'GET /api/reseller-packages': () =>
        fail ? 'network-error' : { status: 200, data: { success: true, data: PACKAGES } },
    });
    const user = setup();
    await reachPackages(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load reseller packages');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: 'Starter' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load reseller packages')).not.toBeInTheDocument();
  });

  it('keeps every value across Previous and Next', async () => {
    serve();
    const user = setup();
    await fillCompany(user, { logo: pngFile('acme.png', 400, 200) });
    await fillHosting(user);
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Step 3 of 4'));
    await user.type(screen.getByLabelText(/admin name/i), 'Wile');

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(stepHeading()).toHaveTextContent('Step 2 of 4');
    expect(stepHeading()).toHaveFocus();
    expect(screen.getByLabelText(/subdomain/i)).toHaveValue('acme');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByLabelText(/organization name/i)).toHaveValue('Acme Voice Ltd');
    expect(screen.getByLabelText(/company email/i)).toHaveValue('hello@acme.test');
    expect(screen.getByText(/selected logo: acme\.png/i)).toBeVisible();
    await next(user);
    await next(user);
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Step 3 of 4'));
    expect(screen.getByLabelText(/admin name/i)).toHaveValue('Wile');
    expect(callsTo('/api/check-domain-availability')).toHaveLength(1);
  });

  it('sends the whole form as multipart data and follows the checkout URL', async () => {
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    serve();
    const user = setup();
    const logo = pngFile('acme.png', 400, 200);
    await fillCompany(user, { logo });
    await fillHosting(user);
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Step 3 of 4'));
    await fillAdmin(user);
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Step 4 of 4'));
    await user.click(await screen.findByRole('radio', { name: 'Yearly' }));
    await chooseAndSubmit(user);

    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(callsTo('/api/check-domain-availability')).toHaveLength(1);
    expect(callsTo('/api/check-email-availability')).toHaveLength(1);
    const [call] = callsTo('/api/register-reseller');
    expect(call?.method).toBe('POST');
    expect(call?.body).toBeInstanceOf(FormData);
    const body = call?.body as FormData;
    expect(Object.fromEntries([...body.entries()].filter(([key]) => key !== 'logo_file'))).toEqual({
      org_name: 'Acme Voice Ltd',
      company_email: 'hello@acme.test',
      subdomain_name: 'acme',
      admin_name: 'Wile E. Coyote',
      admin_email: 'wile@acme.test',
      admin_phone: '+1 555 0100',
      billing_interval: 'yearly',
      terms: '1',
      reseller_package_id: '2',
    });
    expect((body.get('logo_file') as File).name).toBe('acme.png');
    expect(screen.getByRole('button', { name: 'Registering...' })).toBeDisabled();
  });

  it('shows the success message, then goes to /login, when there is no checkout', async () => {
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    serve({
      'POST /api/register-reseller': () => ({
        status: 201,
        data: {
          success: true,
          message: 'Registration complete. Check wile@acme.test for the link to set your password.',
        },
      }),
    });
    const user = setup();
    await reachPackages(user);
    await chooseAndSubmit(user);

    const dialog = await screen.findByRole('dialog', { name: 'Registration Successful' });
    expect(dialog).toHaveTextContent(
      'Registration complete. Check wile@acme.test for the link to set your password.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(assign).not.toHaveBeenCalled();
  });

  it.each([
    ['a network error', 'network-error'],
    ['a 500 without a message', { status: 500, data: {} }],
  ] as [string, FakeReply][])(
    "shows 'An error occurred during registration. Please try again.' on %s",
    async (_label, reply) => {
      serve({ 'POST /api/register-reseller': () => reply });
      const user = setup();
      await reachPackages(user);
      await chooseAndSubmit(user);

      const dialog = await screen.findByRole('dialog', { name: 'Registration Failed' });
      expect(dialog).toHaveTextContent('An error occurred during registration. Please try again.');
      await user.click(within(dialog).getByRole('button', { name: 'OK' }));
      expect(screen.getByRole('button', { name: 'Complete Registration' })).toBeEnabled();
    },
  );

  it("goes back to the step of a server's field error and shows it there", async () => {
    serve({
      'POST /api/register-reseller': () =>
        validationFailed('This subdomain is already taken by another reseller', {
          subdomain_name: ['This subdomain is already taken by another reseller'],
        }),
    });
    const user = setup();
    await reachPackages(user);
    await chooseAndSubmit(user);

    const dialog = await screen.findByRole('dialog', { name: 'Registration Failed' });
    expect(dialog).toHaveTextContent('This subdomain is already taken by another reseller');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(stepHeading()).toHaveTextContent('Step 2 of 4: Hosting');
    expect(screen.getByLabelText(/subdomain/i)).toHaveAccessibleDescription(
      /^This subdomain is already taken by another reseller/,
    );
    // Next asks the server again instead of trusting the earlier check.
    await next(user);
    await waitFor(() => expect(callsTo('/api/check-domain-availability')).toHaveLength(2));
  });
});

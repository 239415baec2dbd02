import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Package } from '@voice/contracts';
import { useSession } from '@voice/session';
import { renderPage } from '@voice/ui/testing';
import LandingPage, { preloadBelowTheFold } from './landing-page';
import { fakeApiPerTest, signedOutBeforeEach } from '../../test-support';

/** The value, or a failed test when it is missing. */
function must<T>(value: T | null | undefined, what = 'value'): T {
  if (value === null || value === undefined) throw new Error(`missing ${what}`);
  return value;
}

const byId = (id: string) => must(document.getElementById(id), `#${id}`);

const PACKAGES: Partial<Package>[] = [
  {
    id: 1,
    name: 'Starter',
    description: 'For small teams getting started.',
    price: 49,
    yearly_price: 470,
    features: ['1 voice agent', '300 minutes a month'],
    is_popular: false,
  },
  {
    id: 2,
    name: 'Growth',
    description: 'For busy businesses.',
    price: '149.00' as unknown as number,
    yearly_price: '1250.50' as unknown as number,
    features: ['5 voice agents', '1,500 minutes a month'],
    is_popular: true,
  },
];

const answer = fakeApiPerTest();
const serverDown = () => answer(() => ({ status: 500, data: { message: 'Server Error' } }));
const serverUp = () =>
  answer((call) => {
    if (call.url === '/api/subscriptions/packages') {
      return { status: 200, data: { success: true, data: PACKAGES } };
    }
    if (call.url === '/api/features') {
      return {
        status: 200,
        data: {
          success: true,
          data: [
            {
              id: 1,
              title: 'Never Miss a Lead',
              description: 'Every call answered.',
              icon: 'phone',
            },
            { id: 2, title: 'Bookings While You Sleep', description: 'Overnight.', icon: 'nope' },
          ],
        },
      };
    }
    return { status: 404 };
  });

signedOutBeforeEach();
beforeEach(() => {
  serverDown();
});

// The sections after the hero are a chunk of their own; here it is ready before the first render.
beforeAll(() => preloadBelowTheFold());

/** Renders the page and lets the two landing calls (features, packages) settle. */
async function renderLanding(branding?: Parameters<typeof renderPage>[1]['branding']) {
  const view = renderPage(<LandingPage />, { path: '/', branding });
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return view;
}

const sectionsNav = () => screen.getByRole('navigation', { name: 'Page sections' });

describe('LandingPage', () => {
  it('has one h1, the hero promise and the header anchors in the spec order', async () => {
    await renderLanding();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Stop Losing Customers to Missed Calls!' }),
    ).toBeInTheDocument();
    const anchors = within(sectionsNav()).getAllByRole('link');
    expect(anchors.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Hear It', '#hear-it'],
      ['Your Needs Met', '#features'],
      ['Pricing', '#pricing'],
      ['Industries', '#industries'],
      ['Integrations', '#integrations'],
      ['Testimonials', '#testimonials'],
      ['FAQs', '#faqs'],
    ]);
    for (const anchor of anchors) {
      const id = must(anchor.getAttribute('href')).slice(1);
      expect(document.getElementById(id)).not.toBeNull();
    }
  });

  it('renders every section in the spec order', async () => {
    const { container } = await renderLanding();
    const order = [...container.querySelectorAll('section')].map(
      (section) => section.id || section.getAttribute('aria-labelledby'),
    );
    expect(order).toEqual([
      'hear-it',
      'industries',
      'features',
      'pricing',
      'integrations',
      'testimonials',
      'how-it-works',
      'faqs',
      'contact',
      'cta-title',
    ]);
  });

  it('signed out: Get Started in the header, the demo button, View Pricing and Sign up now', async () => {
    await renderLanding();
    const header = must(sectionsNav().parentElement);
    expect(within(header).getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    // The demo needs an account: the button registers first (the page says why), and the new account lands on it.
    const demo = screen.getByRole('link', { name: 'Try Our Demo Assistant' });
    expect(demo).toHaveAttribute('href', '/register?next=demo-request');
    expect(screen.getByRole('link', { name: 'View Pricing' })).toHaveAttribute('href', '#pricing');
    expect(screen.getByRole('link', { name: 'Sign up now' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Request Demo' })).toHaveAttribute(
      'href',
      '/register?next=demo-request',
    );
  });

  it('with a stored token: Dashboard in the header and Go to Dashboard at the end', async () => {
    useSession.setState({ token: 'stored-token' });
    await renderLanding();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.getByRole('link', { name: 'Try Our Demo Assistant' })).toHaveAttribute(
      'href',
      '/demo-request',
    );
    expect(screen.getByRole('link', { name: 'Request Demo' })).toHaveAttribute(
      'href',
      '/demo-request',
    );
    expect(screen.queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign up now' })).not.toBeInTheDocument();
  });

  it('hides what the tenant switched off', async () => {
    const { calls } = serverUp();
    await renderLanding({
      showPricing: false,
      showTestimonials: false,
      showDemoRequest: false,
      showContactForm: false,
    });
    const labels = within(sectionsNav())
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(labels).toEqual(['Hear It', 'Your Needs Met', 'Industries', 'Integrations', 'FAQs']);
    expect(document.getElementById('pricing')).toBeNull();
    expect(document.getElementById('testimonials')).toBeNull();
    expect(document.getElementById('contact')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Get in Touch' })).not.toBeInTheDocument();
    // Without the demo flag the hero offers Get Started, and nothing links to the demo request.
    expect(screen.queryByRole('link', { name: 'Try Our Demo Assistant' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Request Demo' })).not.toBeInTheDocument();
    const hero = byId('hear-it');
    expect(within(hero).getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/register',
    );
    // With no pricing section, View Pricing goes to the pricing page, and no packages are fetched.
    expect(within(hero).getByRole('link', { name: 'View Pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    expect(calls.map((c) => c.url)).not.toContain('/api/subscriptions/packages');
  });

  it('shows nine industries', async () => {
    await renderLanding();
    const industries = byId('industries');
    expect(within(industries).getAllByRole('heading', { level: 3 })).toHaveLength(9);
    expect(within(industries).getByRole('heading', { name: 'Home Services' })).toBeVisible();
  });

  it('shows the seven built-in features when GET /api/features fails, with no error', async () => {
    const { calls } = serverDown();
    await renderLanding();
    const features = byId('features');
    expect(within(features).getAllByRole('heading', { level: 3 })).toHaveLength(7);
    expect(within(features).getByRole('heading', { name: '24/7 Call Answering' })).toBeVisible();
    await screen.findByText(/pricing page/);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(
      expect.arrayContaining(['GET /api/features', 'GET /api/subscriptions/packages']),
    );
    expect(screen.queryByText(/server error/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the features the server returns', async () => {
    serverUp();
    await renderLanding();
    const features = byId('features');
    expect(
      await within(features).findByRole('heading', { name: 'Never Miss a Lead' }),
    ).toBeVisible();
    expect(within(features).getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(within(features).queryByRole('heading', { name: '24/7 Call Answering' })).toBeNull();
  });

  it('prices plans monthly, then yearly with the saving price×12 − yearly_price', async () => {
    serverUp();
    const user = userEvent.setup();
    await renderLanding();
    const pricing = byId('pricing');
    const growth = await within(pricing).findByRole('listitem', { name: 'Growth plan' });
    const starter = within(pricing).getByRole('listitem', { name: 'Starter plan' });
    expect(within(pricing).getByText('Save Up To 30%')).toBeVisible();
    expect(within(growth).getByText('Most Popular')).toBeVisible();
    expect(within(starter).getByText('$49')).toBeVisible();
    expect(within(growth).getByText('$149')).toBeVisible();
    expect(within(growth).getAllByText('/month')).toHaveLength(1);
    expect(within(pricing).queryByText(/a year$/)).not.toBeInTheDocument();

    const monthly = within(pricing).getByRole('button', { name: 'Monthly' });
    const annual = within(pricing).getByRole('button', { name: 'Annual' });
    expect(monthly).toHaveAttribute('aria-pressed', 'true');
    await user.click(annual);
    expect(annual).toHaveAttribute('aria-pressed', 'true');
    expect(monthly).toHaveAttribute('aria-pressed', 'false');
    expect(within(starter).getByText('$470')).toBeVisible();
    expect(within(starter).getByText('Save $118 a year')).toBeVisible(); // 49×12 − 470
    expect(within(growth).getByText('$1,250.50')).toBeVisible();
    expect(within(growth).getByText('Save $537.50 a year')).toBeVisible(); // 149×12 − 1250.50
    expect(within(growth).getByText('/year')).toBeVisible();

    await user.click(monthly);
    expect(within(starter).getByText('$49')).toBeVisible();
  });

  it('links plan cards to /register (remembering the plan) when signed out and /subscription when signed in', async () => {
    serverUp();
    const { unmount } = await renderLanding();
    expect(await screen.findByRole('link', { name: 'Choose Starter' })).toHaveAttribute(
      'href',
      '/register?plan=1&interval=monthly',
    );
    unmount();

    useSession.setState({ token: 'stored-token' });
    await renderLanding();
    expect(await screen.findByRole('link', { name: 'Choose Growth' })).toHaveAttribute(
      'href',
      '/subscription',
    );
  });

  it('has eight FAQ accordions that open and close', async () => {
    const user = userEvent.setup();
    await renderLanding();
    const faqs = byId('faqs');
    const questions = within(faqs).getAllByRole('button');
    expect(questions).toHaveLength(8);
    for (const question of questions) expect(question).toHaveAttribute('aria-expanded', 'false');

    const first = must(questions[2]);
    const panel = byId(must(first.getAttribute('aria-controls')));
    expect(panel).not.toBeVisible();
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(within(faqs).getByRole('region', { name: must(first.textContent) })).toBe(panel);
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('shows integrations, three testimonials and the three steps', async () => {
    await renderLanding();
    const integrations = within(byId('integrations'));
    expect(integrations.getByText('Booking calendar')).toBeVisible();
    expect(integrations.getByText('Knowledge base')).toBeVisible();
    // Nothing the editor cannot connect to is promised.
    for (const missing of ['Google Calendar', 'Salesforce', 'HubSpot', 'Slack']) {
      expect(integrations.queryByText(missing)).toBeNull();
    }
    expect(within(byId('testimonials')).getAllByRole('listitem')).toHaveLength(3);
    expect(
      within(byId('testimonials')).getAllByRole('img', { name: 'Rated 5 out of 5' }),
    ).toHaveLength(3);
    const steps = within(byId('how-it-works')).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Tell us about your business',
      'Connect a phone number',
      'Go live and grow',
    ]);
  });

  it("uses the tenant's slogan, description, app name and contact details", async () => {
    await renderLanding({
      slogan: 'Your calls, answered',
      description: 'Acme answers for you.',
      appName: 'Acme Voice',
      companyPhone: '+1 (555) 010-2030',
      supportEmail: 'help@acme.test',
    });
    expect(screen.getByText('Your calls, answered')).toBeInTheDocument();
    expect(screen.getByText('Acme answers for you.')).toBeInTheDocument();
    expect(screen.getByText(/let Acme Voice answer/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+1 (555) 010-2030' })).toHaveAttribute(
      'href',
      'tel:+15550102030',
    );
    expect(screen.getByRole('link', { name: 'help@acme.test' })).toHaveAttribute(
      'href',
      'mailto:help@acme.test',
    );
  });
});

describe('the landing chunk', () => {
  const modulesOf = (folder: string) =>
    readdirSync(folder)
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => ({ file, text: readFileSync(join(folder, file), 'utf8') }));
  const sources = modulesOf(__dirname);
  // The features' shared helpers, which the landing may import: held to the same rule.
  const shared = modulesOf(join(__dirname, '..', 'shared'));

  it('imports no formik, yup or schemas in any of its modules (type-only imports aside)', () => {
    expect(sources.length).toBeGreaterThan(5);
    expect(shared.length).toBeGreaterThan(0);
    for (const { file, text } of [...sources, ...shared]) {
      const runtimeImports = [...text.matchAll(/^import (?!type )[^;]*?from '([^']+)'/gms)].map(
        (m) => m[1],
      );
      for (const banned of ['formik', 'yup', '@voice/contracts', '@voice/contracts/schemas']) {
        expect({ file, imports: runtimeImports }).not.toEqual({
          file,
          imports: expect.arrayContaining([banned]),
        });
      }
      // Nothing outside this folder (but the shared helpers) is imported statically: the contact form comes
      // through import().
      const outside = runtimeImports.filter(
        (p) => p?.startsWith('..') && !p.startsWith('../shared/'),
      );
      expect({ file, imports: outside }).toEqual({
        file,
        imports: [],
      });
    }
  });

  it('loads the contact form with a dynamic import()', () => {
    const section = must(sources.find((s) => s.file === 'contact-section.tsx'));
    expect(section.text).toMatch(/import\('\.\.\/contact\/contact-form'\)/);
  });
});

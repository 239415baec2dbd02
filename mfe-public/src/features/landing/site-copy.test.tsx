import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import type { Branding, SiteContent } from '@voice/contracts';
import { renderPage } from '@voice/ui/testing';
import LandingPage, { preloadBelowTheFold } from './landing-page';
import { TESTIMONIALS } from './landing-content';
import { fakeApiPerTest, signedOutBeforeEach } from '../../test-support';

const answer = fakeApiPerTest();
signedOutBeforeEach();
beforeEach(() => {
  answer(() => ({ status: 500, data: { message: 'Server Error' } }));
});
beforeAll(() => preloadBelowTheFold());

const OWN: SiteContent = {
  hero: { title: 'Acme answers every call', subtitle: 'Friendly, fast and always on.' },
  features: { title: 'What Acme does', lead: '' },
  steps: [
    { title: 'Sign up', text: 'Two minutes.' },
    { title: 'Forward your line', text: 'Keep your number.' },
  ],
  industries: [{ name: 'Vets', text: 'Appointments for pets.', icon: 'health' }],
  testimonials: [
    { quote: 'Acme saved our mornings.', name: 'Jo Client', role: 'Owner, Jo’s', url: '' },
    { quote: 'Never a missed call.', name: 'Sam Site', role: '', url: 'https://sam.example' },
  ],
  integrations: [{ name: 'Acme CRM', kind: 'Contacts' }],
  faqs: [{ question: 'Does Acme speak French?', answer: 'Oui.' }],
  closing: { title: 'Start with Acme today', text: 'No contract.' },
  demo: {
    lines: [
      { speaker: 'assistant', text: 'Thanks for calling Acme!' },
      { speaker: 'caller', text: 'Can I book a table?' },
    ],
  },
};

/** Its own hero, and the standard lists (null) but for the testimonials, which are then none. */
const STANDARD_LISTS: SiteContent = {
  ...OWN,
  steps: null,
  industries: null,
  testimonials: null,
  integrations: null,
  faqs: null,
};

const EMPTY: SiteContent = {
  ...OWN,
  steps: [],
  industries: [],
  testimonials: [],
  integrations: [],
  faqs: [],
};

async function renderLanding(branding: Partial<Branding>) {
  const view = renderPage(<LandingPage />, { path: '/', branding });
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return view;
}

const anchors = () =>
  within(screen.getByRole('navigation', { name: 'Page sections' }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

const platformQuotes = () =>
  TESTIMONIALS.filter((t) => screen.queryByText(t.name) || screen.queryByText(t.quote));

describe("the landing on a reseller's site", () => {
  it("without its own copy: the standard sections, and never the platform's testimonials", async () => {
    await renderLanding({ isMainHost: false, siteContent: null });
    expect(document.getElementById('testimonials')).toBeNull();
    expect(anchors()).not.toContain('#testimonials');
    expect(platformQuotes()).toEqual([]);
    expect(document.getElementById('industries')).not.toBeNull();
    expect(document.getElementById('faqs')).not.toBeNull();
  });

  it('with its own copy: its hero, sample call, lists, testimonials and closing', async () => {
    const { container } = await renderLanding({ isMainHost: false, siteContent: OWN });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Acme answers every call' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Friendly, fast and always on.')).toBeInTheDocument();
    expect(screen.getByText('Thanks for calling Acme!')).toBeInTheDocument();
    expect(screen.queryByText(/Bright Smile Dental/)).toBeNull();

    const testimonials = within(document.getElementById('testimonials') as HTMLElement);
    expect(testimonials.getAllByRole('listitem')).toHaveLength(2);
    expect(testimonials.getByText('Acme saved our mornings.')).toBeInTheDocument();
    // Its own quotes carry no rating: no stars are claimed for them.
    expect(testimonials.queryByRole('img', { name: 'Rated 5 out of 5' })).toBeNull();
    expect(testimonials.getByRole('link', { name: 'Sam Site' })).toHaveAttribute(
      'href',
      'https://sam.example',
    );
    expect(platformQuotes()).toEqual([]);

    expect(screen.getByRole('heading', { name: 'What Acme does' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Live in Two Simple Steps' })).toBeInTheDocument();
    expect(screen.getByText('Vets')).toBeInTheDocument();
    expect(screen.getByText('Acme CRM')).toBeInTheDocument();
    expect(
      within(document.getElementById('faqs') as HTMLElement).getAllByRole('button'),
    ).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Start with Acme today' })).toBeInTheDocument();
    expect(screen.getByText('No contract.')).toBeInTheDocument();
    expect(container.querySelector('#industries')).not.toBeNull();
  });

  it("with its own hero and the standard lists: the standard bands, still never the platform's testimonials", async () => {
    await renderLanding({ isMainHost: false, siteContent: STANDARD_LISTS });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Acme answers every call' }),
    ).toBeInTheDocument();
    expect(document.getElementById('testimonials')).toBeNull();
    expect(platformQuotes()).toEqual([]);
    expect(anchors()).toEqual([
      '#hear-it',
      '#features',
      '#pricing',
      '#industries',
      '#integrations',
      '#faqs',
    ]);
    expect(
      within(document.getElementById('faqs') as HTMLElement).getAllByRole('button'),
    ).toHaveLength(8);
    expect(screen.getByRole('heading', { name: 'Live in Three Simple Steps' })).toBeInTheDocument();
  });

  it('hides the bands whose lists it left empty, and their header links', async () => {
    await renderLanding({ isMainHost: false, siteContent: EMPTY });
    for (const id of ['industries', 'integrations', 'testimonials', 'how-it-works', 'faqs']) {
      expect(document.getElementById(id)).toBeNull();
    }
    expect(anchors()).toEqual(['#hear-it', '#features', '#pricing']);
    // Blank headings and an empty sample call fall back to the standard ones.
    expect(
      screen.getByRole('heading', { level: 1, name: 'Acme answers every call' }),
    ).toBeInTheDocument();
  });

  it('hides its own testimonials when the branding switches testimonials off', async () => {
    await renderLanding({ isMainHost: false, siteContent: OWN, showTestimonials: false });
    expect(document.getElementById('testimonials')).toBeNull();
    expect(anchors()).not.toContain('#testimonials');
  });
});

describe('the landing on the main host', () => {
  it("keeps the platform's testimonials without a copy of its own", async () => {
    await renderLanding({ isMainHost: true, siteContent: null });
    expect(platformQuotes()).toHaveLength(TESTIMONIALS.length);
  });
});

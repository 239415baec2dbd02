import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SiteContent, SiteContentAdmin } from '@voice/contracts';
import { SITE_CONTENT_LIMITS, SITE_CONTENT_MESSAGES } from '@voice/contracts/schemas';
import { renderWithQueries } from '@voice/ui/testing';
import { fakeServer } from '@voice/api-client/testing';
import SiteContentPage from './site-content-page';
import { ok } from '../../shared/test-support/replies';

const OWN: SiteContent = {
  hero: { title: 'Alpha answers', subtitle: '' },
  features: { title: '', lead: '' },
  steps: null,
  industries: null,
  testimonials: [
    { quote: 'First quote', name: 'Ann', role: '', url: '' },
    { quote: 'Second quote', name: 'Bob', role: 'Owner', url: '' },
  ],
  integrations: null,
  faqs: null,
  closing: { title: '', text: '' },
  demo: { lines: [] },
};

let server: ReturnType<typeof fakeServer>;
afterEach(() => server?.restore());

function serve(saved: SiteContentAdmin, onSave?: (body: SiteContent) => void) {
  server = fakeServer({
    'GET /api/admin/site-content': () => ok(saved),
    'PUT /api/admin/site-content': (request) => {
      onSave?.(request.body as SiteContent);
      return ok(
        { ...saved, content: request.body, updated_at: '2026-01-01T00:00:00.000Z' },
        SITE_CONTENT_MESSAGES.saved,
      );
    },
  });
}

const testimonialsGroup = () =>
  screen.getByRole('group', { name: 'Testimonials' }) as HTMLFieldSetElement;

describe('the site content editor', () => {
  it("starts a reseller with nothing saved from the standard copy, never offering the platform's testimonials", async () => {
    serve({ tenant: 'reseller', content: null, updated_at: null });
    renderWithQueries(<SiteContentPage />);
    expect(
      await screen.findByText(
        /Nothing is saved yet: the site shows the standard copy, without testimonials/,
      ),
    ).toBeInTheDocument();
    const mode = within(testimonialsGroup()).getByLabelText('Show');
    const options = within(mode)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['My own testimonials', 'None (hide this section)']);
    expect(within(screen.getByRole('group', { name: 'FAQ' })).getByLabelText('Show')).toHaveValue(
      'standard',
    );
    expect(within(screen.getByTestId('preview-testimonials')).getByText(/Hidden/)).toBeVisible();
  });

  it('adds, reorders and removes testimonials, previews them live and saves the document', async () => {
    const user = userEvent.setup();
    const sent: SiteContent[] = [];
    serve({ tenant: 'reseller', content: OWN, updated_at: '2025-12-01T00:00:00.000Z' }, (body) =>
      sent.push(body),
    );
    renderWithQueries(<SiteContentPage />);
    await screen.findByDisplayValue('Alpha answers');

    const preview = within(screen.getByTestId('preview-testimonials'));
    expect(preview.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '“First quote” — Ann',
      '“Second quote” — Bob',
    ]);

    await user.click(screen.getByRole('button', { name: 'Move up Testimonial 2' }));
    expect(preview.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '“Second quote” — Bob',
      '“First quote” — Ann',
    ]);

    await user.click(screen.getByRole('button', { name: 'Add Testimonial' }));
    const third = screen.getByRole('group', { name: 'Testimonial 3' });
    await user.type(within(third).getByLabelText(/Quote/), 'Third quote');
    await user.type(within(third).getByLabelText(/^Name/), 'Cy');
    await user.click(screen.getByRole('button', { name: 'Remove Testimonial 2' }));

    await user.clear(screen.getByLabelText('Headline', { selector: '#site-hero-title' }));
    await user.type(
      screen.getByLabelText('Headline', { selector: '#site-hero-title' }),
      'Alpha never misses a call',
    );
    expect(
      within(screen.getByTestId('preview-hero')).getByText('Alpha never misses a call'),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Save site content' }));
    expect(await screen.findByText(SITE_CONTENT_MESSAGES.saved)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.hero.title).toBe('Alpha never misses a call');
    expect(sent[0]?.testimonials?.map((t) => t.name)).toEqual(['Bob', 'Cy']);
    expect(sent[0]?.faqs).toBeNull();
  });

  it('checks the items with the shared schema before sending, and stops adding at the limit', async () => {
    const user = userEvent.setup();
    const sent: SiteContent[] = [];
    serve(
      {
        tenant: 'reseller',
        content: {
          ...OWN,
          testimonials: Array.from({ length: SITE_CONTENT_LIMITS.testimonials }, (_, i) => ({
            quote: `Quote ${i}`,
            name: `Name ${i}`,
            role: '',
            url: '',
          })),
        },
        updated_at: null,
      },
      (body) => sent.push(body),
    );
    renderWithQueries(<SiteContentPage />);
    await screen.findByDisplayValue('Alpha answers');
    expect(screen.getByRole('button', { name: 'Add Testimonial' })).toBeDisabled();

    const first = screen.getByRole('group', { name: 'Testimonial 1' });
    await user.clear(within(first).getByLabelText(/Quote/));
    await user.type(within(first).getByLabelText(/Website/), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save site content' }));
    expect(await within(first).findByText('Quote is required')).toBeInTheDocument();
    expect(within(first).getByText(SITE_CONTENT_MESSAGES.url)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("offers the platform's own testimonials to the main host's admin", async () => {
    serve({ tenant: 'platform', content: null, updated_at: null });
    renderWithQueries(<SiteContentPage />);
    await screen.findByText(/You are editing the main site's landing page/);
    const mode = within(testimonialsGroup()).getByLabelText('Show');
    expect(mode).toHaveValue('standard');
    expect(within(mode).getAllByRole('option')[0]).toHaveTextContent('The standard testimonials');
  });
});

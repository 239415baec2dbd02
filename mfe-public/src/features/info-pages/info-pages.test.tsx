import { afterEach, describe, expect, it } from '@jest/globals';
import { fakeServer, queryWrapper } from '@voice/api-client/testing';
import { screen, within } from '@testing-library/react';
import { renderPage } from '@voice/ui/testing';
import PrivacyPage from './privacy-page';
import TermsPage from './terms-page';

/** The value, or a failed test when it is missing. */
function must<T>(value: T | null | undefined, what = 'value'): T {
  if (value === null || value === undefined) throw new Error(`missing ${what}`);
  return value;
}

describe.each([
  {
    name: 'PrivacyPage',
    Page: PrivacyPage,
    path: '/privacy',
    title: 'Privacy Policy',
    label: 'privacy policy',
  },
  {
    name: 'TermsPage',
    Page: TermsPage,
    path: '/terms',
    title: 'Terms & Conditions',
    label: 'terms and conditions',
  },
])('$name', ({ Page, path, title, label }) => {
  it('has one h1, the revision date and a table of contents linking to every section', () => {
    renderPage(<Page />, { path });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(screen.getByText(/^Last updated: /)).toBeVisible();
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(contents).getAllByRole('link');
    expect(links.length).toBeGreaterThanOrEqual(10);
    for (const link of links) {
      const target = document.getElementById(must(link.getAttribute('href')).slice(1));
      expect(target?.tagName).toBe('H2');
      expect(target).toHaveTextContent(must(link.textContent));
    }
  });

  it("speaks in the tenant's name and gives its support email", () => {
    renderPage(<Page />, {
      path,
      branding: { appName: 'Acme Voice', companyName: 'Acme Ltd', supportEmail: 'legal@acme.test' },
    });
    expect(screen.getAllByText(/Acme Ltd/).length).toBeGreaterThan(1);
    expect(screen.getAllByText(/Acme Voice/).length).toBeGreaterThan(1);
    expect(screen.queryByText(/AI Phone System/)).not.toBeInTheDocument();
    const contact = screen.getAllByRole('link', { name: 'legal@acme.test' });
    expect(contact[0]).toHaveAttribute('href', 'mailto:legal@acme.test');
  });

  it('uses the app name when there is no company name, and the contact form without an email', () => {
    renderPage(<Page />, {
      path,
      branding: { appName: 'CallPilot', companyName: null, supportEmail: null },
    });
    expect(screen.getAllByText(/operated by CallPilot|between you and CallPilot/).length).toBe(1);
    expect(screen.getAllByRole('link', { name: 'home page' })[0]).toHaveAttribute(
      'href',
      '/#contact',
    );
  });

  it('still renders our page when the tenant links an external one, and points to it', () => {
    const url = `https://acme.test/${path.slice(1)}`;
    renderPage(<Page />, {
      path,
      branding: {
        companyName: 'Acme Ltd',
        privacyUrl: 'https://acme.test/privacy',
        termsUrl: 'https://acme.test/terms',
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(screen.getByRole('link', { name: url })).toHaveAttribute('href', url);
    expect(screen.getByText(new RegExp(`Acme Ltd also publishes its ${label} at`))).toBeVisible();
  });

  it('shows no external notice without an external link', () => {
    renderPage(<Page />, { path });
    expect(screen.queryByText(/also publishes its/)).not.toBeInTheDocument();
  });
});

describe("a reseller's own pages", () => {
  let server: ReturnType<typeof fakeServer> | undefined;
  afterEach(() => server?.restore());

  it.each([
    { Page: TermsPage, kind: 'terms', title: 'Terms & Conditions' },
    { Page: PrivacyPage, kind: 'privacy', title: 'Privacy Policy' },
  ])("shows the $kind page the reseller published, never the platform's text", async (page) => {
    const content = `## Who we are\n\nAcme Ltd, 1 Main Street. Write to [us](mailto:legal@acme.test).\n\n<script>alert(1)</script>`;
    server = fakeServer({
      [`GET /api/legal-pages/${page.kind}`]: () => ({
        status: 200,
        data: {
          success: true,
          data: { kind: page.kind, content, published_at: '2026-11-20T10:00:00.000Z' },
        },
      }),
    });
    const { container } = renderPage(<page.Page />, {
      path: `/${page.kind}`,
      branding: { isMainHost: false, appName: 'Acme Voice', companyName: 'Acme Ltd' },
      wrapper: queryWrapper(),
    });
    expect(screen.getByRole('heading', { level: 1, name: page.title })).toBeVisible();
    expect(await screen.findByRole('heading', { level: 2, name: 'Who we are' })).toBeVisible();
    expect(screen.getByText('Last updated: November 20, 2026')).toBeVisible();
    expect(screen.getByRole('link', { name: 'us' })).toHaveAttribute(
      'href',
      'mailto:legal@acme.test',
    );
    // Raw HTML stays text; the built-in text is not shown.
    expect(container.querySelector('script')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Contents' })).toBeNull();
  });

  it('says so when the page is not published', async () => {
    server = fakeServer({});
    renderPage(<TermsPage />, {
      path: '/terms',
      branding: { isMainHost: false },
      wrapper: queryWrapper(),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This page is not published yet.');
  });
});

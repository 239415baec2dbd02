import { describe, expect, it } from '@jest/globals';
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

import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { DEFAULT_BRANDING } from '@voice/ui';
import { TestThemeProvider } from '@voice/ui/testing';
import { DOC_CATEGORIES } from './docs-catalog';
import DocsPage from './docs-page';

/** The value, or a failed test when it is missing. */
function must<T>(value: T | null | undefined, what = 'value'): T {
  if (value === null || value === undefined) throw new Error(`missing ${what}`);
  return value;
}

/** Renders the docs at `url` under both of its routes, as the shell does. */
function showDocs(url: string, appName = DEFAULT_BRANDING.appName) {
  return render(
    <TestThemeProvider branding={{ ...DEFAULT_BRANDING, appName }}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/docs" element={<DocsPage />} />
          <Route path="/docs/:category/:slug?" element={<DocsPage />} />
        </Routes>
      </MemoryRouter>
    </TestThemeProvider>,
  );
}

const sidebar = () => screen.getByRole('navigation', { name: 'Documentation' });

describe('DocsPage', () => {
  it('lists the categories and their pages on the docs home', () => {
    showDocs('/docs');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Documentation' })).toBeVisible();
    const main = must(screen.getByRole('heading', { level: 1 }).parentElement);
    expect(
      within(main)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual([
      'Getting Started',
      'Assistants',
      'Phone Numbers',
      'Billing',
      'Resellers',
      'Developers',
    ]);
    expect(within(main).getByRole('link', { name: 'Billing' })).toHaveAttribute(
      'href',
      '/docs/billing',
    );
    const billingPages = within(main).getByRole('list', { name: 'Billing pages' });
    expect(within(billingPages).getByRole('link', { name: 'Plans and usage' })).toHaveAttribute(
      'href',
      '/docs/billing/plans-and-usage',
    );
  });

  it('shows a category index with every page of the category and its summary', () => {
    showDocs('/docs/phone-numbers');
    expect(screen.getByRole('heading', { level: 1, name: 'Phone Numbers' })).toBeVisible();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Documentation' })).toHaveAttribute(
      'href',
      '/docs',
    );
    const pages = screen.getAllByRole('heading', { level: 2 });
    expect(pages.map((h) => h.textContent)).toEqual([
      'Get a phone number',
      'Forward your existing number',
    ]);
    expect(screen.getByText(/Search by country and area code/)).toBeVisible();
    expect(within(sidebar()).getByRole('link', { name: 'Phone Numbers' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows a page with its breadcrumbs, the current entry in the sidebar and previous/next links', () => {
    showDocs('/docs/billing/plans-and-usage');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Plans and usage' })).toBeVisible();
    expect(screen.getByRole('article', { name: 'Plans and usage' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Billing' })).toHaveAttribute(
      'href',
      '/docs/billing',
    );
    expect(within(sidebar()).getByRole('link', { name: 'Plans and usage' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const pager = screen.getByRole('navigation', { name: 'Previous and next pages' });
    expect(
      within(pager).getByRole('link', { name: /Previous Forward your existing number/ }),
    ).toHaveAttribute('href', '/docs/phone-numbers/forward-your-existing-number');
    expect(
      within(pager).getByRole('link', { name: /Next Manage your subscription/ }),
    ).toHaveAttribute('href', '/docs/billing/manage-your-subscription');
  });

  it("puts the tenant's app name into the documentation", () => {
    showDocs('/docs/getting-started/introduction', 'Acme Voice');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Acme Voice' })).toBeVisible();
    expect(within(sidebar()).getByRole('link', { name: 'Welcome to Acme Voice' })).toBeVisible();
    expect(screen.queryByText(/\{\{app_name\}\}/)).not.toBeInTheDocument();
  });

  it.each(['/docs/nope', '/docs/billing/nope', '/docs/nope/plans-and-usage'])(
    'says %s does not exist and links back to /docs',
    (url) => {
      showDocs(url);
      expect(
        screen.getByRole('heading', { level: 1, name: 'This page does not exist' }),
      ).toBeVisible();
      expect(screen.getByRole('link', { name: 'Back to the documentation' })).toHaveAttribute(
        'href',
        '/docs',
      );
    },
  );

  it('moves to another page through the sidebar and focuses its title', async () => {
    const user = userEvent.setup();
    showDocs('/docs/assistants/create-an-assistant');
    await user.click(within(sidebar()).getByRole('link', { name: 'Become a reseller' }));
    const title = screen.getByRole('heading', { level: 1, name: 'Become a reseller' });
    expect(title).toHaveFocus();
    await user.click(screen.getByRole('link', { name: /Next Brand your platform/ }));
    expect(screen.getByRole('heading', { level: 1, name: 'Brand your platform' })).toHaveFocus();
  });

  it('has at least two pages in each category', () => {
    expect(DOC_CATEGORIES.map((c) => c.slug)).toEqual([
      'getting-started',
      'assistants',
      'phone-numbers',
      'billing',
      'resellers',
      'developers',
    ]);
    for (const category of DOC_CATEGORIES) expect(category.pages.length).toBeGreaterThanOrEqual(2);
  });
});

import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { DEFAULT_APP_NAME, VENDOR_NAMES } from '@voice/contracts';
import {
  DOC_CATEGORIES,
  allPages,
  docCategoriesFor,
  docPath,
  withSiteWords,
  type DocsReader,
} from './docs-catalog';
import { Markdown } from '@voice/ui/markdown';

// In jest, `.md` imports are a stub; these tests read the real files the build bundles.
const ROOT = join(__dirname, '../../../../docs/product');
const fileOf = (category: string, slug: string) => join(ROOT, category, `${slug}.md`);

const known = new Set([
  '/docs',
  ...DOC_CATEGORIES.map((category) => docPath(category)),
  ...allPages().map(({ category, page }) => docPath(category, page)),
]);

describe('the product documentation files', () => {
  it('has a catalog entry for every Markdown file, and a file for every entry', () => {
    const files = DOC_CATEGORIES.flatMap((category) =>
      readdirSync(join(ROOT, category.slug))
        .filter((name) => name.endsWith('.md'))
        .map((name) => `${category.slug}/${name.replace(/\.md$/, '')}`),
    ).sort();
    const entries = allPages()
      .map(({ category, page }) => `${category.slug}/${page.slug}`)
      .sort();
    expect(entries).toEqual(files);
    const folders = readdirSync(ROOT, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(folders).toEqual(DOC_CATEGORIES.map((c) => c.slug).sort());
  });

  describe.each(
    allPages().map(
      ({ category, page }) => [`${category.slug}/${page.slug}`, category.slug, page] as const,
    ),
  )('%s', (_name, categorySlug, page) => {
    const text = readFileSync(fileOf(categorySlug, page.slug), 'utf8');

    it('starts with its catalog title', () => {
      // The catalog's English, with the Markdown's `{{app_name}}` where the message says `{app_name}`.
      const title = page.title.message?.replace('{app_name}', '{{app_name}}');
      expect(text.split('\n')[0]).toBe(`# ${title}`);
    });

    it('renders as a real page: several paragraphs and sections, no h1, no raw Markdown left', () => {
      const { container } = render(
        <MemoryRouter>
          <Markdown source={text} dropTitle />
        </MemoryRouter>,
      );
      expect(container.querySelectorAll('h1')).toHaveLength(0);
      expect(container.querySelectorAll('p').length).toBeGreaterThanOrEqual(3);
      expect(container.querySelectorAll('h2').length).toBeGreaterThanOrEqual(2);
      expect(container.textContent).not.toMatch(/\*\*|\]\(|^#/m);
    });

    it('links only to documentation pages that exist', () => {
      const links = [...text.matchAll(/\]\((\/docs[^)\s#]*)/g)].map((m) => m[1]);
      for (const link of links) expect(known).toContain(link);
    });
  });
});

describe("the documentation on a reseller's site (white label)", () => {
  const customer = { appName: 'Lumen Answering', isMainHost: false, role: 'user' };
  const slugs = (reader: DocsReader) => docCategoriesFor(reader).map((category) => category.slug);

  it('shows the Resellers guide to the main host and to the reseller’s admin, not to its customers', () => {
    expect(slugs({ appName: 'X', isMainHost: true })).toContain('resellers');
    expect(slugs({ ...customer, role: 'reseller_admin' })).toContain('resellers');
    expect(slugs(customer)).not.toContain('resellers');
    expect(slugs({ ...customer, role: null })).not.toContain('resellers');
  });

  it('names a vendor on the main host only, and the site by its own name', () => {
    const text = '{{app_name}} voices: {{vendor:ElevenLabs|Premium}}.{{vendor: Upcoming.|}}';
    expect(withSiteWords(text, { appName: 'Main', isMainHost: true })).toBe(
      'Main voices: ElevenLabs. Upcoming.',
    );
    expect(withSiteWords(text, customer)).toBe('Lumen Answering voices: Premium.');
  });

  it("names neither the platform nor a vendor in any page a reseller's customer reads", () => {
    const hits = allPages(docCategoriesFor(customer)).flatMap(({ category, page }) => {
      const text = withSiteWords(
        [
          page.title.message,
          page.summary.message,
          readFileSync(fileOf(category.slug, page.slug), 'utf8'),
        ].join('\n'),
        customer,
      );
      return [{ name: DEFAULT_APP_NAME, pattern: DEFAULT_APP_NAME }, ...VENDOR_NAMES]
        .filter(({ pattern }) => new RegExp(`\\b(${pattern})\\b`, 'i').test(text))
        .map(({ name }) => `${category.slug}/${page.slug}: ${name}`);
    });
    expect(hits).toEqual([]);
  });
});

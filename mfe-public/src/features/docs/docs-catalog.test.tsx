import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { DOC_CATEGORIES, allPages, docPath } from './docs-catalog';
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
      expect(text.split('\n')[0]).toBe(`# ${page.title}`);
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

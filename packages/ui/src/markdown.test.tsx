import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Markdown, slugify } from './markdown';

/** The value, or a failed test when it is missing. */
function must<T>(value: T | null | undefined, what = 'value'): T {
  if (value === null || value === undefined) throw new Error(`missing ${what}`);
  return value;
}

function show(source: string, dropTitle = false) {
  return render(
    <MemoryRouter>
      <Markdown source={source} dropTitle={dropTitle} />
    </MemoryRouter>,
  );
}

describe('Markdown', () => {
  it('renders headings (never an h1) with linkable ids, and paragraphs joined across lines', () => {
    show('# Title\n\nFirst line\nsecond line.\n\n## Choose a plan & pay\n\n### Details');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Title' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Choose a plan & pay' })).toHaveAttribute(
      'id',
      'choose-a-plan-pay',
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Details' })).toBeInTheDocument();
    expect(screen.getByText('First line second line.').tagName).toBe('P');
  });

  it('drops the leading title when asked, and keeps a lone paragraph a paragraph', () => {
    show('# Title\n\nBody text.', true);
    expect(screen.queryByRole('heading', { name: 'Title' })).not.toBeInTheDocument();
    expect(screen.getByText('Body text.').tagName).toBe('P');
  });

  it('renders bold, italic, inline code and escaped characters', () => {
    const { container } = show(
      'Use **Save Changes**, *not* _Cancel_, run `npm start` and keep \\*stars\\*.',
    );
    const p = must(container.querySelector('p'));
    expect(p.querySelector('strong')).toHaveTextContent('Save Changes');
    expect([...p.querySelectorAll('em')].map((e) => e.textContent)).toEqual(['not', 'Cancel']);
    expect(p.querySelector('code')).toHaveTextContent('npm start');
    expect(p).toHaveTextContent('Use Save Changes, not Cancel, run npm start and keep *stars*.');
  });

  it('leaves underscores inside words alone', () => {
    show('Set `first_message` or use snake_case_names here.');
    expect(screen.getByText(/snake_case_names/)).toBeInTheDocument();
    expect(document.querySelector('em')).toBeNull();
  });

  it('makes internal links router links, keeps http(s) and mailto, and drops unsafe targets', () => {
    show(
      'See [Billing](/docs/billing/plans-and-usage), [this part](#limits), [Stripe](https://stripe.com), ' +
        '[mail](mailto:help@example.com), [bad](javascript:alert%281%29), [worse](//evil.test) and ' +
        '[data](data:text/html;base64,PHNjcmlwdD4=).',
    );
    expect(screen.getByRole('link', { name: 'Billing' })).toHaveAttribute(
      'href',
      '/docs/billing/plans-and-usage',
    );
    expect(screen.getByRole('link', { name: 'this part' })).toHaveAttribute('href', '#limits');
    expect(screen.getByRole('link', { name: 'Stripe' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(screen.getByRole('link', { name: 'mail' })).toHaveAttribute(
      'href',
      'mailto:help@example.com',
    );
    expect(screen.queryByRole('link', { name: 'bad' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'worse' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'data' })).not.toBeInTheDocument();
    expect(screen.getByText('bad')).toBeInTheDocument();
    expect(document.querySelectorAll('a')).toHaveLength(4);
  });

  it('leaves bare URLs as text (a document links on purpose only)', () => {
    show('Write to https://evil.test/login or www.example.com.');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(
      screen.getByText('Write to https://evil.test/login or www.example.com.'),
    ).toBeInTheDocument();
  });

  it('loads no image: the alt text stands in for it', () => {
    const { container } = show('Our logo: ![the logo](https://tracker.test/pixel.png)');
    expect(container.querySelector('img')).toBeNull();
    expect(document.head.querySelector('link[rel="preload"]')).toBeNull();
    expect(container.querySelector('p')).toHaveTextContent('Our logo: the logo');
  });

  it('reads a leading --- as a rule, not as front matter to hide', () => {
    const { container } = show('---\ntitle: hidden?\n---\n\nText.');
    expect(container.querySelector('hr')).not.toBeNull();
    expect(container).toHaveTextContent('title: hidden?');
  });

  it('shows raw HTML as text, never as markup', () => {
    const { container } = show('<img src=x onerror="alert(1)"> and <script>alert(1)</script>');
    expect(container.querySelector('img, script')).toBeNull();
    expect(container).toHaveTextContent(
      '<img src=x onerror="alert(1)"> and <script>alert(1)</script>',
    );
  });

  it('renders bullet and numbered lists, with nesting and continued lines', () => {
    const { container } = show(
      [
        'Steps:',
        '',
        '1. Open **Assistants**.',
        '2. Click Create,',
        '   then fill in the form:',
        '   - Company name',
        '   - Industry',
        '3. Save.',
        '',
        '- one',
        '- two',
      ].join('\n'),
    );
    const ol = must(container.querySelector('ol'));
    const steps = within(ol)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === ol);
    expect(steps).toHaveLength(3);
    expect(steps[1]).toHaveTextContent('Click Create, then fill in the form:');
    expect(
      within(must(steps[1]))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Company name', 'Industry']);
    const ul = must(
      [...container.querySelectorAll('ul')].find((list) => list.parentElement === ol.parentElement),
    );
    expect(
      within(ul)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['one', 'two']);
  });

  it('continues a numbered list across blank lines and honours its start number', () => {
    const { container } = show('3. three\n\n4. four\n\nAfter.');
    const ol = must(container.querySelector('ol'));
    expect(ol).toHaveAttribute('start', '3');
    expect(within(ol).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('After.').tagName).toBe('P');
  });

  it('renders quotes, code blocks (as text) and rules', () => {
    const { container } = show(
      '> **Tip:** keep it short.\n\n```json\n{ "a": "<b>" }\n```\n\n---\n\nEnd.',
    );
    expect(container.querySelector('blockquote strong')).toHaveTextContent('Tip:');
    const code = must(container.querySelector('pre code'));
    expect(code).toHaveClass('language-json');
    expect(code.textContent).toBe('{ "a": "<b>" }');
    expect(container.querySelector('hr')).not.toBeNull();
  });

  it('renders tables with a header row, alignment and inline marks', () => {
    show('| Plan | Minutes |\n| :--- | ---: |\n| **Starter** | 300 |\n| Growth | 1,500 |');
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Plan', 'Minutes']);
    // A wide table scrolls in its own box, which a keyboard can reach.
    expect(table.parentElement).toHaveClass('table-scroll');
    expect(table.parentElement).toHaveAttribute('tabindex', '0');
    for (const th of within(table).getAllByRole('columnheader')) {
      expect(th).toHaveAttribute('scope', 'col');
    }
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(must(rows[1])).getByText('Starter').tagName).toBe('STRONG');
    expect(within(must(rows[2])).getAllByRole('cell')[1]).toHaveStyle({ textAlign: 'right' });
  });
});

describe('slugify', () => {
  it('makes ids from heading text', () => {
    expect(slugify('Step 2: **Hosting** (subdomain)')).toBe('step-2-hosting-subdomain');
    expect(slugify('  What  is   a `webhook`? ')).toBe('what-is-a-webhook');
  });
});

import { useLingui } from '@lingui/react/macro';
import {
  Fragment,
  type AnchorHTMLAttributes,
  type HTMLAttributes,
  type ReactNode,
  type TableHTMLAttributes,
} from 'react';
import MarkdownToJsx, { type MarkdownToJSX } from 'markdown-to-jsx/react';
import { Link } from 'react-router-dom';

/**
 * Markdown as React elements, by markdown-to-jsx (CommonMark and GFM tables): the product documentation
 * (docs/product/**.md, imported at build time by mfe-public's /docs) and a reseller's own terms and privacy pages
 * (written by its admin: shown on its site and previewed in its editor). Its own entry, `@voice/ui/markdown`, not a
 * federation share: only the chunks that render Markdown carry it. It builds elements and never sets HTML; the options
 * below close what a document could still do, each checked in markdown.test.tsx:
 * - raw HTML is not parsed: it shows as text (`disableParsingRawHTML`);
 * - a link goes only inside the app (a router link), to a section (#) or out over http(s)/mailto; any other
 *   target (javascript:, data:, //host) leaves its text and no link;
 * - an image loads nothing: its alt text stands in (no third-party request from a document);
 * - bare URLs stay text and a leading `---` is a rule, not front matter (as the documents are written);
 * - headings never render as h1 (the page owns its one h1), and their ids come from `slugify` below;
 * - a table wider than the screen scrolls in its own box.
 */

export interface MarkdownOptions {
  /** Leave out a leading `# Title` (the page shows the title itself). */
  dropTitle?: boolean;
}

/** Where a link may go: inside the app (router), to a section (#), or out over http(s)/mailto. */
function linkTarget(url: string): { kind: 'route' | 'anchor' | 'external'; href: string } | null {
  const href = url.trim();
  if (href.startsWith('#')) return { kind: 'anchor', href };
  if (href.startsWith('/') && !href.startsWith('//')) return { kind: 'route', href };
  if (/^(https?:\/\/|mailto:)/i.test(href)) return { kind: 'external', href };
  return null;
}

function DocLink({ href, title, children }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const target = linkTarget(href ?? '');
  if (!target) return <span>{children}</span>;
  if (target.kind === 'route') {
    return (
      <Link to={target.href} title={title}>
        {children}
      </Link>
    );
  }
  if (target.kind === 'anchor') {
    return (
      <a href={target.href} title={title}>
        {children}
      </a>
    );
  }
  return (
    <a href={target.href} title={title} rel="noopener noreferrer">
      {children}
    </a>
  );
}

function ImageText({ alt }: { alt?: string }) {
  return <span>{alt}</span>;
}

/**
 * A table wider than a phone scrolls inside its own box, so the page never scrolls sideways; the box takes the
 * keyboard's focus so that it can be scrolled without a pointer.
 */
function ScrollingTable(props: TableHTMLAttributes<HTMLTableElement>) {
  const { t } = useLingui();
  return (
    <div className="table-scroll" role="region" aria-label={t`Table`} tabIndex={0}>
      <table {...props} />
    </div>
  );
}

/** Table headers name their column (GFM puts th only in the header row). */
function ColumnHeader(props: HTMLAttributes<HTMLTableCellElement>) {
  return <th scope="col" {...props} />;
}

/** The page's title is its h1; a document's `#` headings become h2 (their id kept). */
function SectionHeading(props: HTMLAttributes<HTMLHeadingElement>) {
  return <h2 {...props} />;
}

/** The text of a heading without Markdown marks, e.g. for its id. */
function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_\\]/g, '')
    .trim();
}

/** 'Choose a plan & pay' -> 'choose-a-plan-pay' (ids of headings, so sections can be linked). */
export function slugify(text: string): string {
  return plainText(text)
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-');
}

const OPTIONS: MarkdownToJSX.Options = {
  disableParsingRawHTML: true,
  disableAutoLink: true,
  disableFrontmatter: true,
  forceBlock: true,
  wrapper: Fragment,
  slugify: (text) => slugify(text),
  overrides: {
    a: DocLink,
    img: ImageText,
    table: ScrollingTable,
    th: ColumnHeader,
    h1: SectionHeading,
  },
};

/** The source without its leading `# Title` line. */
function withoutTitle(source: string): string {
  return source.replace(/^\s*#[ \t]+[^\n]*(\n|$)/, '');
}

export function Markdown({ source, dropTitle }: { source: string } & MarkdownOptions): ReactNode {
  return (
    <MarkdownToJsx options={OPTIONS}>{dropTitle ? withoutTitle(source) : source}</MarkdownToJsx>
  );
}

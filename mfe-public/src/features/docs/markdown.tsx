import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * A small Markdown renderer for the product documentation (docs/product/**.md, our own repository
 * content, imported at build time). It builds React elements and never sets HTML, so nothing in a
 * document can inject markup or script: raw HTML shows as text, and links keep only safe targets.
 *
 * Supported: # headings, paragraphs, **bold**, *italic*, `code`, [links](/docs/...), - and 1. lists
 * (nesting by indentation), > quotes, ``` code blocks, | tables |, and --- rules.
 * Why not a library: `marked` 16+ ships only ES modules, which the shared jest setup does not transform,
 * and its HTML output would need a sanitiser plus a second pass to turn internal links into router
 * links. This subset is all our documents use.
 */

export interface MarkdownOptions {
  /**
   * Leave out a leading `# Title` (the page shows the title itself). Headings never render as h1:
   * the page owns its one h1, so `#` and `##` both become h2.
   */
  dropTitle?: boolean;
}

type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'code'; lang: string; text: string }
  | { kind: 'quote'; blocks: Block[] }
  | { kind: 'list'; ordered: boolean; start: number; items: Block[][] }
  | {
      kind: 'table';
      head: string[];
      align: ('left' | 'center' | 'right' | null)[];
      rows: string[][];
    }
  | { kind: 'rule' };

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const FENCE = /^\s*(```|~~~)\s*([\w+-]*)\s*$/;
const RULE = /^\s*([-*_])(\s*\1){2,}\s*$/;
const LIST_ITEM = /^(\s*)([-*+]|\d{1,9}[.)])\s+(.*)$/;
const QUOTE = /^\s*>\s?(.*)$/;
const TABLE_SEPARATOR = /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;

const isBlank = (line: string) => line.trim() === '';

function splitRow(line: string): string[] {
  const trimmed = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  return trimmed.split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

/** Starts a block other than a paragraph (ends a running paragraph). */
function startsBlock(line: string, next: string | undefined): boolean {
  return (
    HEADING.test(line) ||
    FENCE.test(line) ||
    RULE.test(line) ||
    LIST_ITEM.test(line) ||
    QUOTE.test(line) ||
    (line.includes('|') && next !== undefined && TABLE_SEPARATOR.test(next))
  );
}

function parseBlocks(lines: string[]): Block[] {
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? '';
    if (isBlank(line)) {
      i += 1;
      continue;
    }

    const fence = FENCE.exec(line);
    if (fence) {
      const body: string[] = [];
      i += 1;
      while (i < lines.length && !(lines[i] ?? '').trim().startsWith(fence[1] ?? '```')) {
        body.push(lines[i] ?? '');
        i += 1;
      }
      i += 1; // the closing fence
      blocks.push({ kind: 'code', lang: fence[2] ?? '', text: body.join('\n') });
      continue;
    }

    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({ kind: 'heading', level: heading[1]?.length ?? 1, text: heading[2] ?? '' });
      i += 1;
      continue;
    }

    if (RULE.test(line)) {
      blocks.push({ kind: 'rule' });
      i += 1;
      continue;
    }

    if (QUOTE.test(line)) {
      const inner: string[] = [];
      while (i < lines.length && QUOTE.test(lines[i] ?? '')) {
        inner.push(QUOTE.exec(lines[i] ?? '')?.[1] ?? '');
        i += 1;
      }
      blocks.push({ kind: 'quote', blocks: parseBlocks(inner) });
      continue;
    }

    const item = LIST_ITEM.exec(line);
    if (item) {
      const indent = item[1]?.length ?? 0;
      const ordered = /\d/.test(item[2] ?? '');
      const items: Block[][] = [];
      const start = ordered ? Number.parseInt(item[2] ?? '1', 10) : 1;
      while (i < lines.length) {
        const current = LIST_ITEM.exec(lines[i] ?? '');
        if (!current || (current[1]?.length ?? 0) !== indent) break;
        if (/\d/.test(current[2] ?? '') !== ordered) break;
        const contentIndent = indent + (current[2]?.length ?? 1) + 1;
        const body = [current[3] ?? ''];
        i += 1;
        // Continuation: indented lines (nested lists, more text), and blank lines followed by them.
        while (i < lines.length) {
          const next = lines[i] ?? '';
          if (isBlank(next)) {
            const after = lines[i + 1];
            if (after !== undefined && !isBlank(after) && after.search(/\S/) >= contentIndent) {
              body.push('');
              i += 1;
              continue;
            }
            break;
          }
          const leading = next.search(/\S/);
          if (leading >= contentIndent) {
            body.push(next.slice(contentIndent));
          } else if (leading > indent && !LIST_ITEM.test(next)) {
            body.push(next.trim());
          } else if (leading <= indent && !startsBlock(next, lines[i + 1])) {
            body.push(next.trim()); // a lazy continuation of the item's text
          } else {
            break;
          }
          i += 1;
        }
        items.push(parseBlocks(body));
        // A blank line between items keeps the list going.
        if (isBlank(lines[i] ?? 'x')) {
          const after = LIST_ITEM.exec(lines[i + 1] ?? '');
          if (after && (after[1]?.length ?? 0) === indent) i += 1;
        }
      }
      blocks.push({ kind: 'list', ordered, start, items });
      continue;
    }

    const next = lines[i + 1];
    if (line.includes('|') && next !== undefined && TABLE_SEPARATOR.test(next)) {
      const head = splitRow(line);
      const align = splitRow(next).map((cell) => {
        const left = cell.startsWith(':');
        const right = cell.endsWith(':');
        return left && right ? 'center' : right ? 'right' : left ? 'left' : null;
      });
      const rows: string[][] = [];
      i += 2;
      while (i < lines.length && !isBlank(lines[i] ?? '') && (lines[i] ?? '').includes('|')) {
        rows.push(splitRow(lines[i] ?? ''));
        i += 1;
      }
      blocks.push({ kind: 'table', head, align, rows });
      continue;
    }

    const text: string[] = [line.trim()];
    i += 1;
    while (
      i < lines.length &&
      !isBlank(lines[i] ?? '') &&
      !startsBlock(lines[i] ?? '', lines[i + 1])
    ) {
      text.push((lines[i] ?? '').trim());
      i += 1;
    }
    blocks.push({ kind: 'paragraph', text: text.join(' ') });
  }
  return blocks;
}

/** Where a link may go: inside the app (router), to a section (#), or out over http(s)/mailto. */
function linkTarget(url: string): { kind: 'route' | 'anchor' | 'external'; href: string } | null {
  const href = url.trim();
  if (href.startsWith('#')) return { kind: 'anchor', href };
  if (href.startsWith('/') && !href.startsWith('//')) return { kind: 'route', href };
  if (/^(https?:\/\/|mailto:)/i.test(href)) return { kind: 'external', href };
  return null;
}

/** Finds the `]` that closes the `[` at `open`, allowing nested brackets. */
function closingBracket(text: string, open: number): number {
  let depth = 0;
  for (let j = open; j < text.length; j += 1) {
    const ch = text[j];
    if (ch === '\\') j += 1;
    else if (ch === '[') depth += 1;
    else if (ch === ']') {
      depth -= 1;
      if (depth === 0) return j;
    }
  }
  return -1;
}

function renderInline(text: string, key = 'i'): ReactNode[] {
  const out: ReactNode[] = [];
  let plain = '';
  const flush = () => {
    if (plain) out.push(plain);
    plain = '';
  };
  let i = 0;
  while (i < text.length) {
    const ch = text[i] ?? '';
    const rest = text.slice(i);
    const k = `${key}.${out.length}`;

    if (ch === '\\' && i + 1 < text.length && /[\\`*_[\]()#+\-.!|>{}~]/.test(text[i + 1] ?? '')) {
      plain += text[i + 1];
      i += 2;
      continue;
    }
    if (ch === '`') {
      const end = text.indexOf('`', i + 1);
      if (end > i) {
        flush();
        out.push(<code key={k}>{text.slice(i + 1, end)}</code>);
        i = end + 1;
        continue;
      }
    }
    if (ch === '[') {
      const close = closingBracket(text, i);
      const link = close > i ? /^\(([^()\s]+)(?:\s+"[^"]*")?\)/.exec(text.slice(close + 1)) : null;
      if (link) {
        flush();
        const label = renderInline(text.slice(i + 1, close), k);
        const target = linkTarget(link[1] ?? '');
        if (!target) out.push(<span key={k}>{label}</span>);
        else if (target.kind === 'route') {
          out.push(
            <Link key={k} to={target.href}>
              {label}
            </Link>,
          );
        } else if (target.kind === 'anchor') {
          out.push(
            <a key={k} href={target.href}>
              {label}
            </a>,
          );
        } else {
          out.push(
            <a key={k} href={target.href} rel="noopener noreferrer">
              {label}
            </a>,
          );
        }
        i = close + 1 + link[0].length;
        continue;
      }
    }
    const strong = /^(\*\*|__)(?=\S)([\s\S]*?\S)\1/.exec(rest);
    if (strong) {
      flush();
      out.push(<strong key={k}>{renderInline(strong[2] ?? '', k)}</strong>);
      i += strong[0].length;
      continue;
    }
    const emphasis =
      /^\*(?=[^\s*])([\s\S]*?[^\s*])\*(?!\*)/.exec(rest) ??
      (/\w/.test(text[i - 1] ?? '') ? null : /^_(?=\S)([\s\S]*?\S)_(?!\w)/.exec(rest));
    if (emphasis) {
      flush();
      out.push(<em key={k}>{renderInline(emphasis[1] ?? '', k)}</em>);
      i += emphasis[0].length;
      continue;
    }
    plain += ch;
    i += 1;
  }
  flush();
  return out;
}

/** The text of a heading without Markdown marks, e.g. for its id. */
export function plainText(markdown: string): string {
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

function renderBlocks(blocks: Block[], key: string, tight = false): ReactNode[] {
  return blocks.map((block, index) => {
    const k = `${key}.${index}`;
    switch (block.kind) {
      case 'heading': {
        const level = Math.min(Math.max(block.level, 2), 6);
        const Tag = `h${level}` as 'h2';
        return (
          <Tag key={k} id={slugify(block.text)}>
            {renderInline(block.text, k)}
          </Tag>
        );
      }
      case 'paragraph':
        return tight ? (
          <span key={k}>{renderInline(block.text, k)}</span>
        ) : (
          <p key={k}>{renderInline(block.text, k)}</p>
        );
      case 'code':
        return (
          <pre key={k}>
            <code className={block.lang ? `language-${block.lang}` : undefined}>{block.text}</code>
          </pre>
        );
      case 'quote':
        return <blockquote key={k}>{renderBlocks(block.blocks, k)}</blockquote>;
      case 'rule':
        return <hr key={k} />;
      case 'list': {
        const items = block.items.map((item, n) => {
          // A one-paragraph item renders its text directly (a "tight" item).
          const single = item.length === 1 && item[0]?.kind === 'paragraph';
          const mixedTight =
            item[0]?.kind === 'paragraph' && item.slice(1).every((b) => b.kind === 'list');
          return <li key={`${k}.${n}`}>{renderBlocks(item, `${k}.${n}`, single || mixedTight)}</li>;
        });
        return block.ordered ? (
          <ol key={k} start={block.start !== 1 ? block.start : undefined}>
            {items}
          </ol>
        ) : (
          <ul key={k}>{items}</ul>
        );
      }
      case 'table':
        return (
          <table key={k}>
            <thead>
              <tr>
                {block.head.map((cell, n) => (
                  <th key={n} scope="col" style={{ textAlign: block.align[n] ?? undefined }}>
                    {renderInline(cell, `${k}.h${n}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, r) => (
                <tr key={r}>
                  {block.head.map((_, n) => (
                    <td key={n} style={{ textAlign: block.align[n] ?? undefined }}>
                      {renderInline(row[n] ?? '', `${k}.${r}.${n}`)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        );
    }
  });
}

/** Markdown -> React elements (see the top of this file for what is supported and why it is safe). */
export function renderMarkdown(source: string, options: MarkdownOptions = {}): ReactNode[] {
  let blocks = parseBlocks(source.replace(/\r\n?/g, '\n').split('\n'));
  if (options.dropTitle && blocks[0]?.kind === 'heading' && blocks[0].level === 1) {
    blocks = blocks.slice(1);
  }
  return renderBlocks(blocks, 'md');
}

export function Markdown({ source, dropTitle }: { source: string } & MarkdownOptions) {
  return <>{renderMarkdown(source, { dropTitle })}</>;
}

import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';

/**
 * The readable text of a web page: Readability (Firefox's Reader View) picks the article out of the navigation,
 * footers and ads, on a linkedom DOM (no browser, no script run); its HTML is then read block by block so that
 * paragraphs, list items and headings stay apart. A page Readability finds no article in gives its body's text.
 */

const BLOCKS = new Set(
  'ADDRESS ARTICLE ASIDE BLOCKQUOTE BR DD DIV DL DT FIGCAPTION FOOTER FORM H1 H2 H3 H4 H5 H6 HEADER HR LI MAIN NAV OL P PRE SECTION TABLE TD TH TR UL'.split(
    ' ',
  ),
);
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'SVG', 'IFRAME']);

interface DomNode {
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  childNodes: ArrayLike<DomNode>;
}

/** Text with a blank line between blocks. */
function blockText(root: DomNode): string {
  const parts: string[] = [];
  const walk = (node: DomNode) => {
    if (node.nodeType === 3) {
      parts.push(node.textContent ?? '');
      return;
    }
    if (node.nodeType !== 1 && node.nodeType !== 9 && node.nodeType !== 11) return;
    const name = node.nodeName.toUpperCase();
    if (SKIPPED.has(name)) return;
    const block = BLOCKS.has(name);
    if (block) parts.push('\n\n');
    for (let i = 0; i < node.childNodes.length; i += 1) {
      const child = node.childNodes[i];
      if (child) walk(child);
    }
    if (block) parts.push('\n\n');
  };
  walk(root);
  return parts
    .join('')
    .replace(/[ \t\u00a0]+/g, ' ')
    .split(/\n\s*\n/)
    .map((block) => block.replace(/\s+/g, ' ').trim())
    .filter((block) => block !== '')
    .join('\n\n');
}

export interface PageText {
  title: string;
  text: string;
}

export function readablePageText(html: string): PageText {
  const { document } = parseHTML(html);
  const title = (document.title ?? '').trim();
  // Readability changes the document it reads: the fallback parses the page again.
  const article = new Readability(document as unknown as Document).parse();
  if (article?.content) {
    const text = blockText(parseHTML(`<html><body>${article.content}</body></html>`).document.body);
    if (text !== '') return { title: article.title?.trim() || title, text };
  }
  const body = parseHTML(html).document.body as unknown as DomNode | null;
  return { title, text: body ? blockText(body) : '' };
}

const ALLOWED = new Set(['http:', 'https:', 'mailto:']);
const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"']+/gi;

/** Absolute http(s) or mailto URL, or null (relative, javascript:, data: and malformed are dropped). */
function safeUrl(raw: string): string | null {
  const value = raw.trim();
  if (!value) return null;
  try {
    const url = new URL(value);
    return ALLOWED.has(url.protocol) ? value : null;
  } catch {
    return null;
  }
}

/** Trailing punctuation that ends a sentence rather than the URL ('Open https://x.test/a.'). */
function trimTrailing(url: string): string {
  return url.replace(/[.,;:!?)\]]+$/, '');
}

/**
 * Every link of an email, in order of appearance and without duplicates: the href of each <a> of the
 * HTML version (parsed inertly: nothing runs and nothing loads), then URLs written in the text version.
 */
export function emailLinks(html: string, text: string): string[] {
  const found: string[] = [];
  if (html) {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    doc.querySelectorAll('a[href]').forEach((anchor) => {
      found.push(anchor.getAttribute('href') ?? '');
    });
  }
  for (const match of text.matchAll(URL_IN_TEXT)) found.push(trimTrailing(match[0]));
  const links: string[] = [];
  for (const raw of found) {
    const url = safeUrl(raw);
    if (url && !links.includes(url)) links.push(url);
  }
  return links;
}

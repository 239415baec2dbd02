import type { FastifyReply } from 'fastify';

/**
 * The server's own HTML pages (the sandbox's hosted checkout, the pay-link pages): plain markup, no script, sent
 * under a Content-Security-Policy of their own. Emails, the server-rendered pages' titles and the preload hints
 * escape their text with the same function.
 */

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** HTML-escapes text and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** Only http(s) links are rendered; anything else becomes '/'. */
export function safeHref(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.toString() : '/';
  } catch {
    return '/';
  }
}

/**
 * A page's start up to its <body>: doctype, charset, the mobile viewport, kept out of search engines; `title` is
 * escaped here, `styles` is markup (a <link> or a <style> element).
 */
export function htmlPageStart(title: string, styles: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
${styles}
</head>
`;
}

/** Sends a page that no cache keeps and whose links send no referrer, under the page's own CSP. */
export function sendHtmlPage(
  reply: FastifyReply,
  status: number,
  contentSecurityPolicy: string,
  html: string,
) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', contentSecurityPolicy)
    .header('referrer-policy', 'no-referrer')
    .send(html);
}

import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { escapeHtml, htmlPageStart, safeHref, sendHtmlPage } from '../../../lib/html-page';

/**
 * The pages of /pay/{token}: plain HTML, no script; their one inline stylesheet is allowed by its hash in their
 * own strict CSP.
 */
export const PAY_PAGES = {
  invalid: {
    title: 'Payment link not found',
    text: 'This payment link is not valid. Check that you copied the whole link, or ask for a new one.',
  },
  expired: {
    title: 'This payment link has expired',
    text: 'Payment links are valid for 7 days. Ask the sender for a new payment link.',
  },
  revoked: {
    title: 'This payment link has been replaced',
    text: 'A newer payment link was sent for this subscription. Use the most recent link you received.',
  },
  used: {
    title: 'This payment link has already been used',
    text: 'The payment for this subscription was already made. Sign in to see your subscription.',
  },
  closed: {
    title: 'This subscription can no longer be paid',
    text: 'Contact the sender if you think this is a mistake.',
  },
  active: {
    title: 'This subscription is already active',
    text: 'There is nothing left to pay. Sign in to see your subscription.',
  },
  paid: {
    title: 'Payment received',
    text: 'Thank you! Your subscription is active. You can sign in to see it.',
  },
  cancelled: {
    title: 'Payment cancelled',
    text: 'No payment was taken. You can try again while the link is valid.',
  },
  unavailable: {
    title: 'Online payment is not available',
    text: 'Payments cannot be taken right now. Please try again later or contact the sender.',
  },
  busy: {
    title: 'Too many attempts',
    text: 'This payment link was opened too many times in a short while. Please wait a minute and try again.',
  },
} as const;

/** The pages' look: a centred card, readable at 390 px, the action as a button. */
export const PAY_PAGE_CSS = `*{box-sizing:border-box}
body{margin:0;min-height:100vh;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#f3f4f6}
header{padding:1rem 1.25rem;background:#fff;border-bottom:1px solid #e5e7eb}
header p{margin:0;max-width:32rem;margin:0 auto;font-size:1.125rem}
main{max-width:32rem;margin:2.5rem auto;padding:2rem 1.5rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px rgba(0,0,0,.15)}
@media (max-width:34rem){main{margin:1rem;padding:1.5rem 1.25rem}}
h1{margin:0 0 .75rem;font-size:1.5rem;line-height:1.25}
p{margin:0 0 1rem}
main>:last-child{margin-bottom:0}
a.action{display:inline-block;padding:.7rem 1.25rem;border-radius:.5rem;background:#4338ca;color:#fff;font-weight:600;text-decoration:none}
a.action:hover,a.action:focus{background:#3730a3}
a.action:focus{outline:3px solid #a5b4fc;outline-offset:2px}
`;

const CSS_HASH = createHash('sha256').update(PAY_PAGE_CSS).digest('base64');

export type PayPage = keyof typeof PAY_PAGES;

export function payPageHtml(
  page: PayPage,
  brand: string,
  action?: { label: string; url: string },
): string {
  const { title, text } = PAY_PAGES[page];
  const link = action
    ? `<p><a class="action" href="${escapeHtml(safeHref(action.url))}">${escapeHtml(action.label)}</a></p>`
    : '';
  return `${htmlPageStart(`${title} - ${brand}`, `<style>${PAY_PAGE_CSS}</style>`)}<body>
<header><p><strong>${escapeHtml(brand)}</strong></p></header>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
${link}
</main>
</body>
</html>
`;
}

export function sendPayPage(
  reply: FastifyReply,
  status: number,
  page: PayPage,
  brand: string,
  action?: { label: string; url: string },
) {
  return sendHtmlPage(
    reply,
    status,
    `default-src 'none'; style-src 'sha256-${CSS_HASH}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    payPageHtml(page, brand, action),
  );
}

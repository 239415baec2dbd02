import type { FastifyReply } from 'fastify';
import { escapeHtml, safeHref } from '../payments/sandbox/page';

/** The pages of /pay/{token} (plain HTML: no script, no stylesheet, its own strict CSP). */
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
} as const;

export type PayPage = keyof typeof PAY_PAGES;

export function payPageHtml(
  page: PayPage,
  brand: string,
  action?: { label: string; url: string },
): string {
  const { title, text } = PAY_PAGES[page];
  const link = action
    ? `<p><a href="${escapeHtml(safeHref(action.url))}">${escapeHtml(action.label)}</a></p>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${title} - ${brand}`)}</title>
</head>
<body>
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
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    )
    .header('referrer-policy', 'no-referrer')
    .send(payPageHtml(page, brand, action));
}

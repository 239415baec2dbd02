import { escapeHtml, htmlPageStart, safeHref } from '../../../../lib/html-page';

/**
 * The sandbox's hosted checkout page: plain server-rendered HTML, no script and no inline style (the
 * stylesheet is /sandbox/checkout.css), so its Content-Security-Policy can forbid both.
 */
export const SANDBOX_LABEL = 'Sandbox — test mode';
export const TEST_CARD_SUCCESS = '4242424242424242';
export const TEST_CARD_DECLINED = '4000000000000002';
export const CARD_DECLINED_MESSAGE = 'Your card was declined.';
export const USE_TEST_CARD_MESSAGE =
  'Use a test card: 4242 4242 4242 4242 (success) or 4000 0000 0000 0002 (declined).';

export function formatAmount(cents: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: currency.toUpperCase(),
    }).format(cents / 100);
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
}

export interface CheckoutView {
  id: string;
  description: string;
  amount: number;
  currency: string;
  interval: 'month' | 'year' | null;
  customerEmail: string;
  cancelUrl: string;
  successUrl: string;
}

function layout(title: string, body: string): string {
  return `${htmlPageStart(title, '<link rel="stylesheet" href="/sandbox/checkout.css">')}<body>
<header class="test-mode"><strong>${SANDBOX_LABEL}</strong> <span>No real payment is taken.</span></header>
<main>
${body}
</main>
</body>
</html>
`;
}

/** The payment form, with an optional error after a submit. */
export function checkoutPage(
  view: CheckoutView,
  error?: { message: string; card: string },
): string {
  const amount = formatAmount(view.amount, view.currency);
  const period = view.interval ? ` per ${view.interval}` : '';
  const errorBlock = error
    ? `<p class="error" id="card-error" role="alert">${escapeHtml(error.message)}</p>\n`
    : '';
  const describedBy = error ? 'card-help card-error' : 'card-help';
  return layout(
    `Pay ${amount} - ${SANDBOX_LABEL}`,
    `<h1>Checkout</h1>
<section class="summary" aria-label="Order summary">
<p class="description">${escapeHtml(view.description)}</p>
<p class="amount"><span class="value">${escapeHtml(amount)}</span>${escapeHtml(period)}</p>
<p class="email">Billed to ${escapeHtml(view.customerEmail)}</p>
</section>
${errorBlock}<form method="post" action="/sandbox/checkout/${escapeHtml(view.id)}">
<label for="card_number">Card number</label>
<input id="card_number" name="card_number" type="text" inputmode="numeric" autocomplete="cc-number" required maxlength="32" aria-describedby="${describedBy}"${error ? ` aria-invalid="true" value="${escapeHtml(error.card)}"` : ''}>
<p class="hint" id="card-help">Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 0341 pays now but declines its renewals.</p>
<button type="submit">Pay ${escapeHtml(amount)}</button>
</form>
<p class="cancel"><a href="${escapeHtml(safeHref(view.cancelUrl))}">Cancel and return</a></p>`,
  );
}

/** A checkout that cannot be paid (any more): paid, expired or unknown. */
export function messagePage(
  heading: string,
  message: string,
  link?: { label: string; url: string },
): string {
  const action = link
    ? `<p><a href="${escapeHtml(safeHref(link.url))}">${escapeHtml(link.label)}</a></p>`
    : '';
  return layout(
    `${heading} - ${SANDBOX_LABEL}`,
    `<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(message)}</p>
${action}`,
  );
}

/** /sandbox/checkout.css */
export const CHECKOUT_CSS = `*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#f3f4f6}
.test-mode{background:#92400e;color:#fff;padding:.6rem 1rem;text-align:center}
.test-mode strong{margin-right:.5rem}
main{max-width:28rem;margin:2rem auto;padding:2rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px rgba(0,0,0,.15)}
h1{font-size:1.5rem;margin:0 0 1rem}
.summary{border-bottom:1px solid #e5e7eb;margin-bottom:1.25rem;padding-bottom:.75rem}
.summary p{margin:.25rem 0}
.amount .value{font-size:1.75rem;font-weight:700}
.email,.hint{color:#4b5563;font-size:.9rem}
label{display:block;font-weight:600;margin-bottom:.35rem}
input{width:100%;padding:.65rem .75rem;font-size:1.05rem;border:1px solid #6b7280;border-radius:.5rem;letter-spacing:.05em}
input:focus{outline:3px solid #4f46e5;outline-offset:1px}
input[aria-invalid=true]{border-color:#b91c1c}
.error{background:#fef2f2;color:#991b1b;border:1px solid #fca5a5;border-radius:.5rem;padding:.6rem .75rem}
button{width:100%;margin-top:.5rem;padding:.75rem;font-size:1.05rem;font-weight:600;color:#fff;background:#4338ca;border:0;border-radius:.5rem;cursor:pointer}
button:hover,button:focus{background:#3730a3}
.cancel{text-align:center;margin:1.25rem 0 0}
a{color:#4338ca}
`;

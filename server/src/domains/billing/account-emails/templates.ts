import type { EmailContent } from '../../platform';

/** An amount in its currency, e.g. $150.00 (an unknown currency code is written after the number). */
export function formatAmount(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

/** A date as customers read it: 28 November 2026 (UTC). */
export function formatDate(iso: string | Date): string {
  return new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The seller as the tenant has it (the reseller's organisation and contacts, or the platform's). */
export interface Seller {
  name: string;
  email: string | null;
  phone: string | null;
  website: string | null;
}

export interface ReceiptFacts {
  receiptNumber: number;
  paidAt: string;
  amount: number;
  currency: string;
  description: string;
  plan: string | null;
  /** The paid period, when the payment is for one. */
  period: { start: string; end: string } | null;
  lineItems: { description: string; amount: number }[];
  buyer: { name: string; email: string; company: string | null };
  seller: Seller;
  receiptUrl: string;
}

export function receiptEmail(r: ReceiptFacts): EmailContent {
  const money = (amount: number) => formatAmount(amount, r.currency);
  const seller = [r.seller.name, r.seller.email, r.seller.phone, r.seller.website]
    .filter(Boolean)
    .join(', ');
  const buyer = [r.buyer.name, r.buyer.company, r.buyer.email].filter(Boolean).join(', ');
  return {
    subject: `Your receipt #${r.receiptNumber}: ${money(r.amount)}`,
    heading: `Receipt #${r.receiptNumber}`,
    lines: [
      `Thank you for your payment of ${money(r.amount)} (${r.currency}) on ${formatDate(r.paidAt)}.`,
      `For: ${r.description}`,
      ...(r.plan ? [`Plan: ${r.plan}`] : []),
      ...(r.period ? [`Period: ${formatDate(r.period.start)} to ${formatDate(r.period.end)}`] : []),
      // One line is what "For:" already says; several (a proration, overage) are listed.
      ...(r.lineItems.length > 1
        ? r.lineItems.map((line) => `${line.description}: ${money(line.amount)}`)
        : []),
      `Total paid: ${money(r.amount)}`,
      `Receipt number: ${r.receiptNumber}`,
      `Date: ${formatDate(r.paidAt)}`,
      `Currency: ${r.currency}`,
      `Billed to: ${buyer}`,
      `Sold by: ${seller}`,
    ],
    action: { label: 'View your receipt', url: r.receiptUrl },
  };
}

export function paymentFailedEmail(input: {
  name: string;
  description: string;
  amount: number;
  currency: string;
  reason: string;
  payUrl: string;
}): EmailContent {
  const amount = formatAmount(input.amount, input.currency);
  return {
    subject: `Your payment of ${amount} failed`,
    heading: `Hello ${input.name},`,
    lines: [
      `We could not take your payment of ${amount} for ${input.description}.`,
      ...(input.reason ? [`Reason: ${input.reason}`] : []),
      'Nothing was charged. You can try again with another card.',
    ],
    action: { label: 'Pay now', url: input.payUrl },
  };
}

export type PlanChange =
  | { when: 'now'; charged: { amount: number; currency: string } | null }
  | { when: 'scheduled'; effectiveAt: string }
  | { when: 'renewal' };

export function planChangedEmail(input: {
  name: string;
  from: string;
  to: string;
  change: PlanChange;
  siteUrl: string;
}): EmailContent {
  const { change } = input;
  let lines: string[];
  if (change.when === 'now') {
    lines = [
      `Your plan changed from ${input.from} to ${input.to}. The new plan applies now; your billing period and usage are kept.`,
      change.charged
        ? `Charged today: ${formatAmount(change.charged.amount, change.charged.currency)} (the difference for the rest of the period).`
        : 'Nothing was charged today.',
    ];
  } else if (change.when === 'scheduled') {
    lines = [
      `Your move from ${input.from} to ${input.to} is scheduled for ${formatDate(change.effectiveAt)}, the end of your current period.`,
      `You keep ${input.from} until then. You can cancel the change on your subscription page.`,
    ];
  } else {
    lines = [`Your plan is now ${input.to} (was ${input.from}), from this renewal on.`];
  }
  return {
    subject: `Your plan: ${input.from} to ${input.to}`,
    heading: `Hello ${input.name},`,
    lines,
    action: { label: 'View your subscription', url: `${input.siteUrl}/subscription` },
  };
}

export function cancelledEmail(input: {
  name: string;
  plan: string;
  endsAt: string;
  siteUrl: string;
}): EmailContent {
  return {
    subject: `Your ${input.plan} subscription is cancelled`,
    heading: `Hello ${input.name},`,
    lines: [
      `Your ${input.plan} subscription is cancelled. It stays usable until ${formatDate(input.endsAt)} and will not renew.`,
      'Changed your mind? Resume it on your subscription page before then.',
    ],
    action: { label: 'View your subscription', url: `${input.siteUrl}/subscription` },
  };
}

export function renewalReminderEmail(input: {
  name: string;
  plan: string;
  renewsAt: string;
  amount: number;
  currency: string;
  siteUrl: string;
}): EmailContent {
  return {
    subject: `Your ${input.plan} plan renews on ${formatDate(input.renewsAt)}`,
    heading: `Hello ${input.name},`,
    lines: [
      `Your yearly ${input.plan} plan renews on ${formatDate(input.renewsAt)} for ${formatAmount(input.amount, input.currency)}.`,
      'Nothing to do if you want to keep it. To change or cancel it, visit your subscription page before then.',
    ],
    action: { label: 'View your subscription', url: `${input.siteUrl}/subscription` },
  };
}

export function newCustomerSubscriptionEmail(input: {
  adminName: string;
  customer: { name: string; email: string };
  description: string;
  amount: number;
  currency: string;
  siteUrl: string;
}): EmailContent {
  return {
    subject: `New subscription: ${input.customer.name}`,
    heading: `Hello ${input.adminName},`,
    lines: [
      `Your customer ${input.customer.name} (${input.customer.email}) subscribed: ${input.description}, ${formatAmount(input.amount, input.currency)}.`,
    ],
    action: { label: 'View transactions', url: `${input.siteUrl}/admin/transactions` },
  };
}

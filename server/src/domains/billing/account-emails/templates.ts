import {
  ENGLISH,
  type EmailContent,
  type EmailLocale,
  formatEmailAmount,
  formatEmailDate,
} from '../../platform';

// Each email is written in the recipient's language (the locale its sender composes it in; English by default):
// amounts and days as that language writes them.

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
  /** What was paid for (its text, else the plan); null: "Payment". */
  description: string | PlanTerm | null;
  plan: string | PlanTerm | null;
  /** The paid period, when the payment is for one. */
  period: { start: string; end: string } | null;
  lineItems: { description: string; amount: number }[];
  buyer: { name: string; email: string; company: string | null };
  seller: Seller;
  receiptUrl: string;
}

/** A plan and its billing interval, e.g. "Pro (monthly)". */
export interface PlanTerm {
  name: string;
  interval: string;
}

function planText({ i18n }: EmailLocale, plan: string | PlanTerm): string {
  if (typeof plan === 'string') return plan;
  return i18n._(
    /*i18n*/ {
      id: 'email.receipt.planTerm',
      message: '{plan} ({interval, select, monthly {monthly} yearly {yearly} other {{interval}}})',
      values: { plan: plan.name, interval: plan.interval },
    },
  );
}

export function receiptEmail(r: ReceiptFacts, locale: EmailLocale = ENGLISH): EmailContent {
  const { i18n } = locale;
  const money = (amount: number) => formatEmailAmount(amount, r.currency, locale);
  const date = (iso: string) => formatEmailDate(iso, locale);
  const seller = [r.seller.name, r.seller.email, r.seller.phone, r.seller.website]
    .filter(Boolean)
    .join(', ');
  const buyer = [r.buyer.name, r.buyer.company, r.buyer.email].filter(Boolean).join(', ');
  const number = String(r.receiptNumber);
  const total = money(r.amount);
  const currency = r.currency;
  return {
    subject: i18n._(
      /*i18n*/ {
        id: 'email.receipt.subject',
        message: 'Your receipt #{number}: {total}',
        values: { number, total },
      },
    ),
    heading: i18n._(
      /*i18n*/ { id: 'email.receipt.heading', message: 'Receipt #{number}', values: { number } },
    ),
    lines: [
      i18n._(
        /*i18n*/ {
          id: 'email.receipt.thanks',
          message: 'Thank you for your payment of {total} ({currency}) on {date}.',
          values: { total, currency, date: date(r.paidAt) },
        },
      ),
      i18n._(
        /*i18n*/ {
          id: 'email.receipt.for',
          message: 'For: {what}',
          values: {
            what:
              r.description === null
                ? i18n._(/*i18n*/ { id: 'email.receipt.payment', message: 'Payment' })
                : planText(locale, r.description),
          },
        },
      ),
      ...(r.plan
        ? [
            i18n._(
              /*i18n*/ {
                id: 'email.receipt.plan',
                message: 'Plan: {plan}',
                values: { plan: planText(locale, r.plan) },
              },
            ),
          ]
        : []),
      ...(r.period
        ? [
            i18n._(
              /*i18n*/ {
                id: 'email.receipt.period',
                message: 'Period: {start} to {end}',
                values: { start: date(r.period.start), end: date(r.period.end) },
              },
            ),
          ]
        : []),
      // One line is what "For:" already says; several (a proration, overage) are listed.
      ...(r.lineItems.length > 1
        ? r.lineItems.map((line) => `${line.description}: ${money(line.amount)}`)
        : []),
      i18n._(
        /*i18n*/ { id: 'email.receipt.total', message: 'Total paid: {total}', values: { total } },
      ),
      i18n._(
        /*i18n*/ {
          id: 'email.receipt.number',
          message: 'Receipt number: {number}',
          values: { number },
        },
      ),
      i18n._(
        /*i18n*/ {
          id: 'email.receipt.date',
          message: 'Date: {date}',
          values: { date: date(r.paidAt) },
        },
      ),
      i18n._(
        /*i18n*/ {
          id: 'email.receipt.currency',
          message: 'Currency: {currency}',
          values: { currency },
        },
      ),
      i18n._(
        /*i18n*/ { id: 'email.receipt.billedTo', message: 'Billed to: {buyer}', values: { buyer } },
      ),
      i18n._(
        /*i18n*/ { id: 'email.receipt.soldBy', message: 'Sold by: {seller}', values: { seller } },
      ),
    ],
    action: {
      label: i18n._(/*i18n*/ { id: 'email.receipt.action', message: 'View your receipt' }),
      url: r.receiptUrl,
    },
  };
}

/** "Hello {name}," (the greeting most emails open with). */
function helloHeading({ i18n }: EmailLocale, name: string): string {
  return i18n._(/*i18n*/ { id: 'email.hello', message: 'Hello {name},', values: { name } });
}

/** The button to the subscription page. */
function subscriptionAction({ i18n }: EmailLocale, siteUrl: string) {
  return {
    label: i18n._(/*i18n*/ { id: 'email.subscription.action', message: 'View your subscription' }),
    url: `${siteUrl}/subscription`,
  };
}

export function paymentFailedEmail(
  input: {
    name: string;
    /** What the payment was for; null: "your plan". */
    description: string | null;
    amount: number;
    currency: string;
    reason: string;
    payUrl: string;
  },
  locale: EmailLocale = ENGLISH,
): EmailContent {
  const { i18n } = locale;
  const amount = formatEmailAmount(input.amount, input.currency, locale);
  return {
    subject: i18n._(
      /*i18n*/ {
        id: 'email.paymentFailed.subject',
        message: 'Your payment of {amount} failed',
        values: { amount },
      },
    ),
    heading: helloHeading(locale, input.name),
    lines: [
      i18n._(
        /*i18n*/ {
          id: 'email.paymentFailed.notTaken',
          message: 'We could not take your payment of {amount} for {what}.',
          values: {
            amount,
            what:
              input.description ??
              i18n._(/*i18n*/ { id: 'email.paymentFailed.yourPlan', message: 'your plan' }),
          },
        },
      ),
      ...(input.reason
        ? [
            i18n._(
              /*i18n*/ {
                id: 'email.paymentFailed.reason',
                message: 'Reason: {reason}',
                values: { reason: input.reason },
              },
            ),
          ]
        : []),
      i18n._(
        /*i18n*/ {
          id: 'email.paymentFailed.retry',
          message: 'Nothing was charged. You can try again with another card.',
        },
      ),
    ],
    action: {
      label: i18n._(/*i18n*/ { id: 'email.paymentFailed.action', message: 'Pay now' }),
      url: input.payUrl,
    },
  };
}

export type PlanChange =
  | { when: 'now'; charged: { amount: number; currency: string } | null }
  | { when: 'scheduled'; effectiveAt: string }
  | { when: 'renewal' };

export function planChangedEmail(
  input: {
    name: string;
    from: string;
    to: string;
    change: PlanChange;
    siteUrl: string;
  },
  locale: EmailLocale = ENGLISH,
): EmailContent {
  const { i18n } = locale;
  const { change, from, to } = input;
  let lines: string[];
  if (change.when === 'now') {
    lines = [
      i18n._(
        /*i18n*/ {
          id: 'email.planChanged.now',
          message:
            'Your plan changed from {from} to {to}. The new plan applies now; your billing period and usage are kept.',
          values: { from, to },
        },
      ),
      change.charged
        ? i18n._(
            /*i18n*/ {
              id: 'email.planChanged.charged',
              message: 'Charged today: {amount} (the difference for the rest of the period).',
              values: {
                amount: formatEmailAmount(change.charged.amount, change.charged.currency, locale),
              },
            },
          )
        : i18n._(
            /*i18n*/ { id: 'email.planChanged.notCharged', message: 'Nothing was charged today.' },
          ),
    ];
  } else if (change.when === 'scheduled') {
    lines = [
      i18n._(
        /*i18n*/ {
          id: 'email.planChanged.scheduled',
          message:
            'Your move from {from} to {to} is scheduled for {date}, the end of your current period.',
          values: { from, to, date: formatEmailDate(change.effectiveAt, locale) },
        },
      ),
      i18n._(
        /*i18n*/ {
          id: 'email.planChanged.keepUntil',
          message:
            'You keep {from} until then. You can cancel the change on your subscription page.',
          values: { from },
        },
      ),
    ];
  } else {
    lines = [
      i18n._(
        /*i18n*/ {
          id: 'email.planChanged.renewal',
          message: 'Your plan is now {to} (was {from}), from this renewal on.',
          values: { from, to },
        },
      ),
    ];
  }
  return {
    subject: i18n._(
      /*i18n*/ {
        id: 'email.planChanged.subject',
        message: 'Your plan: {from} to {to}',
        values: { from, to },
      },
    ),
    heading: helloHeading(locale, input.name),
    lines,
    action: subscriptionAction(locale, input.siteUrl),
  };
}

export function cancelledEmail(
  input: {
    name: string;
    /** The plan's name; null: "Plan". */
    plan: string | null;
    endsAt: string;
    siteUrl: string;
  },
  locale: EmailLocale = ENGLISH,
): EmailContent {
  const { i18n } = locale;
  const plan = input.plan ?? i18n._(/*i18n*/ { id: 'email.cancelled.plan', message: 'Plan' });
  return {
    subject: i18n._(
      /*i18n*/ {
        id: 'email.cancelled.subject',
        message: 'Your {plan} subscription is cancelled',
        values: { plan },
      },
    ),
    heading: helloHeading(locale, input.name),
    lines: [
      i18n._(
        /*i18n*/ {
          id: 'email.cancelled.until',
          message:
            'Your {plan} subscription is cancelled. It stays usable until {date} and will not renew.',
          values: { plan, date: formatEmailDate(input.endsAt, locale) },
        },
      ),
      i18n._(
        /*i18n*/ {
          id: 'email.cancelled.resume',
          message: 'Changed your mind? Resume it on your subscription page before then.',
        },
      ),
    ],
    action: subscriptionAction(locale, input.siteUrl),
  };
}

export function renewalReminderEmail(
  input: {
    name: string;
    plan: string;
    renewsAt: string;
    amount: number;
    currency: string;
    siteUrl: string;
  },
  locale: EmailLocale = ENGLISH,
): EmailContent {
  const { i18n } = locale;
  const { plan } = input;
  const date = formatEmailDate(input.renewsAt, locale);
  return {
    subject: i18n._(
      /*i18n*/ {
        id: 'email.renewalReminder.subject',
        message: 'Your {plan} plan renews on {date}',
        values: { plan, date },
      },
    ),
    heading: helloHeading(locale, input.name),
    lines: [
      i18n._(
        /*i18n*/ {
          id: 'email.renewalReminder.renews',
          message: 'Your yearly {plan} plan renews on {date} for {amount}.',
          values: { plan, date, amount: formatEmailAmount(input.amount, input.currency, locale) },
        },
      ),
      i18n._(
        /*i18n*/ {
          id: 'email.renewalReminder.nothingToDo',
          message:
            'Nothing to do if you want to keep it. To change or cancel it, visit your subscription page before then.',
        },
      ),
    ],
    action: subscriptionAction(locale, input.siteUrl),
  };
}

export function newCustomerSubscriptionEmail(
  input: {
    adminName: string;
    customer: { name: string; email: string };
    /** What the customer subscribed to; null: "a plan". */
    description: string | null;
    amount: number;
    currency: string;
    siteUrl: string;
  },
  locale: EmailLocale = ENGLISH,
): EmailContent {
  const { i18n } = locale;
  const { name, email } = input.customer;
  return {
    subject: i18n._(
      /*i18n*/ {
        id: 'email.newCustomer.subject',
        message: 'New subscription: {name}',
        values: { name },
      },
    ),
    heading: helloHeading(locale, input.adminName),
    lines: [
      i18n._(
        /*i18n*/ {
          id: 'email.newCustomer.subscribed',
          message: 'Your customer {name} ({email}) subscribed: {what}, {amount}.',
          values: {
            name,
            email,
            what:
              input.description ??
              i18n._(/*i18n*/ { id: 'email.newCustomer.aPlan', message: 'a plan' }),
            amount: formatEmailAmount(input.amount, input.currency, locale),
          },
        },
      ),
    ],
    action: {
      label: i18n._(/*i18n*/ { id: 'email.newCustomer.action', message: 'View transactions' }),
      url: `${input.siteUrl}/admin/transactions`,
    },
  };
}

// The axios calls behind the shared queries, downloaded when a query first runs: a page that only reads seeded or
// public data (the pricing page) then loads no axios. The public reads (settings, packages) go through fetch.

export const subscriptionCalls = () => import('../calls/subscriptions');
export const assistantCalls = () => import('../calls/assistants');

// The one registry of the app's page addresses. The remotes declare their routes with these (`path: paths.login`,
// `path: paths.assistantEdit.pattern`), and the shell's ownership table, the menus, links and navigate() calls use
// them (`to={paths.assistantEdit(id)}`), so a page's address is written once. CLIENT_ROUTE_PATHS (the server's 200s)
// is this list's patterns; shell/src/remotes/ownership.test.ts checks it against the routes the remotes declare, and
// ESLint refuses a route path written as a literal in the apps (eslint.config.mjs, `voice/no-literal-route-path`).

type Value = string | number;

/** The arguments of a pattern's parameters, in order: '/docs/:category/:slug?' -> [category, slug?]. */
type ParamArgs<P extends string> = P extends `${string}:${string}/${infer Rest}`
  ? [Value, ...ParamArgs<Rest>]
  : P extends `${string}:${string}?`
    ? [Value?]
    : P extends `${string}:${string}`
      ? [Value]
      : [];

/** A page address with parameters: call it with their values for a link; `pattern` is what the route declares. */
export interface PathWithParams<P extends string = string> {
  (...args: ParamArgs<P>): string;
  readonly pattern: P;
}

function withParams<P extends string>(pattern: P): PathWithParams<P> {
  const build = (...args: (Value | undefined)[]) => {
    let index = 0;
    return pattern.replace(/\/:\w+\??/g, () => {
      const value = args[index++];
      return value === undefined ? '' : `/${encodeURIComponent(String(value))}`;
    });
  };
  return Object.assign(build, { pattern });
}

export const paths = {
  home: '/',
  login: '/login',
  loginAs: '/loginas',
  register: '/register',
  forgotPassword: '/forgot-password',
  passwordReset: '/password-reset',
  passwordResetToken: withParams('/password-reset/:token'),
  resellerRegistration: '/reseller-registration',
  resellerRegistrationSuccess: '/reseller-registration/success',
  privacy: '/privacy',
  terms: '/terms',
  docs: '/docs',
  docsPage: withParams('/docs/:category/:slug?'),
  pricing: '/pricing',
  dashboard: '/dashboard',
  profile: '/profile',
  debug: '/debug',
  demoRequest: '/demo-request',
  callLogs: '/call-logs',
  callLog: withParams('/call-logs/:callId'),
  assistants: '/assistants',
  assistantCreate: '/assistants/create',
  assistantEdit: withParams('/assistants/:id/edit'),
  webhookInbox: '/webhook-inbox',
  subscription: '/subscription',
  subscriptionSuccess: '/subscription/success',
  payment: '/payment',
  paymentSuccess: '/payment-success',
  transactions: '/transactions',
  transaction: withParams('/transactions/:id'),
  resellerBilling: '/reseller-billing',
  admin: '/admin',
  adminAssistants: '/admin/assistants',
  adminAssistantCreate: '/admin/assistants/create',
  adminAssistantEdit: withParams('/admin/assistants/:id/edit'),
  adminAuditLog: '/admin/audit-log',
  adminCallLogs: '/admin/call-logs',
  adminCallLog: withParams('/admin/call-logs/:callId'),
  adminContacts: '/admin/contacts',
  adminDemoRequests: '/admin/demo-requests',
  adminEmailOutbox: '/admin/email-outbox',
  adminFeatures: '/admin/features',
  adminPackages: '/admin/packages',
  adminResellers: '/admin/resellers',
  adminStripeConfiguration: '/admin/stripe-configuration',
  adminSubscriptions: '/admin/subscriptions',
  adminSystemSettings: '/admin/system-settings',
  adminTemplates: '/admin/templates',
  adminTransactions: '/admin/transactions',
  adminUsageOverview: '/admin/usage-overview',
  adminUsers: '/admin/users',
  adminVoiceConfiguration: '/admin/voice-configuration',
  superAdmin: '/super-admin',
  superAdminAssistants: '/super-admin/assistants',
  superAdminAssistantCreate: '/super-admin/assistants/create',
  superAdminAssistantEdit: withParams('/super-admin/assistants/:id/edit'),
  superAdminAuditLog: '/super-admin/audit-log',
  superAdminResellerPackages: '/super-admin/reseller-packages',
  superAdminResellerSubscriptions: '/super-admin/reseller-subscriptions',
  superAdminResellerTransactions: '/super-admin/reseller-transactions',
  superAdminResellers: '/super-admin/resellers',
  superAdminReseller: withParams('/super-admin/resellers/:id'),
  superAdminUsageReports: '/super-admin/usage-reports',
  superAdminUsers: '/super-admin/users',
} as const;

/** What a route declares for a registry entry: the address itself, or the pattern of one with parameters. */
export function routePattern(entry: string | PathWithParams): string {
  return typeof entry === 'string' ? entry : entry.pattern;
}

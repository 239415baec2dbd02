// The paths the browser app draws a screen for: every route the remotes declare (their src/routes.tsx). The server
// answers these with the app and HTTP 200, and any other page address with the app's not-found page and HTTP 404
// (server/src/plugins/not-found.ts). shell/src/remotes/ownership.test.ts fails when this list and the remotes'
// routes differ.
export const CLIENT_ROUTE_PATHS: readonly string[] = [
  '/',
  '/login',
  '/loginas',
  '/register',
  '/forgot-password',
  '/password-reset',
  '/password-reset/:token',
  '/reseller-registration',
  '/reseller-registration/success',
  '/privacy',
  '/terms',
  '/docs',
  '/docs/:category/:slug?',
  '/pricing',
  '/dashboard',
  '/profile',
  '/debug',
  '/demo-request',
  '/call-logs',
  '/call-logs/:callId',
  '/assistants',
  '/assistants/create',
  '/assistants/:id/edit',
  '/webhook-inbox',
  '/subscription',
  '/subscription/success',
  '/payment',
  '/payment-success',
  '/transactions',
  '/transactions/:id',
  '/reseller-billing',
  '/admin',
  '/admin/assistants',
  '/admin/assistants/create',
  '/admin/assistants/:id/edit',
  '/admin/audit-log',
  '/admin/call-logs',
  '/admin/call-logs/:callId',
  '/admin/contacts',
  '/admin/demo-requests',
  '/admin/email-outbox',
  '/admin/features',
  '/admin/packages',
  '/admin/resellers',
  '/admin/stripe-configuration',
  '/admin/subscriptions',
  '/admin/system-settings',
  '/admin/templates',
  '/admin/transactions',
  '/admin/usage-overview',
  '/admin/users',
  '/admin/voice-configuration',
  '/super-admin',
  '/super-admin/assistants',
  '/super-admin/assistants/create',
  '/super-admin/assistants/:id/edit',
  '/super-admin/audit-log',
  '/super-admin/reseller-packages',
  '/super-admin/reseller-subscriptions',
  '/super-admin/reseller-transactions',
  '/super-admin/resellers',
  '/super-admin/resellers/:id',
  '/super-admin/usage-reports',
  '/super-admin/users',
];

function segmentsOf(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** Does a path match a route pattern (':name' one segment, ':name?' an optional one), as the router does? */
export function matchesRoutePath(pattern: string, pathname: string): boolean {
  const want = segmentsOf(pattern);
  const have = segmentsOf(pathname);
  if (have.length > want.length) return false;
  return want.every((part, index) => {
    const segment = have[index];
    if (part.startsWith(':')) return segment !== undefined || part.endsWith('?');
    return segment !== undefined && segment.toLowerCase() === part.toLowerCase();
  });
}

/** Is there a screen at this path (any trailing slash ignored)? */
export function isClientRoute(pathname: string): boolean {
  return CLIENT_ROUTE_PATHS.some((pattern) => matchesRoutePath(pattern, pathname));
}

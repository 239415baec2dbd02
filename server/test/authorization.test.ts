import { beforeAll, describe, expect, it } from '@jest/globals';
import { API_KEY_SCOPES, apiKeyScopeAllows, type ApiKeyScope, type Role } from '@voice/contracts';
import { createApiKey } from './helpers/api-keys';
import { insertReseller, insertUser, login } from './helpers/fixtures';
import { routeName, type RouteKey } from './helpers/routes';
import { createTestContext, databases, request, testConfig } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

/**
 * The authorisation table: every API route × every role × own and other tenant.
 *
 * Columns (12 cases), in pairs per role: [own tenant, other tenant].
 * - signed out: [main host, reseller host];
 * - user, reseller_admin: accounts of reseller "alpha", own = alpha.localhost, other = the main host;
 * - content_admin, admin, super_admin: platform accounts, own = the main host, other = alpha.localhost.
 * Cells: A = allowed (any answer but 401/403), D = denied (401 or 403), N = the tenant's 404 (the route
 * exists on the main host only; a 404 of the handler, e.g. an unknown id, is an A).
 *
 * A new API route fails this test until it has a row here.
 */
const TABLE: Record<string, string> = {
  //                                              out user cont rsl  adm  super
  'GET /api/health': /*                        */ 'AA AA AA AA AA AA',
  'GET /api/ready': /*                         */ 'AA AA AA AA AA AA',
  'GET /api/public-settings': /*               */ 'AA AA AA AA AA AA',
  'GET /api/features': /*                      */ 'AA AA AA AA AA AA',
  'GET /api/subscriptions/packages': /*        */ 'AA AA AA AA AA AA',
  'POST /api/login': /*                        */ 'AA AA AA AA AA AA',
  'POST /api/register': /*                     */ 'AA AA AA AA AA AA',
  'POST /api/forgot-password': /*              */ 'AA AA AA AA AA AA',
  'POST /api/reset-password': /*               */ 'AA AA AA AA AA AA',
  'POST /api/reset-password/check': /*         */ 'AA AA AA AA AA AA',
  'POST /api/validate-login-as-token': /*      */ 'AA AA AA AA AA AA',
  'POST /api/contact': /*                      */ 'AA AA AA AA AA AA',
  'POST /api/demo-requests': /*                */ 'DD AD AD AD AA AA',
  'POST /api/webhooks/:provider': /*           */ 'AA AA AA AA AA AA',
  'POST /api/webhooks/stripe/reseller/:resellerId': 'AA AA AA AA AA AA',
  'POST /api/webhooks/vapi': /*                */ 'AA AA AA AA AA AA',
  'GET /api/sandbox/recordings/:file': /*       */ 'AA AA AA AA AA AA',
  'POST /api/assistants/:id/test-call': /*     */ 'DD AD AD AD AA AA',
  'POST /api/assistants/:id/calls': /*         */ 'DD AD AD AD AA AA',
  'GET /api/assistants/:id/phone-numbers': 'DD AD AD AD AA AA',
  'POST /api/assistants/:id/webhook-secret': /**/ 'DD AD AD AD AA AA',
  'GET /api/assistants/:id/knowledge': 'DD AD AD AD AA AA',
  'POST /api/assistants/:id/knowledge/files': 'DD AD AD AD AA AA',
  'POST /api/assistants/:id/knowledge/urls': 'DD AD AD AD AA AA',
  'POST /api/assistants/:id/knowledge/texts': 'DD AD AD AD AA AA',
  'POST /api/assistants/:id/knowledge/:sourceId/refresh': 'DD AD AD AD AA AA',
  'DELETE /api/assistants/:id/knowledge/:sourceId': 'DD AD AD AD AA AA',
  'GET /api/assistants/:id/booking-calendar': 'DD AD AD AD AA AA',
  'PUT /api/assistants/:id/booking-calendar': 'DD AD AD AD AA AA',
  'GET /api/assistants/:id/booking-calendar/availability': 'DD AD AD AD AA AA',
  'GET /api/bookings': /*                      */ 'DD AD AD AD AA AA',
  'GET /api/bookings/export': /*               */ 'DD AD AD AD AA AA',
  'POST /api/bookings/:id/cancel': /*          */ 'DD AD AD AD AA AA',
  'POST /api/voice-tools/bookings': /*         */ 'AA AA AA AA AA AA',
  'POST /api/voice-tools/custom': /*           */ 'AA AA AA AA AA AA',
  'POST /api/voice-tools/do-not-call': /*      */ 'AA AA AA AA AA AA',
  'GET /api/do-not-call': /*                   */ 'DD AD AD AD AA AA',
  'POST /api/do-not-call': /*                  */ 'DD AD AD AD AA AA',
  'DELETE /api/do-not-call/:id': /*            */ 'DD DD DD AD AA AA',
  'GET /api/do-not-call/export': /*            */ 'DD AD AD AD AA AA',
  'POST /api/do-not-call/import': /*           */ 'DD AD AD AD AA AA',
  'GET /api/assistants/:id/tools': /*          */ 'DD AD AD AD AA AA',
  'POST /api/assistants/:id/tools': /*         */ 'DD AD AD AD AA AA',
  'PUT /api/assistants/:id/tools/:toolId': /*  */ 'DD AD AD AD AA AA',
  'DELETE /api/assistants/:id/tools/:toolId': 'DD AD AD AD AA AA',
  'GET /api/assistants/:id/transfer-destinations': 'DD AD AD AD AA AA',
  'PUT /api/assistants/:id/transfer-destinations': 'DD AD AD AD AA AA',
  'GET /api/campaigns': /*                     */ 'DD AD AD AD AA AA',
  'POST /api/campaigns': /*                    */ 'DD AD AD AD AA AA',
  'GET /api/campaigns/:id': /*                 */ 'DD AD AD AD AA AA',
  'PUT /api/campaigns/:id': /*                 */ 'DD AD AD AD AA AA',
  'DELETE /api/campaigns/:id': /*              */ 'DD AD AD AD AA AA',
  'GET /api/campaigns/:id/contacts': /*        */ 'DD AD AD AD AA AA',
  'GET /api/campaigns/:id/contacts/export': 'DD AD AD AD AA AA',
  'POST /api/campaigns/:id/contacts/preview': 'DD AD AD AD AA AA',
  'POST /api/campaigns/:id/contacts/import': 'DD AD AD AD AA AA',
  'POST /api/campaigns/:id/start': /*          */ 'DD AD AD AD AA AA',
  'POST /api/campaigns/:id/pause': /*          */ 'DD AD AD AD AA AA',
  'POST /api/campaigns/:id/resume': /*         */ 'DD AD AD AD AA AA',
  'POST /api/campaigns/:id/cancel': /*         */ 'DD AD AD AD AA AA',
  'GET /api/campaigns/:id/stats': /*           */ 'DD AD AD AD AA AA',
  'GET /api/reseller-packages': /*             */ 'AA AA AA AA AA AA',
  'POST /api/check-domain-availability': /*    */ 'AN NA AN NA AN AN',
  'POST /api/check-email-availability': /*     */ 'AN NA AN NA AN AN',
  'POST /api/register-reseller': /*            */ 'AN NA AN NA AN AN',
  'GET /api/reseller-registrations/:reference': 'AN NA AN NA AN AN',
  'GET /api/user': /*                          */ 'DD AD AD AD AA AA',
  'GET /api/webhook-inbox': /*                 */ 'DD AD AD AD AA AA',
  'POST /api/webhook-inbox/:token': /*         */ 'AA AA AA AA AA AA',
  'POST /api/user': /*                         */ 'DD AD AD AD AA AA',
  'PUT /api/user/password': /*                 */ 'DD AD AD AD AA AA',
  'POST /api/logout': /*                       */ 'DD AD AD AD AA AA',
  'POST /api/login/two-factor': /*             */ 'AA AA AA AA AA AA',
  'POST /api/login/two-factor/setup': /*       */ 'AA AA AA AA AA AA',
  'POST /api/login/two-factor/enable': /*      */ 'AA AA AA AA AA AA',
  'GET /api/two-factor': /*                    */ 'DD AD AD AD AA AA',
  'POST /api/two-factor/setup': /*             */ 'DD AD AD AD AA AA',
  'POST /api/two-factor/enable': /*            */ 'DD AD AD AD AA AA',
  'POST /api/two-factor/recovery-codes': /*    */ 'DD AD AD AD AA AA',
  'POST /api/two-factor/disable': /*           */ 'DD AD AD AD AA AA',
  'GET /api/super-admin/two-factor-policy': /* */ 'DD DD DD DD AA AA',
  'PUT /api/super-admin/two-factor-policy': /* */ 'DD DD DD DD AA AA',
  'GET /api/dashboard/stats': /*               */ 'DD AD AD AD AA AA',
  'GET /api/assistants': /*                    */ 'DD AD AD AD AA AA',
  'GET /api/assistants/:id': /*                */ 'DD AD AD AD AA AA',
  'POST /api/assistants': /*                   */ 'DD AD AD AD AA AA',
  'PUT /api/assistants/:id': /*                */ 'DD AD AD AD AA AA',
  'DELETE /api/assistants/:id': /*             */ 'DD AD AD AD AA AA',
  'POST /api/super-admin/assistants': /*       */ 'DD DD AD DD AA AA',
  'PUT /api/super-admin/assistants/:id': /*    */ 'DD DD AD DD AA AA',
  'GET /api/super-admin/assistants/users-for-assignment': 'DD DD AD DD AA AA',
  'GET /api/assistant-templates': /*           */ 'DD AD AD AD AA AA',
  'GET /api/admin/assistant-templates': /*     */ 'DD DD AD AD AA AA',
  'PUT /api/admin/assistant-templates': /*     */ 'DD DD AD AD AA AA',
  'GET /api/admin/system-settings': /*         */ 'DD DD DD AD AA AA',
  'PUT /api/admin/system-settings': /*         */ 'DD DD DD AD AA AA',
  'GET /api/admin/site-content': /*            */ 'DD DD DD AD AA AA',
  'PUT /api/admin/site-content': /*            */ 'DD DD DD AD AA AA',
  'GET /api/admin/features': /*                */ 'DD DD AD AD AA AA',
  'POST /api/admin/features': /*               */ 'DD DD AD AD AA AA',
  'PUT /api/admin/features/order': /*          */ 'DD DD AD AD AA AA',
  'PUT /api/admin/features/:id': /*            */ 'DD DD AD AD AA AA',
  'DELETE /api/admin/features/:id': /*         */ 'DD DD AD AD AA AA',
  'GET /api/admin/users/for-assignment': /*    */ 'DD DD DD AD AA AA',
  'POST /api/assistants/test-chat': /*         */ 'DD AD AD AD AA AA',
  'GET /api/check-impersonation': /*           */ 'DD AD AD AD AA AA',
  'POST /api/revert-login-as': /*              */ 'DD AD AD AD AA AA',
  'GET /api/subscriptions/current': /*        */ 'DD AD AD AD AA AA',
  'GET /api/subscriptions/usage': /*          */ 'DD AD AD AD AA AA',
  'POST /api/subscriptions/subscribe': /*     */ 'DD AD AD AD AA AA',
  'POST /api/subscriptions/checkout': /*      */ 'DD AD AD AD AA AA',
  'POST /api/subscriptions/upgrade': /*       */ 'DD AD AD AD AA AA',
  'POST /api/subscriptions/cancel': /*        */ 'DD AD AD AD AA AA',
  'GET /api/subscriptions/upgrade-preview': /* */ 'DD AD AD AD AA AA',
  'POST /api/subscriptions/downgrade': /*     */ 'DD AD AD AD AA AA',
  'POST /api/subscriptions/downgrade/cancel': 'DD AD AD AD AA AA',
  'POST /api/subscriptions/resume': /*        */ 'DD AD AD AD AA AA',
  'GET /api/transactions': /*                 */ 'DD AD AD AD AA AA',
  'GET /api/transactions/:id': /*             */ 'DD AD AD AD AA AA',
  'POST /api/transactions/:id/resend-receipt': 'DD AD AD AD AA AA',
  'GET /api/call-logs': /*                    */ 'DD AD AD AD AA AA',
  'GET /api/call-logs/export': /*             */ 'DD AD AD AD AA AA',
  'GET /api/call-logs/:callId': /*            */ 'DD AD AD AD AA AA',
  'GET /api/admin/dashboard/stats': /*         */ 'DD DD DD AD AA AA',
  'GET /api/admin/contacts': /*                */ 'DD DD DD AD AA AA',
  'GET /api/admin/demo-requests': /*           */ 'DD DD DD AD AA AA',
  'PATCH /api/admin/demo-requests/:id': /*     */ 'DD DD DD AD AA AA',
  'GET /api/admin/call-logs': /*              */ 'DD DD DD AD AA AA',
  'GET /api/admin/call-logs/export': /*       */ 'DD DD DD AD AA AA',
  'GET /api/admin/call-logs/:callId': /*      */ 'DD DD DD AD AA AA',
  'GET /api/admin/stripe-configuration': /*  */ 'DD DD DD AD AA AA',
  'PUT /api/admin/stripe-configuration': /*  */ 'DD DD DD AD DD DD',
  'DELETE /api/admin/stripe-configuration': /* */ 'DD DD DD AD DD DD',
  'GET /api/admin/voice-configuration': /*   */ 'DD DD DD AD AA AA',
  'PUT /api/admin/voice-configuration': /*   */ 'DD DD DD AD DD DD',
  'DELETE /api/admin/voice-configuration': /* */ 'DD DD DD AD DD DD',
  'GET /api/admin/custom-domain': /*         */ 'DD DD DD AD AA AA',
  'POST /api/admin/custom-domain': /*        */ 'DD DD DD AD AA AA',
  'POST /api/admin/custom-domain/verify': /* */ 'DD DD DD AD AA AA',
  'DELETE /api/admin/custom-domain': /*      */ 'DD DD DD AD AA AA',
  'GET /api/admin/email-sender': /*          */ 'DD DD DD AD DD DD',
  'PUT /api/admin/email-sender': /*          */ 'DD DD DD AD DD DD',
  'POST /api/admin/email-sender/verify': /*  */ 'DD DD DD AD DD DD',
  'POST /api/admin/email-sender/test': /*    */ 'DD DD DD AD DD DD',
  'DELETE /api/admin/email-sender/smtp': /*  */ 'DD DD DD AD DD DD',
  'GET /api/admin/legal-pages': /*           */ 'DD DD DD AD DD DD',
  'PUT /api/admin/legal-pages/:kind': /*     */ 'DD DD DD AD DD DD',
  'POST /api/admin/legal-pages/:kind/publish': 'DD DD DD AD DD DD',
  'GET /api/legal-pages/:kind': /*           */ 'AA AA AA AA AA AA',
  'GET /api/tls/ask': /*                     */ 'AA AA AA AA AA AA',
  'GET /api/twilio/available-numbers': /*     */ 'DD AD AD AD AA AA',
  'GET /api/voices': /*                       */ 'DD AD AD AD AA AA',
  'GET /api/admin/packages': /*              */ 'DD DD DD AD AA AA',
  'POST /api/admin/packages': /*             */ 'DD DD DD AD AA AA',
  'PUT /api/admin/packages/:id': /*          */ 'DD DD DD AD AA AA',
  'DELETE /api/admin/packages/:id': /*       */ 'DD DD DD AD AA AA',
  'POST /api/admin/packages/:id/retire': /*  */ 'DD DD DD AD AA AA',
  'POST /api/admin/packages/:id/activate': /**/ 'DD DD DD AD AA AA',
  'GET /api/admin/subscriptions': /*           */ 'DD DD DD AD AA AA',
  'GET /api/admin/subscriptions/custom': /*    */ 'DD DD DD AD AA AA',
  'GET /api/admin/subscriptions/packages': /*  */ 'DD DD DD AD AA AA',
  'POST /api/admin/subscriptions/custom/create': 'DD DD DD AD AA AA',
  'POST /api/admin/subscriptions/custom/activate': 'DD DD DD AD AA AA',
  'POST /api/admin/subscriptions/custom/resend-payment-link': 'DD DD DD AD AA AA',
  'GET /api/admin/users': /*                   */ 'DD DD DD AD AA AA',
  'POST /api/admin/users': /*                  */ 'DD DD DD AD AA AA',
  'PUT /api/admin/users/:id': /*               */ 'DD DD DD AD AA AA',
  'POST /api/admin/users/:id/password-reset': /**/ 'DD DD DD AD AA AA',
  'DELETE /api/admin/users/:id': /*            */ 'DD DD DD AD AA AA',
  'GET /api/admin/usage-overview': /*          */ 'DD DD DD AD AA AA',
  'GET /api/admin/email-outbox': /*            */ 'DD DD DD DD AA AA',
  'POST /api/sandbox/subscriptions/:id/advance-clock': 'DD DD DD DD AA AA',
  'GET /api/users-for-switch': /*              */ 'DD DD DD DD AA AA',
  'POST /api/super-admin/users/:id/login-as': /**/ 'DD DD DD DD AA AA',
  'GET /api/super-admin/resellers': /*         */ 'DD DD DD DD AA AA',
  'GET /api/super-admin/resellers/:id': /*     */ 'DD DD DD DD AA AA',
  'POST /api/super-admin/resellers/:id/suspend': 'DD DD DD DD AA AA',
  'POST /api/super-admin/resellers/:id/activate': 'DD DD DD DD AA AA',
  'PUT /api/super-admin/resellers/:id/package': 'DD DD DD DD AA AA',
  'GET /api/super-admin/overview': /*          */ 'DD DD DD DD AA AA',
  'GET /api/reseller-billing': /*             */ 'DD DD DD AD DD DD',
  'POST /api/reseller-billing/checkout': /*    */ 'DD DD DD AD DD DD',
  'POST /api/reseller-billing/cancel': /*      */ 'DD DD DD AD DD DD',
  'POST /api/reseller-billing/resume': /*      */ 'DD DD DD AD DD DD',
  'POST /api/sandbox/reseller-subscriptions/:id/advance-clock': 'DD DD DD DD AA AA',
  'GET /api/super-admin/reseller-packages': /* */ 'DD DD DD DD AA AA',
  'POST /api/super-admin/reseller-packages': /**/ 'DD DD DD DD AA AA',
  'PUT /api/super-admin/reseller-packages/:id': 'DD DD DD DD AA AA',
  'POST /api/super-admin/reseller-packages/:id/retire': 'DD DD DD DD AA AA',
  'POST /api/super-admin/reseller-packages/:id/activate': 'DD DD DD DD AA AA',
  'GET /api/super-admin/reseller-subscriptions': 'DD DD DD DD AA AA',
  'GET /api/super-admin/reseller-transactions': 'DD DD DD DD AA AA',
  'GET /api/super-admin/usage-reports': /*     */ 'DD DD DD DD AA AA',
  'GET /api/super-admin/usage-reports.csv': /* */ 'DD DD DD DD AA AA',
  'GET /api/admin/audit-log': /*               */ 'DD DD DD AD AA AA',
  'GET /api/admin/audit-log/export': /*        */ 'DD DD DD AD AA AA',
  'GET /api/super-admin/audit-log': /*         */ 'DD DD DD DD AA AA',
  // Publishing takes the remote's deploy key (X-Deploy-Key), never a session: 401 for every role without one.
  'POST /api/remote-releases/:app': /*         */ 'DD DD DD DD DD DD',
  'POST /api/remote-releases/failures': /*     */ 'AA AA AA AA AA AA',
  'GET /api/super-admin/remote-releases': /*   */ 'DD DD DD DD AA AA',
  'POST /api/super-admin/remote-releases/:app/promote': 'DD DD DD DD AA AA',
  'POST /api/super-admin/remote-releases/:app/rollback': 'DD DD DD DD AA AA',
  'PUT /api/super-admin/remote-releases/:app/canary': 'DD DD DD DD AA AA',
  'DELETE /api/super-admin/remote-releases/:app/canary': 'DD DD DD DD AA AA',
  'POST /api/super-admin/remote-releases/:app/deploy-keys': 'DD DD DD DD AA AA',
  'DELETE /api/super-admin/remote-releases/:app/deploy-keys/:id': 'DD DD DD DD AA AA',
  'GET /api/super-admin/audit-log/export': /*  */ 'DD DD DD DD AA AA',
  'GET /api/docs': /*                          */ 'AA AA AA AA AA AA',
  'HEAD /api/docs/': /*                        */ 'AA AA AA AA AA AA',
  'GET /api/docs/json': /*                     */ 'AA AA AA AA AA AA',
  'GET /api/docs/yaml': /*                     */ 'AA AA AA AA AA AA',
  'GET /api/docs/static/*': /*                 */ 'AA AA AA AA AA AA',
  'GET /api/docs/static/index.html': /*        */ 'AA AA AA AA AA AA',
  'GET /api/docs/static/swagger-initializer.js': 'AA AA AA AA AA AA',
  'GET /api/api-keys': /*                      */ 'DD AD AD AD AA AA',
  'POST /api/api-keys': /*                     */ 'DD AD AD AD AA AA',
  'DELETE /api/api-keys/:id': /*               */ 'DD AD AD AD AA AA',
  'GET /api/webhook-endpoints': /*             */ 'DD AD AD AD AA AA',
  'POST /api/webhook-endpoints': /*            */ 'DD AD AD AD AA AA',
  'GET /api/webhook-endpoints/:id': /*         */ 'DD AD AD AD AA AA',
  'PUT /api/webhook-endpoints/:id': /*         */ 'DD AD AD AD AA AA',
  'DELETE /api/webhook-endpoints/:id': /*      */ 'DD AD AD AD AA AA',
  'POST /api/webhook-endpoints/:id/secret': /* */ 'DD AD AD AD AA AA',
  'POST /api/webhook-endpoints/:id/test': /*   */ 'DD AD AD AD AA AA',
  'GET /api/webhook-endpoints/:id/deliveries': 'DD AD AD AD AA AA',
  'POST /api/webhook-deliveries/:id/resend': 'DD AD AD AD AA AA',
  'POST /api/v1/hooks': /*                     */ 'DD AD AD AD AA AA',
  'DELETE /api/v1/hooks/:id': /*               */ 'DD AD AD AD AA AA',
  'GET /api/v1/hooks/samples/:event': /*       */ 'DD AD AD AD AA AA',
  'GET /api/v1/assistants': /*                 */ 'DD AD AD AD AA AA',
  'GET /api/v1/assistants/:id': /*             */ 'DD AD AD AD AA AA',
  'POST /api/v1/assistants': /*                */ 'DD AD AD AD AA AA',
  'PATCH /api/v1/assistants/:id': /*           */ 'DD AD AD AD AA AA',
  'DELETE /api/v1/assistants/:id': /*          */ 'DD AD AD AD AA AA',
  'GET /api/v1/phone-numbers': /*              */ 'DD AD AD AD AA AA',
  'GET /api/v1/calls': /*                      */ 'DD AD AD AD AA AA',
  'GET /api/v1/calls/:callId': /*              */ 'DD AD AD AD AA AA',
  'GET /api/v1/usage': /*                      */ 'DD AD AD AD AA AA',
  'GET /api/v1/bookings': /*                   */ 'DD AD AD AD AA AA',
  'POST /api/v1/bookings/:id/cancel': /*       */ 'DD AD AD AD AA AA',
  'GET /api/v1/openapi.json': /*               */ 'AA AA AA AA AA AA',
  'GET /api/v1/docs': /*                       */ 'AA AA AA AA AA AA',
};

/**
 * The API keys' column: the scope a key needs on each route made for keys (config.apiKeyScope). Every other
 * route refuses keys ('API keys cannot use this route.'): impersonation, billing changes, user management, the
 * keys themselves. For every route, a key of each scope is tried: one with the scope (or its area's write for a
 * read) passes the access step; any other is refused with 403.
 */
const API_KEY_COLUMN: Record<string, ApiKeyScope> = {
  'GET /api/webhook-endpoints': 'webhooks:read',
  'POST /api/webhook-endpoints': 'webhooks:write',
  'GET /api/webhook-endpoints/:id': 'webhooks:read',
  'PUT /api/webhook-endpoints/:id': 'webhooks:write',
  'DELETE /api/webhook-endpoints/:id': 'webhooks:write',
  'POST /api/webhook-endpoints/:id/secret': 'webhooks:write',
  'POST /api/webhook-endpoints/:id/test': 'webhooks:write',
  'GET /api/webhook-endpoints/:id/deliveries': 'webhooks:read',
  'POST /api/webhook-deliveries/:id/resend': 'webhooks:write',
  'POST /api/v1/hooks': 'webhooks:write',
  'DELETE /api/v1/hooks/:id': 'webhooks:write',
  'GET /api/v1/hooks/samples/:event': 'webhooks:read',
  'GET /api/v1/assistants': 'assistants:read',
  'GET /api/v1/assistants/:id': 'assistants:read',
  'POST /api/v1/assistants': 'assistants:write',
  'PATCH /api/v1/assistants/:id': 'assistants:write',
  'DELETE /api/v1/assistants/:id': 'assistants:write',
  'GET /api/v1/phone-numbers': 'assistants:read',
  'GET /api/v1/calls': 'calls:read',
  'GET /api/v1/calls/:callId': 'calls:read',
  'GET /api/v1/usage': 'billing:read',
  'GET /api/v1/bookings': 'bookings:read',
  'POST /api/v1/bookings/:id/cancel': 'bookings:write',
};

const MAIN = 'localhost';
const ALPHA = 'alpha.localhost';

type Outcome = 'A' | 'D' | 'N';
interface Case {
  label: string;
  role: Role | null;
  host: string;
}

const HOMES: { role: Role | null; home: string; away: string }[] = [
  { role: null, home: MAIN, away: ALPHA },
  { role: 'user', home: ALPHA, away: MAIN },
  { role: 'content_admin', home: MAIN, away: ALPHA },
  { role: 'reseller_admin', home: ALPHA, away: MAIN },
  { role: 'admin', home: MAIN, away: ALPHA },
  { role: 'super_admin', home: MAIN, away: ALPHA },
];
const CASES: Case[] = HOMES.flatMap(({ role, home, away }) => [
  { label: `${role ?? 'signed out'} @own (${home})`, role, host: home },
  { label: `${role ?? 'signed out'} @other (${away})`, role, host: away },
]);

function expectations(row: string): Outcome[] {
  const cells = row.replace(/\s+/g, '').split('') as Outcome[];
  if (cells.length !== CASES.length || cells.some((cell) => !'ADN'.includes(cell))) {
    throw new Error(`bad table row "${row}": ${CASES.length} cells of A, D or N`);
  }
  return cells;
}

function matches(expected: Outcome, status: number): boolean {
  const denied = status === 401 || status === 403;
  if (expected === 'D') return denied;
  if (expected === 'N') return status === 404;
  return !denied;
}

/**
 * A URL for a route pattern: parameters get values that reach the handler without side effects (login-as
 * oneself is refused with a 422 after the access checks).
 */
function concreteUrl(url: string, userId: number | undefined): string {
  return url
    .replace(':id', String(userId ?? 999999))
    .replace(':provider', 'sandbox')
    .replace(':reference', `rr_${'0'.repeat(32)}`)
    .replace('*', 'swagger-ui.css');
}

/**
 * The API routes to check, from the access plugin's list of every route (access-rules.test.ts proves it
 * complete). HEAD twins of GET routes share their options and are left out.
 */
function apiRoutes<T extends RouteKey>(routes: readonly T[]): T[] {
  const names = new Set(routes.map(routeName));
  return routes.filter(
    (route) =>
      (route.url === '/api' || route.url.startsWith('/api/')) &&
      !(route.method === 'HEAD' && names.has(`GET ${route.url}`)),
  );
}

describe.each(databases)('authorisation table on %s', (dialect) => {
  const accounts = new Map<Role, { id: number; email: string; password: string; host: string }>();

  const ctx = useTestContext(() =>
    createTestContext(dialect, {
      config: { payments: { ...testConfig().payments, provider: 'sandbox' } },
    }),
  );
  beforeAll(async () => {
    const alpha = await insertReseller(ctx.db, { subdomain: 'alpha' });
    for (const { role, home } of HOMES) {
      if (!role) continue;
      const user = await insertUser(ctx.db, { role, reseller_id: home === ALPHA ? alpha : null });
      accounts.set(role, { ...user, host: home });
    }
  });

  it('has a row for every API route and no other', () => {
    const routes = apiRoutes(ctx.app.routeAccess).map(routeName);
    expect(routes.filter((name) => !(name in TABLE))).toEqual([]);
    expect(Object.keys(TABLE).filter((name) => !routes.includes(name))).toEqual([]);
  });

  it('allows and denies each route for each role and tenant as the table says', async () => {
    const tokens = new Map<Role, string>();
    const tokenFor = async (role: Role, fresh: boolean) => {
      const account = accounts.get(role);
      if (!account) throw new Error(`no ${role} account`);
      const cached = tokens.get(role);
      if (cached && !fresh) return cached;
      const token = await login(ctx.app, account, account.host);
      if (!fresh) tokens.set(role, token);
      return token;
    };

    const routes = apiRoutes(ctx.app.routeAccess).filter((route) => routeName(route) in TABLE);
    const failures: string[] = [];
    for (const route of routes) {
      const expected = expectations(TABLE[routeName(route)] as string);
      for (const [index, testCase] of CASES.entries()) {
        // Signing out ends the session: it gets a session of its own.
        const token = testCase.role
          ? await tokenFor(testCase.role, route.url === '/api/logout')
          : undefined;
        const res = await request(ctx.app, {
          method: route.method as 'GET' | 'POST',
          url: concreteUrl(route.url, testCase.role ? accounts.get(testCase.role)?.id : undefined),
          host: testCase.host,
          ...(token ? { token } : {}),
          ...(route.method === 'GET' || route.method === 'HEAD' ? {} : { payload: {} }),
        });
        const cell = expected[index] as Outcome;
        if (!matches(cell, res.statusCode)) {
          failures.push(
            `${routeName(route)} as ${testCase.label}: expected ${cell}, got ${res.statusCode}`,
          );
        }
      }
    }
    console.info(
      `authorisation table: ${routes.length} routes × ${CASES.length} cases = ${
        routes.length * CASES.length
      } checks`,
    );
    expect(failures).toEqual([]);
    // Hundreds of requests (one per route and case): more than jest's default 5 s on a busy machine.
  }, 60_000);

  it('lets API keys reach only the routes of the keys column, each with its scope', () => {
    const declared = Object.fromEntries(
      apiRoutes(ctx.app.routeAccess)
        .filter((route) => route.apiKeyScope !== null)
        .map((route) => [routeName(route), route.apiKeyScope]),
    );
    expect(declared).toEqual(API_KEY_COLUMN);
  });

  it("refuses a key without the route's scope, and any key on a route not made for keys", async () => {
    // The keys of a super admin on the main host: every permission, so only the key decides.
    const owner = accounts.get('super_admin');
    if (!owner) throw new Error('no super_admin account');
    const keys = new Map<ApiKeyScope, string>();
    for (const scope of API_KEY_SCOPES) {
      keys.set(scope, await createApiKey(ctx.app, owner.id, [scope], { name: scope }));
    }
    const everyScope = await createApiKey(ctx.app, owner.id, [...API_KEY_SCOPES]);
    const refusals = ['API keys cannot use this route.', 'Unauthenticated.'];
    const routes = apiRoutes(ctx.app.routeAccess).filter(
      (route) => routeName(route) in TABLE && route.access !== 'public',
    );
    const failures: string[] = [];
    const send = (route: (typeof routes)[number], key: string) =>
      request(ctx.app, {
        method: route.method as 'GET' | 'POST',
        url: concreteUrl(route.url, owner.id),
        host: MAIN,
        token: key,
        ...(route.method === 'GET' || route.method === 'HEAD' ? {} : { payload: {} }),
      });
    // The app's errors are {message}; the public API's (/api/v1) {error: {type, message}}.
    const messageOf = (res: { json(): unknown }) => {
      const body = res.json() as { message?: string; error?: { message?: string } };
      return body.message ?? body.error?.message ?? '';
    };
    for (const route of routes) {
      const needed = API_KEY_COLUMN[routeName(route)];
      if (!needed) {
        const res = await send(route, everyScope);
        if (res.statusCode !== 403 || messageOf(res) !== refusals[0]) {
          failures.push(`${routeName(route)} with a key: expected 403, got ${res.statusCode}`);
        }
        continue;
      }
      for (const [scope, key] of keys) {
        const res = await send(route, key);
        const message = res.statusCode === 403 ? messageOf(res) : '';
        const allowed = apiKeyScopeAllows([scope], needed);
        const ok = allowed
          ? res.statusCode !== 401 && !refusals.includes(message) && !message.includes('scope')
          : message === `This API key lacks the scope ${needed}.`;
        if (!ok) {
          failures.push(
            `${routeName(route)} with a ${scope} key: expected ${allowed ? 'A' : 'D'}, got ${res.statusCode} ${message}`,
          );
        }
      }
    }
    console.info(`API key column: ${routes.length} routes checked`);
    expect(failures).toEqual([]);
  }, 60_000);
});

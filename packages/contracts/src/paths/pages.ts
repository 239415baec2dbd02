// The one registry of the app's page paths. The remotes' routes declare them (`path: LOGIN_PATH`), and the shell's
// ownership table, the menus, links and navigate() calls use them (`fillPath(ASSISTANT_EDIT_PATH, { id })` for a
// page with parameters), so a page's path is written once. CLIENT_ROUTE_PATHS (../client-routes.ts, the pages the
// server answers with 200) is the list of this module's values, so only page paths are exported here.
//
// Plain named constants behind '@voice/contracts/paths', an entry that is not a federation share, and which the
// builds write into each module that imports it, as literals (packages/mf-config/src/page-paths-loader.js), so a
// chunk carries the paths its own code reads and no more (in the shared '@voice/contracts/core' every path reached
// the landing's first load: docs/decisions.md). ESLint refuses a page path written as a literal anywhere else
// (eslint.config.mjs, `voice/no-literal-page-path`). Both read this file's lines: one `export const NAME_PATH =
// '/…';` a line (paths.test.ts checks the format).

// The public site and the ways into an account (mfe-public).
export const HOME_PATH = '/';
export const PRIVACY_PATH = '/privacy';
export const TERMS_PATH = '/terms';
export const DOCS_PATH = '/docs';
export const DOCS_PAGE_PATH = '/docs/:category/:slug?';
export const LOGIN_PATH = '/login';
export const LOGIN_AS_PATH = '/loginas';
export const REGISTER_PATH = '/register';
export const FORGOT_PASSWORD_PATH = '/forgot-password';
export const PASSWORD_RESET_PATH = '/password-reset';
export const PASSWORD_RESET_TOKEN_PATH = '/password-reset/:token';
export const RESELLER_REGISTRATION_PATH = '/reseller-registration';
export const RESELLER_REGISTRATION_SUCCESS_PATH = '/reseller-registration/success';

// A signed-in user's pages (mfe-account, mfe-assistants, mfe-billing).
export const DASHBOARD_PATH = '/dashboard';
export const PROFILE_PATH = '/profile';
export const DEBUG_PATH = '/debug';
export const DEMO_REQUEST_PATH = '/demo-request';
export const CALL_LOGS_PATH = '/call-logs';
export const CALL_LOG_PATH = '/call-logs/:callId';
export const ASSISTANTS_PATH = '/assistants';
export const ASSISTANT_CREATE_PATH = '/assistants/create';
export const ASSISTANT_EDIT_PATH = '/assistants/:id/edit';
export const WEBHOOK_INBOX_PATH = '/webhook-inbox';
export const BOOKINGS_PATH = '/bookings';
export const DO_NOT_CALL_PATH = '/do-not-call';
export const CAMPAIGNS_PATH = '/campaigns';
export const CAMPAIGN_CREATE_PATH = '/campaigns/new';
export const CAMPAIGN_PATH = '/campaigns/:id';
export const CAMPAIGN_EDIT_PATH = '/campaigns/:id/edit';
export const PRICING_PATH = '/pricing';
export const SUBSCRIPTION_PATH = '/subscription';
export const SUBSCRIPTION_SUCCESS_PATH = '/subscription/success';
export const PAYMENT_PATH = '/payment';
export const PAYMENT_SUCCESS_PATH = '/payment-success';
export const TRANSACTIONS_PATH = '/transactions';
export const TRANSACTION_PATH = '/transactions/:id';
export const RESELLER_BILLING_PATH = '/reseller-billing';
export const DEVELOPERS_PATH = '/developers';
export const DEVELOPER_WEBHOOKS_PATH = '/developers/webhooks';

// The admin area: a tenant's admins (mfe-admin, and the admin views of the other remotes).
export const ADMIN_PATH = '/admin';
export const ADMIN_ASSISTANTS_PATH = '/admin/assistants';
export const ADMIN_ASSISTANT_CREATE_PATH = '/admin/assistants/create';
export const ADMIN_ASSISTANT_EDIT_PATH = '/admin/assistants/:id/edit';
export const ADMIN_AUDIT_LOG_PATH = '/admin/audit-log';
export const ADMIN_CALL_LOGS_PATH = '/admin/call-logs';
export const ADMIN_CALL_LOG_PATH = '/admin/call-logs/:callId';
export const ADMIN_CONTACTS_PATH = '/admin/contacts';
export const ADMIN_DEMO_REQUESTS_PATH = '/admin/demo-requests';
export const ADMIN_EMAIL_OUTBOX_PATH = '/admin/email-outbox';
export const ADMIN_FEATURES_PATH = '/admin/features';
export const ADMIN_PACKAGES_PATH = '/admin/packages';
export const ADMIN_RESELLERS_PATH = '/admin/resellers';
export const ADMIN_STRIPE_CONFIGURATION_PATH = '/admin/stripe-configuration';
export const ADMIN_SUBSCRIPTIONS_PATH = '/admin/subscriptions';
export const ADMIN_SYSTEM_SETTINGS_PATH = '/admin/system-settings';
/** The site's own landing copy, a part of its system settings (a platform admin: the main host's). */
export const ADMIN_SITE_CONTENT_PATH = '/admin/system-settings/site-content';
/** A reseller's own terms and privacy pages, a part of its system settings (reseller admins only). */
export const ADMIN_LEGAL_PAGES_PATH = '/admin/system-settings/legal-pages';
export const ADMIN_TEMPLATES_PATH = '/admin/templates';
export const ADMIN_TRANSACTIONS_PATH = '/admin/transactions';
export const ADMIN_USAGE_OVERVIEW_PATH = '/admin/usage-overview';
export const ADMIN_USERS_PATH = '/admin/users';
export const ADMIN_VOICE_CONFIGURATION_PATH = '/admin/voice-configuration';
/** A reseller's own domain (platform admins: ?reseller_id= of the reseller they act for). */
export const ADMIN_CUSTOM_DOMAIN_PATH = '/admin/custom-domain';
/** A reseller's own email sender: From on its domain, Reply-To, DKIM/SPF records, own SMTP. */
export const ADMIN_EMAIL_SENDER_PATH = '/admin/email-sender';

// The platform's super admin area.
export const SUPER_ADMIN_PATH = '/super-admin';
export const SUPER_ADMIN_ASSISTANTS_PATH = '/super-admin/assistants';
export const SUPER_ADMIN_ASSISTANT_CREATE_PATH = '/super-admin/assistants/create';
export const SUPER_ADMIN_ASSISTANT_EDIT_PATH = '/super-admin/assistants/:id/edit';
export const SUPER_ADMIN_AUDIT_LOG_PATH = '/super-admin/audit-log';
export const SUPER_ADMIN_RESELLER_PACKAGES_PATH = '/super-admin/reseller-packages';
export const SUPER_ADMIN_RESELLER_SUBSCRIPTIONS_PATH = '/super-admin/reseller-subscriptions';
export const SUPER_ADMIN_RESELLER_TRANSACTIONS_PATH = '/super-admin/reseller-transactions';
export const SUPER_ADMIN_RESELLERS_PATH = '/super-admin/resellers';
export const SUPER_ADMIN_RESELLER_PATH = '/super-admin/resellers/:id';
export const SUPER_ADMIN_USAGE_REPORTS_PATH = '/super-admin/usage-reports';
/** The remotes' published versions: promote, canary, roll back, deploy keys (platform admins). */
export const SUPER_ADMIN_RELEASES_PATH = '/super-admin/releases';
export const SUPER_ADMIN_USERS_PATH = '/super-admin/users';

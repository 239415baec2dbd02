// billing: what is sold and paid. Packages, subscriptions and their renewals, payments (Stripe or the
// sandbox) and their settings, custom deals, reseller sign-up and reseller packages, transactions, usage reports,
// the account and payment emails, the sandbox clock. Imports platform, tenancy and identity.
//
// The domain's public entry: other domains, app.ts and bootstrap import only what is exported here
// (.dependency-cruiser.cjs).
export { accountEmailsPlugin } from './account-emails/plugin';
export { adminPackageRoutes } from './admin-packages/routes';
export { customSubscriptionRoutes } from './custom-subscriptions/routes';
export { packageRoutes } from './packages/routes';
export { maskSecret } from './payment-settings/mask';
export { paymentSettingsRoutes } from './payment-settings/routes';
export { paymentsPlugin } from './payments/plugin';
export { paymentRoutes } from './payments/routes';
export { findResellerPackage } from './reseller-billing/admin-repository';
export { findResellerSubscription, toSummary } from './reseller-billing/repository';
export { resellerBillingRoutes } from './reseller-billing/routes';
export { resellerRegistrationRoutes } from './reseller-registration/routes';
export { sandboxClockRoutes } from './sandbox-clock/routes';
export {
  assistantPlanLimits,
  bookingRefusal,
  knowledgeRefusal,
  PLAN_LIMIT_MESSAGES,
  planLimitError,
  type AssistantPlanLimits,
} from './subscriptions/plan-limits';
export {
  CAMPAIGN_LIMIT_MESSAGES,
  campaignPlanLimits,
  campaignsRefusal,
} from './subscriptions/campaign-limits';
export { quotaFor } from './subscriptions/quota';
export { subscriptionRoutes } from './subscriptions/routes';
export { usageReport } from './subscriptions/usage';
export {
  REVENUE_SOURCES,
  revenueCells,
  revenueSums,
  type RevenueSource,
} from './transactions/revenue-totals';
export { transactionRoutes } from './transactions/routes';
export { usageReportRoutes } from './usage-reports/routes';

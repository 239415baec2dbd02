/** The checkout purpose of a reseller's payment to the platform for its own package (renewal or upgrade). */
export const RESELLER_BILLING_PURPOSE = 'reseller-billing';

/** The spec gives no texts for /reseller-billing; these follow the style of its other messages. */
export const RESELLER_BILLING_MESSAGES = {
  noSubscription: 'No reseller subscription found',
  packageNotFound: 'Reseller package not found',
  payPendingFirst: 'Please complete the payment of your current package first',
  upgradeOnlyUp: 'You can only upgrade to a higher-priced package',
  renewTooEarly: 'Your package can be renewed during the last 30 days of its period',
  providerUnavailable: 'The payment provider is unavailable. Please try again.',
  redirecting: 'Redirecting to payment...',
  activated: 'Your reseller package is active',
  packageCreated: 'Reseller package created successfully',
  packageUpdated: 'Reseller package updated successfully',
  packageRetired: 'Reseller package retired: it is no longer offered',
  packageActivated: 'Reseller package is offered again',
  cancelScheduled: 'Your reseller package will be cancelled at the end of the current period',
  nothingToCancel: 'There is no active reseller package to cancel',
  resumed: 'Your reseller package will renew at the end of the current period',
  nothingToResume: 'Your reseller package is not set to cancel',
  subscriptionNotFound: 'Reseller subscription not found',
} as const;

/** A reseller may renew during the last days of its period (or any time once it ended). */
export const RENEWAL_WINDOW_DAYS = 30;

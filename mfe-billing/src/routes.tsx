import { REMOTE_CONTRACT_VERSION, type RemoteModule, paths } from '@voice/contracts/core';

const loadPaymentSuccess = () => import('./features/payment/payment-success-page');

const remote: RemoteModule = {
  contractVersion: REMOTE_CONTRACT_VERSION,
  buildVersion: __BUILD_VERSION__,
  routes: [
    {
      path: paths.pricing,
      guard: 'public',
      title: 'Pricing',
      load: () => import('./features/pricing/pricing-page'),
    },
    {
      path: paths.subscription,
      guard: 'authenticated',
      title: 'Subscription',
      load: () => import('./features/subscription/subscription-page'),
    },
    {
      path: paths.subscriptionSuccess,
      guard: 'authenticated',
      title: 'Payment Confirmation',
      load: loadPaymentSuccess,
    },
    {
      path: paths.payment,
      guard: 'authenticated',
      title: 'Payment',
      load: () => import('./features/payment/payment-page'),
    },
    {
      path: paths.paymentSuccess,
      guard: 'authenticated',
      title: 'Payment Confirmation',
      load: loadPaymentSuccess,
    },
    {
      path: paths.transactions,
      guard: 'authenticated',
      title: 'Transactions',
      load: () => import('./features/transactions/transactions-page'),
    },
    {
      path: paths.transaction.pattern,
      guard: 'authenticated',
      title: 'Receipt',
      load: () => import('./features/transactions/receipt-page'),
    },
    {
      path: paths.adminTransactions,
      guard: 'admin-area',
      title: 'Transactions',
      load: () => import('./features/transactions/admin-transactions-page'),
    },
    {
      path: paths.resellerBilling,
      guard: 'reseller-billing',
      title: 'Billing and Subscription',
      load: () => import('./features/reseller-billing/reseller-billing-page'),
    },
  ],
};

export default remote;

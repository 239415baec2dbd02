import { REMOTE_CONTRACT_VERSION, type RemoteModule } from '@voice/contracts/core';

const loadPaymentSuccess = () => import('./features/payment/payment-success-page');

const remote: RemoteModule = {
  contractVersion: REMOTE_CONTRACT_VERSION,
  buildVersion: __BUILD_VERSION__,
  routes: [
    {
      path: '/pricing',
      guard: 'public',
      title: 'Pricing',
      load: () => import('./features/pricing/pricing-page'),
    },
    {
      path: '/subscription',
      guard: 'authenticated',
      title: 'Subscription',
      load: () => import('./features/subscription/subscription-page'),
    },
    {
      path: '/subscription/success',
      guard: 'authenticated',
      title: 'Payment Confirmation',
      load: loadPaymentSuccess,
    },
    {
      path: '/payment',
      guard: 'authenticated',
      title: 'Payment',
      load: () => import('./features/payment/payment-page'),
    },
    {
      path: '/payment-success',
      guard: 'authenticated',
      title: 'Payment Confirmation',
      load: loadPaymentSuccess,
    },
    {
      path: '/transactions',
      guard: 'authenticated',
      title: 'Transactions',
      load: () => import('./features/transactions/transactions-page'),
    },
    {
      path: '/transactions/:id',
      guard: 'authenticated',
      title: 'Receipt',
      load: () => import('./features/transactions/receipt-page'),
    },
    {
      path: '/admin/transactions',
      guard: 'admin-area',
      title: 'Transactions',
      load: () => import('./features/transactions/admin-transactions-page'),
    },
    {
      path: '/reseller-billing',
      guard: 'reseller-billing',
      title: 'Billing and Subscription',
      load: () => import('./features/reseller-billing/reseller-billing-page'),
    },
  ],
};

export default remote;

import { msg } from '@lingui/core/macro';
import { REMOTE_CONTRACT_VERSION, type RemoteModule } from '@voice/contracts/core';
import {
  ADMIN_TRANSACTIONS_PATH,
  PAYMENT_PATH,
  PAYMENT_SUCCESS_PATH,
  PRICING_PATH,
  RESELLER_BILLING_PATH,
  SUBSCRIPTION_PATH,
  SUBSCRIPTION_SUCCESS_PATH,
  TRANSACTION_PATH,
  TRANSACTIONS_PATH,
} from '@voice/contracts/paths';
import { billingCatalog } from './i18n/catalog';

const loadPaymentSuccess = () => import('./features/payment/payment-success-page');

const remote: RemoteModule = {
  contractVersion: REMOTE_CONTRACT_VERSION,
  buildVersion: __BUILD_VERSION__,
  messages: billingCatalog,
  routes: [
    {
      path: PRICING_PATH,
      guard: 'public',
      title: msg`Pricing`,
      load: () => import('./features/pricing/pricing-page'),
    },
    {
      path: SUBSCRIPTION_PATH,
      guard: 'authenticated',
      title: msg`Subscription`,
      load: () => import('./features/subscription/subscription-page'),
    },
    {
      path: SUBSCRIPTION_SUCCESS_PATH,
      guard: 'authenticated',
      title: msg`Payment Confirmation`,
      load: loadPaymentSuccess,
    },
    {
      path: PAYMENT_PATH,
      guard: 'authenticated',
      title: msg`Payment`,
      load: () => import('./features/payment/payment-page'),
    },
    {
      path: PAYMENT_SUCCESS_PATH,
      guard: 'authenticated',
      title: msg`Payment Confirmation`,
      load: loadPaymentSuccess,
    },
    {
      path: TRANSACTIONS_PATH,
      guard: 'authenticated',
      title: msg`Transactions`,
      load: () => import('./features/transactions/transactions-page'),
    },
    {
      path: TRANSACTION_PATH,
      guard: 'authenticated',
      title: msg`Receipt`,
      load: () => import('./features/transactions/receipt-page'),
    },
    {
      path: ADMIN_TRANSACTIONS_PATH,
      guard: 'admin-area',
      title: msg`Transactions`,
      load: () => import('./features/transactions/admin-transactions-page'),
    },
    {
      path: RESELLER_BILLING_PATH,
      guard: 'reseller-billing',
      title: msg`Billing and Subscription`,
      load: () => import('./features/reseller-billing/reseller-billing-page'),
    },
  ],
};

export default remote;

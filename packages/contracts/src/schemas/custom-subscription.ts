import { number, object, string } from 'yup';
import { BILLING_INTERVALS } from '../entities/common';
import {
  CUSTOM_SUBSCRIPTION_DEFAULT_DURATION_MONTHS,
  CUSTOM_SUBSCRIPTION_DURATION_HINT,
  CUSTOM_SUBSCRIPTION_MAX_DURATION_MONTHS,
  CUSTOM_SUBSCRIPTION_MIN_AMOUNT,
  CUSTOM_SUBSCRIPTION_MIN_DURATION_MONTHS,
} from '../constants/account';

/** True when the amount has at most two decimals (step 0.01). */
function isCentStep(value: number | null | undefined): boolean {
  if (value === null || value === undefined || Number.isNaN(value)) return true;
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

/** Create Custom Subscription (spec 000 §5): the spec gives no exact texts; these are ours. */
export const createCustomSubscriptionSchema = object({
  user_id: number().typeError('Please select a user').required('Please select a user'),
  package_id: number().typeError('Please select a package').required('Please select a package'),
  custom_amount: number()
    .typeError('Custom amount is required')
    .required('Custom amount is required')
    .min(CUSTOM_SUBSCRIPTION_MIN_AMOUNT, 'Amount must be at least 0.01')
    .test('step', 'Amount can have at most 2 decimal places', isCentStep),
  billing_interval: string()
    .required('Billing interval is required')
    .oneOf(BILLING_INTERVALS, 'Billing interval must be monthly or yearly')
    .default('monthly'),
  duration_months: number()
    .typeError('Duration is required')
    .required('Duration is required')
    .integer('Duration must be a whole number of months')
    .min(CUSTOM_SUBSCRIPTION_MIN_DURATION_MONTHS, 'Duration must be at least 1 month')
    .max(CUSTOM_SUBSCRIPTION_MAX_DURATION_MONTHS, CUSTOM_SUBSCRIPTION_DURATION_HINT)
    .default(CUSTOM_SUBSCRIPTION_DEFAULT_DURATION_MONTHS),
});

/** Activate / resend-payment-link payload. */
export const customSubscriptionIdSchema = object({
  subscription_id: number()
    .typeError('Subscription is required')
    .required('Subscription is required'),
});

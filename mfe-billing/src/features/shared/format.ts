import { t } from '@lingui/core/macro';
import { formatDate as formatLocaleDate, formatDateTime as formatLocaleDateTime } from '@voice/ui';

/** 'Jun 10, 2024' in the viewer's time zone and the page's language; a dash when absent or not a date. */
export function formatDate(value: string | null | undefined): string {
  return formatLocaleDate(value);
}

/** 'Jun 10, 2024, 12:15 PM' in the viewer's time zone and the page's language; a dash when absent or not a date. */
export function formatDateTime(value: string | null | undefined): string {
  return formatLocaleDateTime(value);
}

/**
 * A status, billing interval or provider in the page's language ('Active', 'Pending', 'Past due', 'Monthly'); one
 * it does not know capitalised ('Stripe'); a dash when absent.
 */
export function capitalise(value: string | null | undefined): string {
  if (!value) return '—';
  const known: Record<string, string> = {
    active: t`Active`,
    pending: t`Pending`,
    cancelled: t`Cancelled`,
    canceled: t`Canceled`,
    past_due: t`Past due`,
    expired: t`Expired`,
    completed: t`Completed`,
    failed: t`Failed`,
    refunded: t`Refunded`,
    monthly: t`Monthly`,
    yearly: t`Yearly`,
  };
  return known[value] ?? value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ');
}

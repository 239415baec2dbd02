/** Business constants of spec 000 §9 (account and public side). */

export const DEFAULT_APP_NAME = 'AI Phone System';
export const DEFAULT_PRIMARY_COLOR = '#4F46E5';
export const DEFAULT_SECONDARY_COLOR = '#10B981';

/** Toast durations in ms. */
export const TOAST_DURATIONS = {
  default: 3000,
  success: 3000,
  error: 5000,
  warning: 4000,
  info: 3000,
} as const;
export type ToastKind = keyof typeof TOAST_DURATIONS;
/** Success and info dialogs auto-close after this many ms. */
export const DIALOG_AUTO_CLOSE_MS = 3000;
/** Message banners (e.g. on the profile page) auto-hide after this many ms. */
export const MESSAGE_AUTO_HIDE_MS = 5000;

/** Images: profile picture and reseller logo. */
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const;
export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif'] as const;
/** `accept` attribute for picture inputs. */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif';
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** The one image limit under the name the profile upload reads. @alias */
export const PROFILE_PICTURE_MAX_BYTES = MAX_IMAGE_BYTES;
export const PROFILE_PICTURE_HINT = 'JPG, PNG or GIF up to 2MB';
export const RESELLER_LOGO_MAX_WIDTH = 800;
export const RESELLER_LOGO_MAX_HEIGHT = 400;

/** Profile form limits. */
export const NAME_MAX_LENGTH = 255;
export const PHONE_MAX_LENGTH = 20;
export const COMPANY_MAX_LENGTH = 255;
export const BIO_MAX_LENGTH = 1000;
export const PASSWORD_MIN_LENGTH = 8;

/** Reseller subdomain: one DNS label under a fixed parent domain. */
export const SUBDOMAIN_MAX_LENGTH = 63;
/** Letters, numbers and hyphens, starting and ending alphanumeric, up to 63 characters. */
export const SUBDOMAIN_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/** Reseller wizard steps, in order. */
export const RESELLER_WIZARD_STEPS = [
  'Company Info',
  'Hosting',
  'Admin Details',
  'Choose Package',
] as const;
export const RESELLER_YEARLY_SAVING_LABEL = 'Save up to 17%';

/** Custom subscriptions. */
export const PAYMENT_LINK_VALIDITY_DAYS = 7;
export const CUSTOM_SUBSCRIPTION_MIN_DURATION_MONTHS = 1;
export const CUSTOM_SUBSCRIPTION_MAX_DURATION_MONTHS = 120;
export const CUSTOM_SUBSCRIPTION_DEFAULT_DURATION_MONTHS = 12;
export const CUSTOM_SUBSCRIPTION_MIN_AMOUNT = 0.01;
export const CUSTOM_SUBSCRIPTION_AMOUNT_STEP = 0.01;
export const CUSTOM_SUBSCRIPTION_DEFAULT_INTERVAL = 'monthly' as const;
export const CUSTOM_SUBSCRIPTION_DURATION_HINT = 'Maximum 120 months (10 years)';
/** The user picker of custom subscriptions loads this many users. */
export const USER_PICKER_PER_PAGE = 100;

/** The dashboard lists the last N calls. */
export const DASHBOARD_RECENT_CALLS = 10;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a payment link created at `createdAt` stops being valid. */
export function paymentLinkExpiresAt(createdAt: string | Date): Date {
  return new Date(new Date(createdAt).getTime() + PAYMENT_LINK_VALIDITY_DAYS * DAY_MS);
}

/** A pending custom subscription whose link is more than 7 days old counts as an expired link. */
export function isPaymentLinkExpired(
  subscription: { status: string; created_at: string },
  now: Date = new Date(),
): boolean {
  return (
    subscription.status === 'pending' &&
    now.getTime() - new Date(subscription.created_at).getTime() >
      PAYMENT_LINK_VALIDITY_DAYS * DAY_MS
  );
}

/** Yearly saving of a plan: price * 12 - yearly_price (never negative). */
export function yearlySavings(monthlyPrice: number, yearlyPrice: number): number {
  return Math.max(0, Math.round((monthlyPrice * 12 - yearlyPrice) * 100) / 100);
}

/** Yearly saving as a whole percentage of price * 12 (0 when there is none). */
export function yearlySavingsPercent(monthlyPrice: number, yearlyPrice: number): number {
  const full = monthlyPrice * 12;
  if (full <= 0) return 0;
  return Math.max(0, Math.round(((full - yearlyPrice) / full) * 100));
}

/** Initials shown in place of a missing profile picture (at most two letters). */
export function initialsOf(name: string | null | undefined): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

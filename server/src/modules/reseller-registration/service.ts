import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { RESELLER_MESSAGES, type BillingInterval, type ImageMimeType } from '@voice/contracts';
import type { AppConfig } from '../../config';
import { HttpError, ValidationFailed } from '../../lib/http-error';
import { addHours, nowIso } from '../../lib/time';
import { sendEmail } from '../email/mailer';
import { issuePasswordLink, resellerBaseUrl } from '../password-reset/service';
import type { CheckoutCompletedEvent, CheckoutFailedEvent } from '../payments/provider';
import { fromCents, toCents } from '../payments/provider';
import type { PaymentHandler } from '../payments/plugin';
import { deleteUpload, saveImage } from '../uploads/storage';
import { emailExists, normalizeEmail } from '../users/repository';
import {
  deletePendingRegistration,
  findActiveResellerPackage,
  findRegistration,
  findResellerAdmin,
  findStalePendingResellers,
  subdomainExists,
  type ResellerPackageRow,
} from './repository';

export const SUBDOMAIN_TAKEN = RESELLER_MESSAGES.subdomainTaken;
export const EMAIL_TAKEN_BY_USER = RESELLER_MESSAGES.emailTaken;
export const SELECT_RESELLER_PACKAGE = RESELLER_MESSAGES.selectPackage;
export const REGISTRATION_DONE = 'Registration successful! Check your email to set your password.';
export const PROVIDER_UNAVAILABLE =
  'The payment could not be started. Please try again in a few minutes.';

/** metadata.purpose of the checkouts this module starts (see payments/plugin.ts). */
export const RESELLER_REGISTRATION_PURPOSE = 'reseller_registration';

/**
 * A registration whose payment never completed holds its subdomain and email for this long, then it
 * is released (a checkout session lives 24 hours at the sandbox and at Stripe).
 */
export const PENDING_REGISTRATION_TTL_HOURS = 25;

/** Subdomains no reseller may have: infrastructure, the app's own paths, and easily confused names. */
export const RESERVED_SUBDOMAINS: ReadonlySet<string> = new Set([
  'www',
  'www1',
  'www2',
  'api',
  'admin',
  'administrator',
  'app',
  'apps',
  'mail',
  'email',
  'smtp',
  'imap',
  'pop',
  'pop3',
  'mx',
  'ftp',
  'ns',
  'ns1',
  'ns2',
  'dns',
  'static',
  'build',
  'assets',
  'cdn',
  'media',
  'files',
  'uploads',
  'images',
  'img',
  'dashboard',
  'support',
  'help',
  'docs',
  'blog',
  'status',
  'billing',
  'payment',
  'payments',
  'pay',
  'checkout',
  'sandbox',
  'login',
  'logout',
  'register',
  'signup',
  'signin',
  'account',
  'accounts',
  'auth',
  'oauth',
  'sso',
  'secure',
  'portal',
  'console',
  'root',
  'system',
  'superadmin',
  'super-admin',
  'reseller',
  'resellers',
  'partner',
  'partners',
  'localhost',
  'test',
  'dev',
  'staging',
  'demo',
  'webhook',
  'webhooks',
  'autoconfig',
  'autodiscover',
]);

/**
 * The reseller wizard lives only on the platform's main host: localhost (and loopback addresses),
 * APP_DOMAIN, www.APP_DOMAIN or the host of APP_URL. Anything else (a reseller's subdomain, a foreign
 * host) does not have it.
 */
export function isRegistrationHost(
  hostname: string,
  config: Pick<AppConfig, 'appDomain' | 'appUrl'>,
): boolean {
  const host = hostname
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^\[(.*)\]$/, '$1');
  const hosts = new Set([
    'localhost',
    '127.0.0.1',
    '::1',
    config.appDomain,
    `www.${config.appDomain}`,
  ]);
  try {
    hosts.add(new URL(config.appUrl).hostname.toLowerCase());
  } catch {
    // an invalid APP_URL adds nothing
  }
  return hosts.has(host);
}

export interface Availability {
  available: boolean;
  message?: string;
}

/** A well-formed subdomain is free unless reserved or held by a reseller (any status). */
export async function subdomainAvailability(
  app: FastifyInstance,
  subdomain: string,
): Promise<Availability> {
  const name = subdomain.trim().toLowerCase();
  if (RESERVED_SUBDOMAINS.has(name) || (await subdomainExists(app.db, name))) {
    return { available: false, message: SUBDOMAIN_TAKEN };
  }
  return { available: true };
}

export async function emailAvailability(
  app: FastifyInstance,
  email: string,
): Promise<Availability> {
  return (await emailExists(app.db, email))
    ? { available: false, message: EMAIL_TAKEN_BY_USER }
    : { available: true };
}

/** Releases registrations abandoned at the checkout (pending for over a day), and their logos. */
export async function releaseStaleRegistrations(
  app: FastifyInstance,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    const before = addHours(new Date(), -PENDING_REGISTRATION_TTL_HOURS).toISOString();
    for (const stale of await findStalePendingResellers(app.db, before)) {
      await deletePendingRegistration(app.db, stale.id);
      await deleteUpload(app.config, stale.logo_url);
    }
  } catch (error) {
    log.warn({ err: error }, 'could not release stale reseller registrations');
  }
}

export interface RegistrationInput {
  org_name: string;
  company_email: string;
  subdomain_name: string;
  admin_name: string;
  admin_email: string;
  admin_phone: string;
  billing_interval: BillingInterval;
  reseller_package_id: number;
}

export type RegistrationResult =
  { kind: 'checkout'; url: string; reference: string } | { kind: 'activated'; reference: string };

/** A password hash no password matches (not in the scrypt format): the admin sets one by link. */
function unusablePasswordHash(): string {
  return `unset$${randomBytes(16).toString('hex')}`;
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** The server-side checks that need the database; every problem at once, per field. */
export async function registrationConflicts(
  app: FastifyInstance,
  input: Pick<RegistrationInput, 'subdomain_name' | 'admin_email' | 'reseller_package_id'>,
): Promise<{ errors: Record<string, string[]>; pkg: ResellerPackageRow | undefined }> {
  const errors: Record<string, string[]> = {};
  const subdomain = await subdomainAvailability(app, input.subdomain_name);
  if (!subdomain.available) errors.subdomain_name = [SUBDOMAIN_TAKEN];
  if (await emailExists(app.db, input.admin_email)) errors.admin_email = [EMAIL_TAKEN_BY_USER];
  const pkg = await findActiveResellerPackage(app.db, input.reseller_package_id);
  if (!pkg) errors.reseller_package_id = [SELECT_RESELLER_PACKAGE];
  return { errors, pkg };
}

function addPeriod(start: Date, interval: BillingInterval): Date {
  const end = new Date(start.getTime());
  if (interval === 'yearly') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/**
 * Creates, in one transaction, the pending reseller (branding defaults: app name = organization name,
 * the logo), its pending reseller_admin (no usable password) and its pending subscription. Then either
 * starts a checkout at the payment provider, or, for a free package or without a provider, activates
 * at once (welcome email included).
 */
export async function registerReseller(
  app: FastifyInstance,
  input: RegistrationInput,
  logo: { bytes: Buffer; type: ImageMimeType } | null,
  log: FastifyBaseLogger,
): Promise<RegistrationResult> {
  await releaseStaleRegistrations(app, log);
  const { errors, pkg } = await registrationConflicts(app, input);
  if (!pkg || Object.keys(errors).length > 0) throw new ValidationFailed(errors);

  const subdomain = input.subdomain_name.trim().toLowerCase();
  const adminEmail = normalizeEmail(input.admin_email);
  const amount = Number(input.billing_interval === 'yearly' ? pkg.yearly_price : pkg.price);
  const provider = app.payments.provider;
  const currency = app.config.payments.currency;
  const reference = `rr_${randomBytes(16).toString('hex')}`;
  const logoUrl = logo ? await saveImage(app.config, logo.bytes, logo.type) : null;

  let resellerId: number;
  let subscriptionId: number;
  try {
    ({ resellerId, subscriptionId } = await app.db.transaction().execute(async (trx) => {
      const now = nowIso();
      const reseller = await trx
        .insertInto('resellers')
        .values({
          org_name: input.org_name.trim(),
          subdomain,
          company_email: normalizeEmail(input.company_email || adminEmail),
          status: 'pending',
          app_name: input.org_name.trim(),
          logo_url: logoUrl,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('users')
        .values({
          name: input.admin_name.trim(),
          email: adminEmail,
          password_hash: unusablePasswordHash(),
          role: 'reseller_admin',
          reseller_id: reseller.id,
          phone: input.admin_phone.trim(),
          company: input.org_name.trim(),
          status: 'pending',
          created_at: now,
          updated_at: now,
        })
        .execute();
      const subscription = await trx
        .insertInto('reseller_subscriptions')
        .values({
          reseller_id: reseller.id,
          reseller_package_id: pkg.id,
          billing_interval: input.billing_interval,
          amount,
          currency: currency.toUpperCase(),
          status: 'pending',
          reference,
          provider: amount > 0 && provider ? provider.name : 'none',
          provider_checkout_id: null,
          provider_subscription_id: null,
          last_payment_error: null,
          current_period_start: null,
          current_period_end: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { resellerId: reseller.id, subscriptionId: subscription.id };
    }));
  } catch (error) {
    await deleteUpload(app.config, logoUrl);
    if (isUniqueViolation(error)) {
      // Another registration took the subdomain or the email in the meantime.
      const again = await registrationConflicts(app, input);
      throw new ValidationFailed(
        Object.keys(again.errors).length > 0 ? again.errors : { subdomain_name: [SUBDOMAIN_TAKEN] },
      );
    }
    throw error;
  }

  if (amount <= 0 || !provider) {
    await activateRegistration(app, { reference, provider: 'none', providerId: null }, log);
    return { kind: 'activated', reference };
  }

  const base = app.config.appUrl;
  try {
    const session = await provider.createCheckout({
      reference,
      description: `${pkg.name} reseller plan (${input.billing_interval}) for ${subdomain}`,
      amount: toCents(amount),
      currency,
      interval: input.billing_interval === 'yearly' ? 'year' : 'month',
      customerEmail: adminEmail,
      successUrl: `${base}/reseller-registration/success?reference=${reference}`,
      cancelUrl: `${base}/reseller-registration?checkout=cancelled`,
      metadata: {
        purpose: RESELLER_REGISTRATION_PURPOSE,
        reseller_id: String(resellerId),
        reseller_subscription_id: String(subscriptionId),
      },
    });
    await app.db
      .updateTable('reseller_subscriptions')
      .set({ provider_checkout_id: session.id, updated_at: nowIso() })
      .where('id', '=', subscriptionId)
      .execute();
    return { kind: 'checkout', url: session.url, reference };
  } catch (error) {
    log.error({ err: error, provider: provider.name }, 'could not start the reseller checkout');
    // Nothing was paid: undo the registration so that the same names can be used again.
    await deletePendingRegistration(app.db, resellerId);
    await deleteUpload(app.config, logoUrl);
    throw new HttpError(502, PROVIDER_UNAVAILABLE);
  }
}

export interface Payment {
  reference: string;
  /** 'none' for a free activation. */
  provider: string;
  /** The provider's checkout id (recorded on the transaction); null without a payment. */
  providerId: string | null;
  /** What was paid, in cents (absent without a payment). */
  amountCents?: number;
  currency?: string;
  /** The provider's subscription (recurring checkouts). */
  subscriptionId?: string | null;
}

export type ActivationOutcome = 'activated' | 'already-processed' | 'unknown' | 'amount-mismatch';

/**
 * Activates a registration once it is paid (or free): subscription, reseller and admin become active,
 * the payment is recorded as a completed transaction, then the admin gets a welcome email with a link
 * to set a password on the reseller's own site. Idempotent: a second call changes nothing.
 */
export async function activateRegistration(
  app: FastifyInstance,
  payment: Payment,
  log: FastifyBaseLogger,
): Promise<ActivationOutcome> {
  const registration = await findRegistration(app.db, payment.reference);
  if (!registration) return 'unknown';
  if (registration.status !== 'pending') return 'already-processed';
  const expected = toCents(Number(registration.amount));
  if (payment.providerId !== null && (payment.amountCents ?? 0) < expected) {
    log.error(
      { reference: payment.reference, paid: payment.amountCents, expected },
      'payment amount is lower than the price: registration not activated',
    );
    return 'amount-mismatch';
  }

  const activated = await app.db.transaction().execute(async (trx) => {
    const start = new Date();
    const now = nowIso(start);
    const claimed = await trx
      .updateTable('reseller_subscriptions')
      .set({
        status: 'active',
        provider_subscription_id: payment.subscriptionId ?? null,
        last_payment_error: null,
        current_period_start: now,
        current_period_end: addPeriod(start, registration.billing_interval).toISOString(),
        updated_at: now,
      })
      .where('id', '=', registration.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return false;
    await trx
      .updateTable('resellers')
      .set({ status: 'active', updated_at: now })
      .where('id', '=', registration.reseller_id)
      .where('status', '=', 'pending')
      .execute();
    await trx
      .updateTable('users')
      .set({ status: 'active', updated_at: now })
      .where('reseller_id', '=', registration.reseller_id)
      .where('status', '=', 'pending')
      .execute();
    if (payment.providerId !== null) {
      const admin = await findResellerAdmin(trx, registration.reseller_id);
      await trx
        .insertInto('transactions')
        .values({
          user_id: admin?.id ?? null,
          reseller_id: registration.reseller_id,
          amount: fromCents(payment.amountCents ?? expected),
          currency: (payment.currency || registration.currency).toUpperCase(),
          status: 'completed',
          description: `${registration.package_name} reseller plan (${registration.billing_interval}) - ${registration.org_name}`,
          provider: payment.provider,
          provider_ref: payment.providerId,
          reference: payment.reference,
          created_at: now,
        })
        .execute();
    }
    return true;
  });
  if (!activated) return 'already-processed';

  await sendWelcomeEmail(app, registration.reseller_id, registration.subdomain, log);
  return 'activated';
}

/** The new reseller admin's email: a 'welcome' link to set a password on the reseller's site. */
export async function sendWelcomeEmail(
  app: FastifyInstance,
  resellerId: number,
  subdomain: string,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    const admin = await findResellerAdmin(app.db, resellerId);
    if (!admin) return;
    const siteUrl = resellerBaseUrl(app, subdomain);
    const link = await issuePasswordLink(app, admin, 'welcome', siteUrl);
    await sendEmail(app, {
      to: admin.email,
      subject: 'Your reseller account is ready: set your password',
      heading: `Welcome, ${admin.name}!`,
      lines: [
        'Your reseller account is active and your branded site is live at:',
        siteUrl,
        'Set your password to sign in as its administrator. The link can be used once and expires in 7 days.',
      ],
      action: { label: 'Set your password', url: link },
      resellerId,
    });
  } catch (error) {
    // The admin can still use "Forgot password" on the reseller's site.
    log.error({ err: error, resellerId }, 'welcome email failed');
  }
}

/** Payment events of reseller registrations (registered under RESELLER_REGISTRATION_PURPOSE). */
export const resellerPaymentHandler: PaymentHandler = {
  async completed(app, event: CheckoutCompletedEvent, provider) {
    const outcome = await activateRegistration(
      app,
      {
        reference: event.reference,
        provider,
        providerId: event.providerId,
        amountCents: event.amount,
        currency: event.currency,
        subscriptionId: event.subscriptionId,
      },
      app.log,
    );
    app.log.info({ reference: event.reference, outcome }, 'reseller registration payment');
  },

  async failed(app, event: CheckoutFailedEvent) {
    await app.db
      .updateTable('reseller_subscriptions')
      .set({ last_payment_error: event.reason.slice(0, 255), updated_at: nowIso() })
      .where('reference', '=', event.reference)
      .where('status', '=', 'pending')
      .execute();
  },
};

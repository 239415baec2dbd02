import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { BillingInterval, ImageMimeType, Language } from '@voice/contracts';
import { HttpError, ValidationFailed } from '../../../lib/http-error';
import { toCents } from '../payments/provider';
import { deleteUpload, saveImage } from '../../platform';
import { normalizeEmail } from '../../identity';
import { activateRegistration } from './activate';
import { registrationConflicts } from './availability';
import type { RegistrationDeps } from './deps';
import { PROVIDER_UNAVAILABLE, RESELLER_REGISTRATION_PURPOSE, SUBDOMAIN_TAKEN } from './messages';
import { deletePendingRegistration, insertPendingRegistration, setCheckoutId } from './repository';
import { releaseStaleRegistrations } from './release-stale';
import { isUniqueViolation } from '../../../lib/unique-violation';

export interface RegistrationInput {
  org_name: string;
  company_email: string;
  subdomain_name: string;
  admin_name: string;
  admin_email: string;
  admin_phone: string;
  billing_interval: BillingInterval;
  reseller_package_id: number;
  /** The registration page's language (the admin's, for its emails); null: the site's default. */
  language?: Language | null;
}

export type RegistrationResult =
  { kind: 'checkout'; url: string; reference: string } | { kind: 'activated'; reference: string };

/** A password hash no password matches (not in the scrypt format): the admin sets one by link. */
function unusablePasswordHash(): string {
  return `unset$${randomBytes(16).toString('hex')}`;
}

/**
 * Creates, in one transaction, the pending reseller (branding defaults: app name = organization name,
 * the logo), its pending reseller_admin (no usable password) and its pending subscription. Then either
 * starts a checkout at the payment provider, or, for a free package or without a provider, activates
 * at once (welcome email included).
 */
export async function registerReseller(
  deps: RegistrationDeps,
  input: RegistrationInput,
  logo: { bytes: Buffer; type: ImageMimeType } | null,
  log: FastifyBaseLogger,
): Promise<RegistrationResult> {
  const { db, config, provider, uploads } = deps;
  await releaseStaleRegistrations(deps, log);
  const { errors, pkg } = await registrationConflicts(deps, input);
  if (!pkg || Object.keys(errors).length > 0) throw new ValidationFailed(errors);

  const subdomain = input.subdomain_name.trim().toLowerCase();
  const adminEmail = normalizeEmail(input.admin_email);
  const amount = Number(input.billing_interval === 'yearly' ? pkg.yearly_price : pkg.price);
  const currency = config.payments.currency;
  const reference = `rr_${randomBytes(16).toString('hex')}`;
  const logoUrl = logo ? await saveImage(uploads, logo.bytes, logo.type) : null;

  let resellerId: number;
  let subscriptionId: number;
  try {
    ({ resellerId, subscriptionId } = await insertPendingRegistration(db, {
      reseller: {
        org_name: input.org_name.trim(),
        subdomain,
        company_email: normalizeEmail(input.company_email || adminEmail),
        app_name: input.org_name.trim(),
        logo_url: logoUrl,
      },
      admin: {
        name: input.admin_name.trim(),
        email: adminEmail,
        password_hash: unusablePasswordHash(),
        phone: input.admin_phone.trim(),
        company: input.org_name.trim(),
        language: input.language ?? null,
      },
      subscription: {
        reseller_package_id: pkg.id,
        billing_interval: input.billing_interval,
        amount,
        currency: currency.toUpperCase(),
        reference,
        provider: amount > 0 && provider ? provider.name : 'none',
      },
    }));
  } catch (error) {
    await deleteUpload(uploads, logoUrl);
    if (isUniqueViolation(error)) {
      // Another registration took the subdomain or the email in the meantime.
      const again = await registrationConflicts(deps, input);
      throw new ValidationFailed(
        Object.keys(again.errors).length > 0 ? again.errors : { subdomain_name: [SUBDOMAIN_TAKEN] },
      );
    }
    throw error;
  }

  if (amount <= 0 || !provider) {
    await activateRegistration(deps, { reference, provider: 'none', providerId: null }, log);
    return { kind: 'activated', reference };
  }

  const base = config.appUrl;
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
    await setCheckoutId(db, subscriptionId, session.id);
    return { kind: 'checkout', url: session.url, reference };
  } catch (error) {
    log.error({ err: error, provider: provider.name }, 'could not start the reseller checkout');
    // Nothing was paid: undo the registration so that the same names can be used again.
    await deletePendingRegistration(db, resellerId);
    await deleteUpload(uploads, logoUrl);
    throw new HttpError(502, PROVIDER_UNAVAILABLE);
  }
}

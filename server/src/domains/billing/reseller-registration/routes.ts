import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  type BillingInterval,
  isLanguage,
  type Language,
  languageCookieOf,
} from '@voice/contracts';
import {
  checkLogoBytes,
  resellerRegistrationSchema,
  sniffImageType,
  validatePayload,
} from '@voice/contracts/schemas';
import { object, string } from 'yup';
import { depsOf } from '../../platform';
import { formRoutes } from '../../../lib/form-routes';
import { ValidationFailed, notFound } from '../../../lib/http-error';
import type { YupTypeProvider } from '../../../lib/route-schema';
import { authRateLimit } from '../../../plugins/rate-limit';
import { REGISTRATION_MULTIPART_LIMITS, readRegistrationForm } from './form';
import { findRegistration, listActiveResellerPackages, toResellerPackageJson } from './repository';
import { resellerRegistrationSchemas as schemas } from './schemas';
import {
  REGISTRATION_DONE,
  RESELLER_REGISTRATION_PURPOSE,
  emailAvailability,
  isRegistrationHost,
  registerReseller,
  registrationConflicts,
  registrationDeps,
  releaseStaleRegistrations,
  resellerPaymentHandler,
  subdomainAvailability,
} from './service';
import { resellerBaseUrl } from '../../../lib/site-url';

/** Column limits the wizard's schemas do not state (messages are ours, in the spec's style). */
const lengthSchema = object({
  org_name: string().max(255, 'Organization name must be less than 255 characters'),
  company_email: string().max(255, 'Company email must be less than 255 characters'),
  admin_name: string().max(255, 'Admin name must be less than 255 characters'),
  admin_email: string().max(255, 'Admin email must be less than 255 characters'),
  admin_phone: string().max(20, 'Phone number must be less than 20 characters'),
});

function mergeErrors(...lists: Record<string, string[]>[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const list of lists) {
    for (const [field, messages] of Object.entries(list)) {
      const target = (out[field] ??= []);
      for (const message of messages) if (!target.includes(message)) target.push(message);
    }
  }
  return out;
}

/** The wizard and its endpoints exist only on the main host: elsewhere 404 {message:'Not Found'}. */
/** The registration page's language (the visitor's choice, a shipped language), or null: the site's default. */
function pageLanguageOf(request: FastifyRequest): Language | null {
  const chosen = languageCookieOf(request.headers.cookie);
  return isLanguage(chosen) ? chosen : null;
}

function requireMainHost(app: FastifyInstance, request: FastifyRequest): void {
  if (!isRegistrationHost(request.hostname, app.config)) throw notFound();
}

export async function resellerRegistrationRoutes(app: FastifyInstance): Promise<void> {
  app.payments.handlers.set(RESELLER_REGISTRATION_PURPOSE, resellerPaymentHandler);

  const api = app.withTypeProvider<YupTypeProvider>();
  // Checked before the body is validated: elsewhere these endpoints do not exist.
  const mainHostOnly = async (request: FastifyRequest) => requireMainHost(app, request);

  app.get(
    '/api/reseller-packages',
    { config: { access: 'public' }, schema: schemas.packages },
    async () => {
      const rows = await listActiveResellerPackages(app.db);
      return { success: true, data: rows.map(toResellerPackageJson) };
    },
  );

  api.post(
    '/api/check-domain-availability',
    {
      config: { ...authRateLimit(app), access: 'public' },
      schema: schemas.checkDomain,
      preValidation: mainHostOnly,
    },
    async (request) => {
      const { subdomain } = request.body;
      await releaseStaleRegistrations(depsOf(app), request.log);
      return subdomainAvailability(depsOf(app), subdomain);
    },
  );

  api.post(
    '/api/check-email-availability',
    {
      config: { ...authRateLimit(app), access: 'public' },
      schema: schemas.checkEmail,
      preValidation: mainHostOnly,
    },
    async (request) => {
      const { email } = request.body;
      await releaseStaleRegistrations(depsOf(app), request.log);
      return emailAvailability(depsOf(app), email);
    },
  );

  await formRoutes(app, REGISTRATION_MULTIPART_LIMITS, (form) => {
    form.post(
      '/api/register-reseller',
      {
        config: {
          rateLimit: { max: app.config.resellerRegistrationMax, timeWindow: '1 minute' },
          access: 'public',
        },
        schema: schemas.register,
      },
      async (request, reply) => {
        requireMainHost(app, request);
        const { fields, logo } = await readRegistrationForm(request);
        // An HTML checkbox sends "on"; the api-client sends "1".
        if (fields.terms === 'on') fields.terms = 'true';

        const result = await validatePayload(resellerRegistrationSchema, fields);
        const lengths = await validatePayload(lengthSchema, fields);
        let errors = mergeErrors(result.ok ? {} : result.errors, lengths.ok ? {} : lengths.errors);
        const problem = logo ? checkLogoBytes(logo.bytes) : null;
        if (problem) errors = mergeErrors(errors, { logo_file: [problem] });
        if (result.ok) {
          const conflicts = await registrationConflicts(depsOf(app), {
            subdomain_name: result.value.subdomain_name,
            admin_email: result.value.admin_email,
            reseller_package_id: result.value.reseller_package_id as number,
          });
          errors = mergeErrors(errors, conflicts.errors);
        }
        if (!result.ok || Object.keys(errors).length > 0) throw new ValidationFailed(errors);

        const value = result.value;
        const type = logo ? sniffImageType(logo.bytes) : null;
        const outcome = await registerReseller(
          registrationDeps(app),
          {
            org_name: value.org_name,
            company_email: value.company_email ?? '',
            subdomain_name: value.subdomain_name,
            admin_name: value.admin_name,
            admin_email: value.admin_email,
            admin_phone: value.admin_phone,
            billing_interval: (value.billing_interval ?? 'monthly') as BillingInterval,
            reseller_package_id: value.reseller_package_id as number,
            language: pageLanguageOf(request),
          },
          logo && type ? { bytes: logo.bytes, type } : null,
          request.log,
        );
        reply.code(201);
        return outcome.kind === 'checkout'
          ? { success: true, checkout_url: outcome.url }
          : { success: true, message: REGISTRATION_DONE };
      },
    );
  });

  /** What the success page shows: the registration's state, by its checkout reference. */
  api.get(
    '/api/reseller-registrations/:reference',
    {
      config: { ...authRateLimit(app), access: 'public' },
      schema: schemas.status,
      preValidation: mainHostOnly,
    },
    async (request) => {
      const { reference } = request.params;
      const registration = /^rr_[a-f0-9]{32}$/.test(reference)
        ? await findRegistration(app.db, reference)
        : undefined;
      if (!registration) throw notFound();
      const siteUrl = resellerBaseUrl(app.config, registration.subdomain);
      return {
        success: true,
        data: {
          status: registration.status,
          org_name: registration.org_name,
          subdomain: registration.subdomain,
          site_url: siteUrl,
          login_url: `${siteUrl}/login`,
        },
      };
    },
  );
}

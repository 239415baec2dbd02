import { boolean, number, object, string } from 'yup';
import { BILLING_INTERVALS } from '../entities/common';
import { SUBDOMAIN_PATTERN } from '../constants/account';
import { EMAIL_INVALID, optionalImageFile } from './fields';

/** Reseller wizard (spec 000 §5), one schema per step and the whole form. */

const SUBDOMAIN_INVALID = 'Subdomain name can only contain letters, numbers, and hyphens';

/** Step 1, Company Info. */
export const resellerCompanyStepSchema = object({
  org_name: string().trim().required('Organization name is required'),
  company_email: string().trim().email(EMAIL_INVALID).default(''),
  /** Hints only on the client (PNG, JPG or GIF up to 2MB); the server enforces them and 800x400px. */
  logo_file: optionalImageFile(),
});

/** Step 2, Hosting. The availability check (POST /api/check-domain-availability) must pass too. */
export const resellerHostingStepSchema = object({
  subdomain_name: string()
    .trim()
    .required('Subdomain name is required')
    .matches(SUBDOMAIN_PATTERN, { message: SUBDOMAIN_INVALID, excludeEmptyString: true }),
});

/** Step 3, Admin Details. The availability check (POST /api/check-email-availability) must pass too. */
export const resellerAdminStepSchema = object({
  admin_name: string().trim().required('Admin name is required'),
  admin_email: string().trim().required('Admin email is required').email(EMAIL_INVALID),
  admin_phone: string().trim().required('Admin phone is required'),
});

/** Step 4, Choose Package. */
export const resellerPackageStepSchema = object({
  reseller_package_id: number()
    .typeError('Please select a package')
    .nullable()
    .required('Please select a package'),
  billing_interval: string()
    .oneOf(BILLING_INTERVALS, 'Please choose monthly or yearly billing')
    .default('monthly'),
  terms: boolean()
    .required('You must agree to the terms and conditions')
    .oneOf([true], 'You must agree to the terms and conditions'),
});

/** The wizard's step schemas in order (index 0 is step 1). */
export const RESELLER_STEP_SCHEMAS = [
  resellerCompanyStepSchema,
  resellerHostingStepSchema,
  resellerAdminStepSchema,
  resellerPackageStepSchema,
] as const;

/** The whole registration form (the server validates POST /api/register-reseller with it). */
export const resellerRegistrationSchema = resellerCompanyStepSchema
  .concat(resellerHostingStepSchema)
  .concat(resellerAdminStepSchema)
  .concat(resellerPackageStepSchema);

/** POST /api/check-domain-availability payload. */
export const domainAvailabilitySchema = object({
  subdomain: string()
    .trim()
    .required('Subdomain name is required')
    .matches(SUBDOMAIN_PATTERN, { message: SUBDOMAIN_INVALID, excludeEmptyString: true }),
});

/** POST /api/check-email-availability payload. */
export const emailAvailabilitySchema = object({
  email: string().trim().required('Email is required').email(EMAIL_INVALID),
});

import type { BillingInterval } from '@voice/contracts';

/** Everything the wizard collects (spec 000 §3), kept across its four steps. */
export interface WizardValues {
  org_name: string;
  company_email: string;
  logo_file: File | null;
  subdomain_name: string;
  admin_name: string;
  admin_email: string;
  admin_phone: string;
  billing_interval: BillingInterval;
  terms: boolean;
  reseller_package_id: number | null;
}

export type WizardField = keyof WizardValues;

export const INITIAL_VALUES: WizardValues = {
  org_name: '',
  company_email: '',
  logo_file: null,
  subdomain_name: '',
  admin_name: '',
  admin_email: '',
  admin_phone: '',
  billing_interval: 'monthly',
  terms: false,
  reseller_package_id: null,
};

/** The fields of each step (index 0 is step 1), in the order of RESELLER_STEP_SCHEMAS. */
export const STEP_FIELDS: readonly (readonly WizardField[])[] = [
  ['org_name', 'company_email', 'logo_file'],
  ['subdomain_name'],
  ['admin_name', 'admin_email', 'admin_phone'],
  ['reseller_package_id', 'billing_interval', 'terms'],
];

/** The first step holding one of `fields` (e.g. the fields of a server's 422 answer), or null. */
export function firstStepWith(fields: readonly string[]): number | null {
  const index = STEP_FIELDS.findIndex((step) => step.some((field) => fields.includes(field)));
  return index >= 0 ? index : null;
}

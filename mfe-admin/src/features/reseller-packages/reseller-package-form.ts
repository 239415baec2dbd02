import type { AdminResellerPackage, ResellerPackagePayload } from '@voice/contracts';
import { resellerPackageSchema, validatePayloadSync } from '@voice/contracts/schemas';

/** The form's values: what the inputs hold (strings for numbers). */
export interface ResellerPackageFormValues {
  name: string;
  description: string;
  price: string;
  yearly_price: string;
  voice_agents_limit: string;
  minutes_limit: string;
  support_level: string;
  sort_order: string;
  is_popular: boolean;
  is_active: boolean;
}

export const EMPTY_RESELLER_PACKAGE: ResellerPackageFormValues = {
  name: '',
  description: '',
  price: '',
  yearly_price: '',
  voice_agents_limit: '',
  minutes_limit: '',
  support_level: '',
  sort_order: '0',
  is_popular: false,
  is_active: true,
};

export function formValuesOf(pkg: AdminResellerPackage): ResellerPackageFormValues {
  return {
    name: pkg.name,
    description: pkg.description,
    price: String(pkg.price),
    yearly_price: String(pkg.yearly_price),
    voice_agents_limit: String(pkg.voice_agents_limit),
    minutes_limit: String(pkg.minutes_limit),
    support_level: pkg.support_level,
    sort_order: String(pkg.sort_order),
    is_popular: pkg.is_popular,
    is_active: pkg.is_active,
  };
}

const number = (value: string) => (value.trim() === '' ? undefined : Number(value));

/** The payload as typed (blank numbers absent), for the shared schema to judge. */
export function toDraft(values: ResellerPackageFormValues): Record<string, unknown> {
  return {
    ...values,
    price: number(values.price),
    yearly_price: number(values.yearly_price),
    voice_agents_limit: number(values.voice_agents_limit),
    minutes_limit: number(values.minutes_limit),
    sort_order: number(values.sort_order),
  };
}

export function toPayload(values: ResellerPackageFormValues): ResellerPackagePayload {
  return resellerPackageSchema.cast(toDraft(values)) as ResellerPackagePayload;
}

type Field = keyof ResellerPackageFormValues;

/** The first message of each field, from the shared schema the server checks too. */
export function validateResellerPackageForm(
  values: ResellerPackageFormValues,
): Partial<Record<Field, string>> {
  const result = validatePayloadSync(resellerPackageSchema, toDraft(values));
  if (result.ok) return {};
  const errors: Partial<Record<Field, string>> = {};
  for (const [key, messages] of Object.entries(result.errors)) {
    if (!errors[key as Field] && messages[0]) errors[key as Field] = messages[0];
  }
  return errors;
}

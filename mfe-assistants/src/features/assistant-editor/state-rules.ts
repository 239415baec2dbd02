import {
  assistantNameFromCompany,
  type AssistantFormPayload,
  type AssistantTemplate,
  type AssistantType,
} from '@voice/contracts';
import { withTemplateTexts } from './form-values';

/** The company fields whose change recomputes the previews and the assistant name (spec 001 §4). */
export type CompanyField = 'company_name' | 'industry' | 'services_products';

/** A company field changed: the name follows the company name ('<company> Assistant', '' when empty). */
export function afterCompanyChange(
  values: AssistantFormPayload,
  field: CompanyField,
  value: string,
): AssistantFormPayload {
  const metadata = { ...values.metadata, [field]: value };
  return { ...values, metadata, name: assistantNameFromCompany(metadata.company_name) };
}

/**
 * The country changed: the chosen number is cleared (the search is reset with it), and so is the "Assistant
 * Phone Number" field when it shows that chosen number.
 */
export function afterCountryChange(
  values: AssistantFormPayload,
  country: string,
): AssistantFormPayload {
  const picked = values.selected_phone_number;
  const shown = values.metadata.assistant_phone_number;
  const assistant_phone_number = picked && shown === picked ? '' : shown;
  return {
    ...values,
    metadata: { ...values.metadata, country, assistant_phone_number },
    selected_phone_number: null,
  };
}

/** The type changed: to demo on create, the texts come back from the template. */
export function afterTypeChange(
  values: AssistantFormPayload,
  type: AssistantType,
  context: { creating: boolean; template: AssistantTemplate | null },
): AssistantFormPayload {
  const next = { ...values, type };
  if (type === 'demo' && context.creating && context.template) {
    return withTemplateTexts(next, context.template, false);
  }
  return next;
}

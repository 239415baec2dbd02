import { createAssistantFormDefaults } from '../constants/assistant-defaults';
import type { AssistantFormPayload } from '../entities/assistant';

/** A valid assistant form: the editor's defaults with the company and the name filled in. */
export function validAssistantForm(): AssistantFormPayload {
  const form = createAssistantFormDefaults();
  form.name = 'Acme Assistant';
  form.metadata.company_name = 'Acme';
  form.metadata.industry = 'Dental';
  form.metadata.services_products = 'Cleaning, whitening';
  return form;
}

import type { ChangeEvent } from 'react';
import { useFormikContext } from 'formik';
import { COUNTRIES, type AssistantFormPayload } from '@voice/contracts';
import { EditorSection, FieldRow, SelectField, TextAreaField, TextField } from './form-controls';
import { afterCompanyChange, afterCountryChange, type CompanyField } from './state-rules';

const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country.name, label: country.name }));

/** 1. Company Information: company name, industry, country, services/products. */
export function CompanySection() {
  const { values, setValues } = useFormikContext<AssistantFormPayload>();
  const onCompanyChange =
    (field: CompanyField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      void setValues(afterCompanyChange(values, field, event.target.value));
    };
  return (
    <EditorSection id="company" title="Company Information">
      <FieldRow>
        <TextField
          path="metadata.company_name"
          label="Company Name"
          required
          placeholder="Acme Dental"
          onChange={onCompanyChange('company_name')}
        />
        <TextField
          path="metadata.industry"
          label="Industry"
          required
          placeholder="Healthcare"
          onChange={onCompanyChange('industry')}
        />
        <SelectField
          path="metadata.country"
          label="Country"
          required
          options={COUNTRY_OPTIONS}
          onChange={(event) => void setValues(afterCountryChange(values, event.target.value))}
        />
      </FieldRow>
      <TextAreaField
        path="metadata.services_products"
        label="Services/Products"
        required
        rows={3}
        placeholder="What you offer, opening hours, areas you serve"
        onChange={onCompanyChange('services_products')}
      />
    </EditorSection>
  );
}

import type { ChangeEvent } from 'react';
import { useFormikContext } from 'formik';
import { useLingui } from '@lingui/react/macro';
import { COUNTRIES, type AssistantFormPayload } from '@voice/contracts';
import { EditorSection, FieldRow, SelectField, TextAreaField, TextField } from './form-controls';
import { afterCompanyChange, afterCountryChange, type CompanyField } from './state-rules';

const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country.name, label: country.name }));

/** 1. Company Information: company name, industry, country, services/products. */
export function CompanySection() {
  const { t } = useLingui();
  const { values, setValues } = useFormikContext<AssistantFormPayload>();
  const onCompanyChange =
    (field: CompanyField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      void setValues(afterCompanyChange(values, field, event.target.value));
    };
  return (
    <EditorSection id="company" title={t`Company Information`}>
      <FieldRow>
        <TextField
          path="metadata.company_name"
          label={t`Company Name`}
          required
          placeholder={t`Acme Dental`}
          onChange={onCompanyChange('company_name')}
        />
        <TextField
          path="metadata.industry"
          label={t`Industry`}
          required
          placeholder={t`Healthcare`}
          onChange={onCompanyChange('industry')}
        />
        <SelectField
          path="metadata.country"
          label={t`Country`}
          required
          options={COUNTRY_OPTIONS}
          onChange={(event) => void setValues(afterCountryChange(values, event.target.value))}
        />
      </FieldRow>
      <TextAreaField
        path="metadata.services_products"
        label={t`Services/Products`}
        required
        rows={3}
        placeholder={t`What you offer, opening hours, areas you serve`}
        onChange={onCompanyChange('services_products')}
      />
    </EditorSection>
  );
}

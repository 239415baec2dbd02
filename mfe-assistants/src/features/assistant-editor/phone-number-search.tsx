import { useState, type FormEvent } from 'react';
import { useFormikContext } from 'formik';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { phoneNumberSearchSchema } from '@voice/contracts/schemas';
import { AREA_CODE_MAX_LENGTH, type AssistantFormPayload } from '@voice/contracts';
import { Button, fieldA11y, FormField, TextInput, useDialog } from '@voice/ui';
import { useAvailableNumbersSearch } from './api/get-available-numbers';
import { fieldId } from './field-paths';

const SearchRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: 0.75rem;
  > :first-child {
    flex: 0 1 12rem;
  }
  > button {
    margin-bottom: 1rem;
  }
`;

const Numbers = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 0.75rem 1rem;
  margin: 0 0 1rem;
  legend {
    font-weight: 600;
    padding: 0 0.25rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
    gap: 0.5rem;
  }
  label {
    display: flex;
    gap: 0.5rem;
    align-items: center;
    cursor: pointer;
  }
`;

const Note = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.muted};
`;

function where(locality: string | null, region: string | null): string {
  return [locality, region].filter(Boolean).join(', ');
}

/**
 * Phone-number search of the Agent section: an area code (up to 3 digits) in the company's country,
 * GET /api/twilio/available-numbers, and a list to pick one (sent as `selected_phone_number`). The page
 * re-mounts it when the country changes, which clears the numbers (spec 001 §4).
 */
export function PhoneNumberSearch() {
  const { t } = useLingui();
  const { values, setFieldValue } = useFormikContext<AssistantFormPayload>();
  const dialog = useDialog();
  const [areaCode, setAreaCode] = useState('');
  const [areaCodeError, setAreaCodeError] = useState<string | null>(null);
  const search = useAvailableNumbersSearch(() => {
    void dialog.alert({
      title: t`Error`,
      message: t`Failed to load available phone numbers`,
      tone: 'error',
    });
  });
  const country = values.metadata.country;
  const selected = values.selected_phone_number ?? '';
  const areaCodeId = 'phone-search-area-code';

  // The picked number is the assistant's number: the "Assistant Phone Number" field above shows it.
  const pick = (phoneNumber: string) => {
    void setFieldValue('selected_phone_number', phoneNumber);
    void setFieldValue('metadata.assistant_phone_number', phoneNumber);
  };

  const onSearch = (event?: FormEvent) => {
    event?.preventDefault();
    let query;
    try {
      query = phoneNumberSearchSchema.validateSync({ country, area_code: areaCode });
    } catch (error) {
      setAreaCodeError(error instanceof Error ? error.message : t`Invalid search`);
      return;
    }
    setAreaCodeError(null);
    void setFieldValue('selected_phone_number', null);
    // The field above showed the number picked before: a new search unpicks it there too.
    if (selected && values.metadata.assistant_phone_number === selected) {
      void setFieldValue('metadata.assistant_phone_number', '');
    }
    search.mutate({
      country: query.country,
      ...(query.area_code ? { area_code: query.area_code } : {}),
    });
  };

  const numbers = search.data ?? [];
  return (
    <div>
      <SearchRow>
        <FormField
          label={t`Area Code`}
          htmlFor={areaCodeId}
          error={areaCodeError}
          hint={
            country ? t`Search numbers in ${country}` : t`Search numbers in the selected country`
          }
        >
          <TextInput
            {...fieldA11y(areaCodeId, areaCodeError, { hint: true })}
            value={areaCode}
            inputMode="numeric"
            maxLength={AREA_CODE_MAX_LENGTH}
            placeholder="415"
            onChange={(event) => setAreaCode(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') onSearch(event);
            }}
          />
        </FormField>
        <Button variant="secondary" onClick={() => onSearch()} busy={search.isPending}>
          {search.isPending ? t`Searching...` : t`Search Numbers`}
        </Button>
      </SearchRow>
      {search.isSuccess && numbers.length === 0 ? (
        <Note role="status">
          <Trans>No phone numbers are available for this search.</Trans>
        </Note>
      ) : null}
      {numbers.length > 0 ? (
        <Numbers>
          <legend>
            <Trans>Available phone numbers</Trans>
          </legend>
          <ul>
            {numbers.map((number, index) => {
              const id =
                index === 0
                  ? fieldId('selected_phone_number')
                  : `${fieldId('selected_phone_number')}-${index}`;
              const place = where(number.locality, number.region);
              return (
                <li key={number.phone_number}>
                  <label htmlFor={id}>
                    <input
                      type="radio"
                      id={id}
                      name="selected_phone_number"
                      value={number.phone_number}
                      checked={selected === number.phone_number}
                      onChange={() => pick(number.phone_number)}
                    />
                    <span>
                      {number.phone_number}
                      {place ? ` (${place})` : ''}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </Numbers>
      ) : null}
      {selected ? (
        <Note role="status">
          <Trans>Selected number: {selected}</Trans>
        </Note>
      ) : null}
    </div>
  );
}

import { FieldArray, useFormikContext } from 'formik';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  DATA_SCHEMA_TYPES,
  type AssistantFormPayload,
  type DataSchemaType,
} from '@voice/contracts';
import { FieldRow, SelectField, TextField } from '../form-controls';
import {
  CheckboxField,
  FieldGroup,
  AddItemButton,
  RemoveItemButton,
} from '../ai-configuration/controls';
import { newProperty } from './data-schema';

const TYPE_LABELS: Record<DataSchemaType, MessageDescriptor> = {
  string: msg`Text (string)`,
  number: msg`Number`,
  boolean: msg`Yes/no (boolean)`,
  array: msg`List (array)`,
  object: msg`Object`,
};

/** analysisPlan.dataSchema: the properties structured data extracts from a call. */
export function DataSchemaEditor() {
  const { t } = useLingui();
  const { values } = useFormikContext<AssistantFormPayload>();
  const typeOptions = DATA_SCHEMA_TYPES.map((value) => ({ value, label: t(TYPE_LABELS[value]) }));
  const properties = values.analysisPlan.dataSchema ?? [];
  return (
    <FieldArray name="analysisPlan.dataSchema">
      {(helpers) => (
        <>
          {properties.length === 0 ? (
            <p>
              <Trans>No properties yet.</Trans>
            </p>
          ) : null}
          {properties.map((_, index) => {
            const path = `analysisPlan.dataSchema.${index}`;
            const number = index + 1;
            return (
              <FieldGroup key={index}>
                <legend>{t`Property ${number}`}</legend>
                <FieldRow>
                  <TextField path={`${path}.name`} label={t`Name`} required />
                  <SelectField path={`${path}.type`} label={t`Type`} options={typeOptions} />
                </FieldRow>
                <TextField path={`${path}.description`} label={t`Description`} />
                <CheckboxField path={`${path}.required`} label={t`Required`} />
                <CheckboxField path={`${path}.isEnum`} label={t`Enum (one of fixed values)`} />
                <RemoveItemButton
                  label={t`Remove property ${number}`}
                  onRemove={() => helpers.remove(index)}
                />
              </FieldGroup>
            );
          })}
          <AddItemButton onAdd={() => helpers.push(newProperty(properties))}>
            <Trans>Add property</Trans>
          </AddItemButton>
        </>
      )}
    </FieldArray>
  );
}

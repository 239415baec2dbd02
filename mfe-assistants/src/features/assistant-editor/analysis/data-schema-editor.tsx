import { FieldArray, useFormikContext } from 'formik';
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

const TYPE_LABELS: Record<DataSchemaType, string> = {
  string: 'Text (string)',
  number: 'Number',
  boolean: 'Yes/no (boolean)',
  array: 'List (array)',
  object: 'Object',
};
const TYPE_OPTIONS = DATA_SCHEMA_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }));

/** analysisPlan.dataSchema: the properties structured data extracts from a call. */
export function DataSchemaEditor() {
  const { values } = useFormikContext<AssistantFormPayload>();
  const properties = values.analysisPlan.dataSchema ?? [];
  return (
    <FieldArray name="analysisPlan.dataSchema">
      {(helpers) => (
        <>
          {properties.length === 0 ? <p>No properties yet.</p> : null}
          {properties.map((_, index) => {
            const path = `analysisPlan.dataSchema.${index}`;
            return (
              <FieldGroup key={index}>
                <legend>{`Property ${index + 1}`}</legend>
                <FieldRow>
                  <TextField path={`${path}.name`} label="Name" required />
                  <SelectField path={`${path}.type`} label="Type" options={TYPE_OPTIONS} />
                </FieldRow>
                <TextField path={`${path}.description`} label="Description" />
                <CheckboxField path={`${path}.required`} label="Required" />
                <CheckboxField path={`${path}.isEnum`} label="Enum (one of fixed values)" />
                <RemoveItemButton
                  name={`property ${index + 1}`}
                  onRemove={() => helpers.remove(index)}
                />
              </FieldGroup>
            );
          })}
          <AddItemButton onAdd={() => helpers.push(newProperty(properties))}>
            Add property
          </AddItemButton>
        </>
      )}
    </FieldArray>
  );
}

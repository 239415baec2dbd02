import { FieldArray, useFormikContext } from 'formik';
import styled from 'styled-components';
import { DEFAULT_CHECKLIST, type AssistantFormPayload } from '@voice/contracts';
import { Button } from '@voice/ui/core';
import { TextField } from '../form-controls';
import { CheckboxField, ListActions } from '../ai-configuration/controls';

const Item = styled.div`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: 0 0.75rem;
  > div:nth-child(2) > div {
    margin-bottom: 0.5rem;
  }
`;

/** The success evaluation's checklist rubric: items with a checked flag and a text. */
export function ChecklistEditor() {
  const { values, setFieldValue } = useFormikContext<AssistantFormPayload>();
  const checklist = values.analysisPlan.checklist ?? [];
  return (
    <FieldArray name="analysisPlan.checklist">
      {(helpers) => (
        <>
          {checklist.length === 0 ? <p>The checklist is empty.</p> : null}
          {checklist.map((_, index) => {
            const path = `analysisPlan.checklist.${index}`;
            return (
              <Item key={index}>
                <CheckboxField path={`${path}.checked`} label={`Use item ${index + 1}`} />
                <div>
                  <TextField path={`${path}.text`} label={`Checklist item ${index + 1}`} />
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => helpers.remove(index)}
                  aria-label={`Remove checklist item ${index + 1}`}
                >
                  Remove
                </Button>
              </Item>
            );
          })}
          <ListActions>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => helpers.push({ checked: true, text: '' })}
            >
              Add checklist item
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() =>
                void setFieldValue(
                  'analysisPlan.checklist',
                  DEFAULT_CHECKLIST.map((item) => ({ ...item })),
                )
              }
            >
              Restore default checklist
            </Button>
          </ListActions>
        </>
      )}
    </FieldArray>
  );
}

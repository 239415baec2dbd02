import { FieldArray, useFormikContext } from 'formik';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { DEFAULT_CHECKLIST, type AssistantFormPayload } from '@voice/contracts';
import { Button } from '@voice/ui/core';
import { TextField } from '../form-controls';
import { CheckboxField, ListActions } from '../ai-configuration/controls';

const Item = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: 0 0.75rem;
  > div:nth-child(2) > div {
    margin-bottom: 0.5rem;
  }
  /* On a phone the checkbox (its label longer in some languages) stands above the item's text. */
  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr) auto;
    > :first-child {
      grid-column: 1 / -1;
    }
  }
`;

/** The success evaluation's checklist rubric: items with a checked flag and a text. */
export function ChecklistEditor() {
  const { t } = useLingui();
  const { values, setFieldValue } = useFormikContext<AssistantFormPayload>();
  const checklist = values.analysisPlan.checklist ?? [];
  return (
    <FieldArray name="analysisPlan.checklist">
      {(helpers) => (
        <>
          {checklist.length === 0 ? (
            <p>
              <Trans>The checklist is empty.</Trans>
            </p>
          ) : null}
          {checklist.map((_, index) => {
            const path = `analysisPlan.checklist.${index}`;
            const number = index + 1;
            return (
              <Item key={index}>
                <CheckboxField path={`${path}.checked`} label={t`Use item ${number}`} />
                <div>
                  <TextField path={`${path}.text`} label={t`Checklist item ${number}`} />
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => helpers.remove(index)}
                  aria-label={t`Remove checklist item ${number}`}
                >
                  <Trans>Remove</Trans>
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
              <Trans>Add checklist item</Trans>
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
              <Trans>Restore default checklist</Trans>
            </Button>
          </ListActions>
        </>
      )}
    </FieldArray>
  );
}

import { FieldArray, useFormikContext } from 'formik';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AssistantFormPayload } from '@voice/contracts';
import { TextField } from '../form-controls';
import { AddItemButton, RemoveItemButton } from './controls';

function Row({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { t } = useLingui();
  const number = index + 1;
  return (
    <div>
      <TextField path={`model.stop.${index}`} label={t`Stop sequence ${number}`} />
      <RemoveItemButton label={t`Remove stop sequence ${number}`} onRemove={onRemove} />
    </div>
  );
}

/** model.stop: texts that end the model's reply. */
export function StopList() {
  const { values } = useFormikContext<AssistantFormPayload>();
  const stop = values.model.stop ?? [];
  return (
    <FieldArray name="model.stop">
      {(helpers) => (
        <>
          {stop.length === 0 ? (
            <p>
              <Trans>No stop sequences.</Trans>
            </p>
          ) : null}
          {stop.map((_, index) => (
            <Row key={index} index={index} onRemove={() => helpers.remove(index)} />
          ))}
          <AddItemButton onAdd={() => helpers.push('')}>
            <Trans>Add stop sequence</Trans>
          </AddItemButton>
        </>
      )}
    </FieldArray>
  );
}

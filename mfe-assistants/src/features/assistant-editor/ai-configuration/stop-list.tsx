import { FieldArray, useFormikContext } from 'formik';
import type { AssistantFormPayload } from '@voice/contracts';
import { TextField } from '../form-controls';
import { AddItemButton, RemoveItemButton } from './controls';

const Row = ({ index, onRemove }: { index: number; onRemove: () => void }) => (
  <div>
    <TextField path={`model.stop.${index}`} label={`Stop sequence ${index + 1}`} />
    <RemoveItemButton name={`stop sequence ${index + 1}`} onRemove={onRemove} />
  </div>
);

/** model.stop: texts that end the model's reply. */
export function StopList() {
  const { values } = useFormikContext<AssistantFormPayload>();
  const stop = values.model.stop ?? [];
  return (
    <FieldArray name="model.stop">
      {(helpers) => (
        <>
          {stop.length === 0 ? <p>No stop sequences.</p> : null}
          {stop.map((_, index) => (
            <Row key={index} index={index} onRemove={() => helpers.remove(index)} />
          ))}
          <AddItemButton onAdd={() => helpers.push('')}>Add stop sequence</AddItemButton>
        </>
      )}
    </FieldArray>
  );
}

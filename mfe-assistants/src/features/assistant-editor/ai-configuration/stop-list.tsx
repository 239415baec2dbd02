import { FieldArray, useFormikContext } from 'formik';
import type { AssistantFormPayload } from '@voice/contracts';
import { Button } from '@voice/ui/core';
import { TextField } from '../form-controls';
import { ListActions } from './controls';

const Row = ({ index, onRemove }: { index: number; onRemove: () => void }) => (
  <div>
    <TextField path={`model.stop.${index}`} label={`Stop sequence ${index + 1}`} />
    <ListActions>
      <Button
        variant="ghost"
        size="sm"
        onClick={onRemove}
        aria-label={`Remove stop sequence ${index + 1}`}
      >
        Remove
      </Button>
    </ListActions>
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
          <ListActions>
            <Button variant="secondary" size="sm" onClick={() => helpers.push('')}>
              Add stop sequence
            </Button>
          </ListActions>
        </>
      )}
    </FieldArray>
  );
}

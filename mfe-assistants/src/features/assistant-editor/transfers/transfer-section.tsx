import styled from 'styled-components';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TransferDestination } from '@voice/contracts';
import { TRANSFER_LIMITS, transferDestinationsSchema } from '@voice/contracts/schemas';
import {
  Button,
  fieldA11y,
  FormField,
  LoadingState,
  QueryError,
  TextArea,
  TextInput,
} from '@voice/ui';
import { OwnSaveActions, OwnSaveSection, SectionIntro } from '../editor-section/own-save-section';
import { useOwnSaveForm } from '../editor-section/use-own-save-form';
import { FieldRow } from '../form-controls';
import {
  useSaveTransferDestinations,
  useTransferDestinationsQuery,
} from './api/transfer-destinations';

const Destinations = styled.ol`
  margin: 0 0 1rem;
  padding: 0;
  list-style: none;
  & > li {
    margin-bottom: 0.75rem;
    padding: 0.75rem 1rem 0;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 8px;
  }
`;

const RowHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 0.5rem;
  margin-bottom: 0.5rem;
  h3 {
    margin: 0;
    font-size: 1rem;
  }
`;

export const TRANSFER_SAVE_FIRST_TEXT = msg`Save the assistant first: its transfer destinations are set up here once the assistant exists.`;
export const TRANSFER_NONE_TEXT = msg`No destinations yet: the assistant keeps every call to itself. Add one to let it hand a caller to a person.`;

interface DestinationValues {
  number: string;
  description: string;
  message: string;
}
interface FormValues {
  destinations: DestinationValues[];
}

const valuesOf = (list: TransferDestination[]): FormValues => ({
  destinations: list.map((d) => ({
    number: d.number,
    description: d.description,
    message: d.message ?? '',
  })),
});

const fieldId = (index: number, name: keyof DestinationValues) => `transfer-${index}-${name}`;

/**
 * 'Call transfer' of the editor: the numbers the assistant may transfer a caller to, each with when to do it
 * and what the caller hears first; for a saved assistant, with its own Save apart from the assistant's.
 */
export function TransferSection({ assistantId }: { assistantId: string | null }) {
  const { t } = useLingui();
  return (
    <OwnSaveSection
      id="call-transfer"
      title={t`Call transfer`}
      intro={t`The assistant transfers a caller to one of these numbers when the caller asks for what its description says, after saying its message.`}
      saveFirstText={t(TRANSFER_SAVE_FIRST_TEXT)}
      assistantId={assistantId}
    >
      {(id) => <SavedAssistantTransfers assistantId={id} />}
    </OwnSaveSection>
  );
}

function SavedAssistantTransfers({ assistantId }: { assistantId: string }) {
  const { t } = useLingui();
  const destinations = useTransferDestinationsQuery(assistantId);
  if (destinations.isPending)
    return <LoadingState text={t`Loading the transfer destinations...`} />;
  if (destinations.isError) {
    return (
      <QueryError
        error={destinations.error}
        fallback={t`The transfer destinations could not be loaded.`}
        onRetry={() => void destinations.refetch()}
      />
    );
  }
  return <DestinationsForm assistantId={assistantId} saved={destinations.data} />;
}

const payloadOf = (values: FormValues): TransferDestination[] =>
  values.destinations.map((d) => ({
    number: d.number,
    description: d.description,
    message: d.message.trim() === '' ? null : d.message,
  }));

function DestinationsForm({
  assistantId,
  saved,
}: {
  assistantId: string;
  saved: TransferDestination[];
}) {
  const { t } = useLingui();
  const save = useSaveTransferDestinations(assistantId);
  const { form, banner, dismissBanner, errorOf, onInput, clearServerErrors } = useOwnSaveForm<
    FormValues,
    TransferDestination[],
    TransferDestination[]
  >({
    initialValues: valuesOf(saved),
    validationSchema: transferDestinationsSchema,
    save,
    payloadOf,
    valuesOf,
    texts: {
      saved: t`Transfer destinations saved.`,
      notSaved: t`The transfer destinations were not saved`,
      failed: t`The transfer destinations could not be saved. Please try again.`,
    },
  });
  // A removed or added row shifts the indexes: the server's errors no longer name the right fields.
  const setList = (destinations: DestinationValues[]) => {
    clearServerErrors();
    void form.setValues({ destinations });
  };

  const list = form.values.destinations;
  const listError = typeof form.errors.destinations === 'string' ? form.errors.destinations : '';

  return (
    <form
      noValidate
      aria-label={t`Call transfer destinations`}
      onSubmit={(event) => {
        event.preventDefault();
        form.handleSubmit();
      }}
    >
      {list.length === 0 ? <SectionIntro>{t(TRANSFER_NONE_TEXT)}</SectionIntro> : null}
      <Destinations>
        {list.map((destination, index) => {
          const path = (name: keyof DestinationValues) => `destinations.${index}.${name}`;
          const numberError = errorOf(path('number'));
          const descriptionError = errorOf(path('description'));
          const messageError = errorOf(path('message'));
          const number = index + 1;
          return (
            <li key={index}>
              <RowHead>
                <h3>
                  <Trans>Destination {number}</Trans>
                </h3>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t`Remove destination ${number}`}
                  onClick={() => setList(list.filter((_, i) => i !== index))}
                >
                  <Trans>Remove</Trans>
                </Button>
              </RowHead>
              <FieldRow>
                <FormField
                  label={t`Phone number`}
                  htmlFor={fieldId(index, 'number')}
                  error={numberError}
                  hint={t`International format, e.g. +14155550123.`}
                >
                  <TextInput
                    {...fieldA11y(fieldId(index, 'number'), numberError, { hint: true })}
                    type="tel"
                    name={path('number')}
                    autoComplete="off"
                    value={destination.number}
                    onChange={(event) => onInput(path('number'), event.target.value)}
                    onBlur={form.handleBlur}
                  />
                </FormField>
                <FormField
                  label={t`When to transfer`}
                  htmlFor={fieldId(index, 'description')}
                  error={descriptionError}
                  hint={t`What the caller asks for, e.g. 'Sales: prices or a quote'.`}
                >
                  <TextInput
                    {...fieldA11y(fieldId(index, 'description'), descriptionError, {
                      hint: true,
                    })}
                    name={path('description')}
                    maxLength={TRANSFER_LIMITS.description}
                    value={destination.description}
                    onChange={(event) => onInput(path('description'), event.target.value)}
                    onBlur={form.handleBlur}
                  />
                </FormField>
              </FieldRow>
              <FormField
                label={t`Message before transferring (optional)`}
                htmlFor={fieldId(index, 'message')}
                error={messageError}
                hint={t`Empty: 'Transferring the call now'.`}
              >
                <TextArea
                  {...fieldA11y(fieldId(index, 'message'), messageError, { hint: true })}
                  name={path('message')}
                  rows={2}
                  maxLength={TRANSFER_LIMITS.message}
                  value={destination.message}
                  onChange={(event) => onInput(path('message'), event.target.value)}
                  onBlur={form.handleBlur}
                />
              </FormField>
            </li>
          );
        })}
      </Destinations>
      {listError ? <SectionIntro role="alert">{listError}</SectionIntro> : null}
      <OwnSaveActions
        banner={banner}
        onDismiss={dismissBanner}
        busy={save.isPending}
        saveLabel={t`Save transfer destinations`}
      >
        <Button
          variant="secondary"
          disabled={list.length >= TRANSFER_LIMITS.destinations}
          onClick={() => setList([...list, { number: '', description: '', message: '' }])}
        >
          <Trans>Add destination</Trans>
        </Button>
      </OwnSaveActions>
    </form>
  );
}

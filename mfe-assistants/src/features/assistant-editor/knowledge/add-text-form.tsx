import { useLingui } from '@lingui/react/macro';
import { fieldErrors } from '@voice/api-client';
import { formatNumber } from '@voice/ui';
import { FormikTextField } from '@voice/ui';
import { KNOWLEDGE_LIMITS, knowledgeTextSchema } from '@voice/contracts/schemas';
import { useAddKnowledgeText } from './api/add-knowledge-text';
import { AddSourceForm } from './add-source-form';

/** Add a question and its answer, for what no document says (or says badly). */
export function AddTextForm({ assistantId }: { assistantId: string }) {
  const { t } = useLingui();
  const add = useAddKnowledgeText(assistantId);
  const maxChars = formatNumber(KNOWLEDGE_LIMITS.answerChars);
  return (
    <AddSourceForm
      label={t`Add a Q&A entry`}
      submitLabel={t`Add entry`}
      initialValues={{ question: '', answer: '' }}
      validationSchema={knowledgeTextSchema}
      add={async (values) => {
        await add.mutateAsync(knowledgeTextSchema.cast(values));
        return t`The Q&A entry was added.`;
      }}
      onFields={(error, server) => {
        server.takeFrom(error);
        // Field errors show under their fields; anything else above the form.
        const errors = fieldErrors(error);
        return Boolean(errors?.question?.length || errors?.answer?.length);
      }}
      failedText={t`The entry could not be added. Please try again.`}
    >
      {(fields) => (
        <>
          <FormikTextField
            fields={fields}
            name="question"
            id="knowledge-question"
            label={t`Question`}
            placeholder={t`e.g. Do you take walk-ins?`}
            required
          />
          <FormikTextField
            fields={fields}
            name="answer"
            id="knowledge-answer"
            label={t`Answer`}
            rows={4}
            hint={t`Up to ${maxChars} characters.`}
            placeholder={t`e.g. Yes, on weekdays from 9 am to 12 pm.`}
            required
          />
        </>
      )}
    </AddSourceForm>
  );
}

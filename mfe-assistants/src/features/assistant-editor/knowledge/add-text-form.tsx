import { fieldErrors } from '@voice/api-client';
import { FormikTextField } from '@voice/ui';
import { KNOWLEDGE_LIMITS, knowledgeTextSchema } from '@voice/contracts/schemas';
import { useAddKnowledgeText } from './api/add-knowledge-text';
import { AddSourceForm } from './add-source-form';

/** Add a question and its answer, for what no document says (or says badly). */
export function AddTextForm({ assistantId }: { assistantId: string }) {
  const add = useAddKnowledgeText(assistantId);
  return (
    <AddSourceForm
      label="Add a Q&A entry"
      submitLabel="Add entry"
      initialValues={{ question: '', answer: '' }}
      validationSchema={knowledgeTextSchema}
      add={async (values) => {
        await add.mutateAsync(knowledgeTextSchema.cast(values));
        return 'The Q&A entry was added.';
      }}
      onFields={(error, server) => {
        server.takeFrom(error);
        // Field errors show under their fields; anything else above the form.
        const errors = fieldErrors(error);
        return Boolean(errors?.question?.length || errors?.answer?.length);
      }}
      failedText="The entry could not be added. Please try again."
    >
      {(fields) => (
        <>
          <FormikTextField
            fields={fields}
            name="question"
            id="knowledge-question"
            label="Question"
            placeholder="e.g. Do you take walk-ins?"
            required
          />
          <FormikTextField
            fields={fields}
            name="answer"
            id="knowledge-answer"
            label="Answer"
            rows={4}
            hint={`Up to ${KNOWLEDGE_LIMITS.answerChars.toLocaleString('en-US')} characters.`}
            placeholder="e.g. Yes, on weekdays from 9 am to 12 pm."
            required
          />
        </>
      )}
    </AddSourceForm>
  );
}

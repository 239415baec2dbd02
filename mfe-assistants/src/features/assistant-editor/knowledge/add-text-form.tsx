import { useState } from 'react';
import { useFormik } from 'formik';
import { fieldErrors } from '@voice/api-client';
import {
  bindFields,
  Button,
  FormikTextField,
  NoticeBanner,
  useServerFieldErrors,
  type FormNotice,
} from '@voice/ui';
import { useAddKnowledgeText } from './api/add-knowledge-text';
import { failureText } from './failure';
import { KNOWLEDGE_LIMITS, knowledgeTextSchema } from '@voice/contracts/schemas';

const ADD_FAILED = 'The entry could not be added. Please try again.';

/** Add a question and its answer, for what no document says (or says badly). */
export function AddTextForm({ assistantId }: { assistantId: string }) {
  const add = useAddKnowledgeText(assistantId);
  const server = useServerFieldErrors();
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const form = useFormik({
    initialValues: { question: '', answer: '' },
    validationSchema: knowledgeTextSchema,
    onSubmit: async (values, helpers) => {
      setNotice(null);
      server.clear();
      try {
        await add.mutateAsync(knowledgeTextSchema.cast(values));
        helpers.resetForm();
        setNotice({ tone: 'success', text: 'The Q&A entry was added.' });
      } catch (error) {
        server.takeFrom(error);
        // Field errors show under their fields; anything else above the form.
        const errors = fieldErrors(error);
        const onFields = Boolean(errors?.question?.length || errors?.answer?.length);
        if (!onFields) setNotice({ tone: 'error', text: failureText(error, ADD_FAILED) });
      }
    },
  });
  const fields = bindFields(form, server);
  return (
    <form noValidate aria-label="Add a Q&A entry" onSubmit={form.handleSubmit}>
      <NoticeBanner notice={notice} onDismiss={() => setNotice(null)} />
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
      <Button type="submit" busy={form.isSubmitting}>
        {form.isSubmitting ? 'Adding...' : 'Add entry'}
      </Button>
    </form>
  );
}

import { useState } from 'react';
import { useFormik } from 'formik';
import { errorStatus } from '@voice/api-client';
import {
  bindFields,
  Button,
  FormikTextField,
  NoticeBanner,
  useServerFieldErrors,
  type FormNotice,
} from '@voice/ui';
import { useAddKnowledgeUrl } from './api/add-knowledge-url';
import { failureText } from './failure';
import { knowledgeUrlSchema } from '@voice/contracts/schemas';

const ADD_FAILED = 'The page could not be added. Please try again.';

/** Add a web page by its address: fetched once now, and again on Refresh. */
export function AddUrlForm({ assistantId }: { assistantId: string }) {
  const add = useAddKnowledgeUrl(assistantId);
  const server = useServerFieldErrors();
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const form = useFormik({
    initialValues: { url: '' },
    validationSchema: knowledgeUrlSchema,
    onSubmit: async (values, helpers) => {
      setNotice(null);
      server.clear();
      try {
        const source = await add.mutateAsync(knowledgeUrlSchema.cast(values).url);
        helpers.resetForm();
        setNotice({
          tone: 'success',
          text: `${source.name} was added. The page is being read; it is ready when its status says so.`,
        });
      } catch (error) {
        // The form has one field: a refusal (a 422, with or without field errors) is said under it.
        if (errorStatus(error) === 422)
          server.setErrors({ url: failureText(error, ADD_FAILED, 'url') });
        else setNotice({ tone: 'error', text: failureText(error, ADD_FAILED) });
      }
    },
  });
  const fields = bindFields(form, server);
  return (
    <form noValidate aria-label="Add a web page" onSubmit={form.handleSubmit}>
      <NoticeBanner notice={notice} onDismiss={() => setNotice(null)} />
      <FormikTextField
        fields={fields}
        name="url"
        id="knowledge-url"
        label="Page address"
        type="url"
        autoComplete="url"
        placeholder="https://example.com/opening-hours"
        hint="A public page: its readable text is taken once now, and again when you refresh it."
        required
      />
      <Button type="submit" busy={form.isSubmitting}>
        {form.isSubmitting ? 'Adding...' : 'Add page'}
      </Button>
    </form>
  );
}

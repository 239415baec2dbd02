import { errorStatus } from '@voice/api-client';
import { FormikTextField } from '@voice/ui';
import { knowledgeUrlSchema } from '@voice/contracts/schemas';
import { useAddKnowledgeUrl } from './api/add-knowledge-url';
import { AddSourceForm } from './add-source-form';
import { failureText } from './failure';

const ADD_FAILED = 'The page could not be added. Please try again.';

/** Add a web page by its address: fetched once now, and again on Refresh. */
export function AddUrlForm({ assistantId }: { assistantId: string }) {
  const add = useAddKnowledgeUrl(assistantId);
  return (
    <AddSourceForm
      label="Add a web page"
      submitLabel="Add page"
      initialValues={{ url: '' }}
      validationSchema={knowledgeUrlSchema}
      add={async (values) => {
        const source = await add.mutateAsync(knowledgeUrlSchema.cast(values).url);
        return `${source.name} was added. The page is being read; it is ready when its status says so.`;
      }}
      onFields={(error, server) => {
        // The form has one field: a refusal (a 422, with or without field errors) is said under it.
        if (errorStatus(error) !== 422) return false;
        server.setErrors({ url: failureText(error, ADD_FAILED, 'url') });
        return true;
      }}
      failedText={ADD_FAILED}
    >
      {(fields) => (
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
      )}
    </AddSourceForm>
  );
}

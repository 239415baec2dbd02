import { useLingui } from '@lingui/react/macro';
import { errorStatus } from '@voice/api-client';
import { FormikTextField } from '@voice/ui';
import { knowledgeUrlSchema } from '@voice/contracts/schemas';
import { useAddKnowledgeUrl } from './api/add-knowledge-url';
import { AddSourceForm } from './add-source-form';
import { failureText } from './failure';

/** Add a web page by its address: fetched once now, and again on Refresh. */
export function AddUrlForm({ assistantId }: { assistantId: string }) {
  const { t, i18n } = useLingui();
  const add = useAddKnowledgeUrl(assistantId);
  const addFailed = t`The page could not be added. Please try again.`;
  return (
    <AddSourceForm
      label={t`Add a web page`}
      submitLabel={t`Add page`}
      initialValues={{ url: '' }}
      validationSchema={knowledgeUrlSchema}
      add={async (values) => {
        const source = await add.mutateAsync(knowledgeUrlSchema.cast(values).url);
        const { name } = source;
        return t`${name} was added. The page is being read; it is ready when its status says so.`;
      }}
      onFields={(error, server) => {
        // The form has one field: a refusal (a 422, with or without field errors) is said under it.
        if (errorStatus(error) !== 422) return false;
        server.setErrors({ url: failureText(error, addFailed, 'url', i18n) });
        return true;
      }}
      failedText={addFailed}
    >
      {(fields) => (
        <FormikTextField
          fields={fields}
          name="url"
          id="knowledge-url"
          label={t`Page address`}
          type="url"
          autoComplete="url"
          placeholder="https://example.com/opening-hours"
          hint={t`A public page: its readable text is taken once now, and again when you refresh it.`}
          required
        />
      )}
    </AddSourceForm>
  );
}

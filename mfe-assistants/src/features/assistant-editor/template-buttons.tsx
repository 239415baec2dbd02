import { useFormikContext } from 'formik';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  applyTemplateVariables,
  type AssistantFormPayload,
  type AssistantTemplate,
} from '@voice/contracts';
import { Button } from '@voice/ui/core';
import { useAssistantTemplateQuery } from './api/get-assistant-template';

/**
 * The two buttons of a demo-type text field (spec 001 §2): replace the text with the tenant's template as
 * it is (its {{placeholders}} kept), or with the template filled with the company's values. Nothing for a
 * production assistant or before the template (GET /api/assistant-templates) is known.
 *
 *   <TemplateButtons text="system_prompt" path="model.messages.0.content" label="system prompt" />
 */
export function TemplateButtons({
  text,
  path,
  label,
}: {
  /** Which text of the template. */
  text: keyof AssistantTemplate;
  /** The formik path of the field, e.g. `firstMessage`. */
  path: string;
  /** What the text is, for the buttons' accessible names, e.g. 'first message'. */
  label: string;
}) {
  const { t } = useLingui();
  const { values, setFieldValue } = useFormikContext<AssistantFormPayload>();
  const template = useAssistantTemplateQuery().data;
  if (values.type !== 'demo' || !template) return null;
  const templateText = template[text];
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        aria-label={t`Replace with templated data: ${label}`}
        onClick={() => void setFieldValue(path, templateText)}
      >
        <Trans>Replace with templated data</Trans>
      </Button>
      <Button
        size="sm"
        variant="secondary"
        aria-label={t`Replace with actual data: ${label}`}
        onClick={() =>
          void setFieldValue(path, applyTemplateVariables(templateText, values.metadata))
        }
      >
        <Trans>Replace with actual data</Trans>
      </Button>
    </>
  );
}

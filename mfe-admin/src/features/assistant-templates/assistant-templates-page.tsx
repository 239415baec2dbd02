import { useState } from 'react';
import { useFormik } from 'formik';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { fieldErrors, serverMessage } from '@voice/api-client';
import {
  DEFAULT_TEMPLATE,
  type AdminAssistantTemplate,
  type AssistantTemplate,
} from '@voice/contracts';
import { assistantTemplateSchema } from '@voice/contracts/schemas';
import {
  Button,
  Card,
  formatDateTime,
  LoadingState,
  MessageBanner,
  PageContainer,
  PageHeader,
  useToast,
} from '@voice/ui';
import { useAdminTemplateQuery } from './api/get-assistant-template';
import { useSaveAdminTemplate } from './api/save-assistant-template';
import { TemplateField } from './template-field';
import { TemplatePreview } from './template-preview';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: 1.5rem;
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Status = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9375rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const LoadError = styled.div`
  p {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
  }
`;

type Field = keyof AssistantTemplate;

const FIELDS: { name: Field; label: MessageDescriptor; rows: number }[] = [
  { name: 'system_prompt', label: msg`System Prompt`, rows: 12 },
  { name: 'first_message', label: msg`First Message`, rows: 3 },
  { name: 'end_call_message', label: msg`End Call Message`, rows: 3 },
];

function StatusText({ template }: { template: AdminAssistantTemplate }) {
  const { t } = useLingui();
  if (template.is_default || !template.updated_at) return t`Using the default templates.`;
  const saved = formatDateTime(template.updated_at, '');
  return saved ? t`Last saved ${saved}.` : t`Using your saved templates.`;
}

function textsOf(template: AssistantTemplate): AssistantTemplate {
  const { system_prompt, first_message, end_call_message } = template;
  return { system_prompt, first_message, end_call_message };
}

function TemplateForm({ template }: { template: AdminAssistantTemplate }) {
  const { t } = useLingui();
  const save = useSaveAdminTemplate();
  const toast = useToast();
  const [saved, setSaved] = useState('');

  const form = useFormik<AssistantTemplate>({
    initialValues: textsOf(template),
    validationSchema: assistantTemplateSchema,
    onSubmit: async (values, helpers) => {
      setSaved('');
      try {
        const reply = await save.mutateAsync(values);
        helpers.resetForm({ values: reply.data ? textsOf(reply.data) : values });
        setSaved(reply.message || t`Templates saved successfully`);
      } catch (error) {
        const fields = fieldErrors(error);
        if (fields) {
          const errors: Partial<Record<Field, string>> = {};
          for (const { name } of FIELDS) {
            const list = fields[name];
            if (list?.length) errors[name] = list.join(', ');
          }
          helpers.setErrors(errors);
          helpers.setTouched(
            { system_prompt: true, first_message: true, end_call_message: true },
            false,
          );
        }
        toast.error(serverMessage(error) ?? t`Failed to save templates`);
      }
    },
  });

  const errorOf = (field: Field): string | undefined =>
    form.touched[field] ? form.errors[field] : undefined;

  return (
    <>
      <MessageBanner tone="success" message={saved} onDismiss={() => setSaved('')} />
      <Status>
        <StatusText template={template} />
      </Status>
      <Columns>
        <Card>
          <form noValidate onSubmit={form.handleSubmit} aria-label={t`Assistant templates`}>
            {FIELDS.map((field) => (
              <TemplateField
                key={field.name}
                id={`template-${field.name.replace(/_/g, '-')}`}
                name={field.name}
                label={t(field.label)}
                rows={field.rows}
                value={form.values[field.name]}
                error={errorOf(field.name)}
                onChange={(value) => void form.setFieldValue(field.name, value)}
                onBlur={() => void form.setFieldTouched(field.name, true)}
              />
            ))}
            <Actions>
              <Button type="submit" busy={form.isSubmitting}>
                {form.isSubmitting ? t`Saving...` : t`Save templates`}
              </Button>
              <Button
                variant="secondary"
                disabled={form.isSubmitting}
                onClick={() => void form.setValues(textsOf(DEFAULT_TEMPLATE))}
              >
                <Trans>Reset to defaults</Trans>
              </Button>
            </Actions>
          </form>
        </Card>
        <TemplatePreview values={form.values} />
      </Columns>
    </>
  );
}

/**
 * /admin/templates: the texts demo assistants start from (system prompt, first message, end-call message) for the
 * admin's tenant: the platform's for platform admins, its reseller's for a reseller admin (spec 001 §3, §4).
 */
export default function AssistantTemplatesPage() {
  const { t } = useLingui();
  const query = useAdminTemplateQuery();
  return (
    <PageContainer>
      <PageHeader
        title={t`Assistant Templates`}
        subtitle={t`The system prompt, first message and end call message new demo assistants start from. Placeholders are replaced by each assistant's company details.`}
      />
      {query.isPending ? <LoadingState text={t`Loading templates...`} /> : null}
      {query.isError ? (
        <LoadError role="alert">
          <p>
            <Trans>Failed to load templates</Trans>
          </p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            <Trans>Retry</Trans>
          </Button>
        </LoadError>
      ) : null}
      {query.data ? <TemplateForm template={query.data} /> : null}
    </PageContainer>
  );
}

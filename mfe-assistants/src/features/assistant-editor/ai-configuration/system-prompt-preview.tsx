import { useFormikContext } from 'formik';
import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { applyTemplateVariables, type AssistantFormPayload } from '@voice/contracts';

const Preview = styled.section`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  h4 {
    margin: 0 0 0.5rem;
    font-size: 0.9375rem;
  }
  p {
    margin: 0;
    white-space: pre-wrap;
    line-height: 1.5;
  }
`;

/** A demo assistant with company information shows its system prompt with the variables filled in. */
export function SystemPromptPreview() {
  const { values } = useFormikContext<AssistantFormPayload>();
  const { company_name, industry, services_products } = values.metadata;
  const hasCompanyInfo = [company_name, industry, services_products].some((v) => v?.trim());
  const prompt = values.model.messages[0]?.content ?? '';
  if (values.type !== 'demo' || !hasCompanyInfo || !prompt.trim()) return null;
  return (
    <Preview aria-labelledby="system-prompt-preview-title">
      <h4 id="system-prompt-preview-title">
        <Trans>System prompt preview</Trans>
      </h4>
      <p>{applyTemplateVariables(prompt, values.metadata)}</p>
    </Preview>
  );
}

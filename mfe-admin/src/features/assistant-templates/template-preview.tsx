import styled from 'styled-components';
import { applyTemplateVariables, type AssistantTemplate } from '@voice/contracts';
import { Card } from '@voice/ui';

/** The sample company the preview fills the placeholders with. */
export const SAMPLE_COMPANY = {
  company_name: 'Acme Dental',
  industry: 'Healthcare',
  services_products: 'check-ups, cleanings and whitening',
} as const;

const Panel = styled(Card).attrs({ as: 'section' })`
  h2 {
    margin: 0 0 0.25rem;
    font-size: 1.125rem;
  }
  h3 {
    margin: 1rem 0 0.35rem;
    font-size: 0.9375rem;
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  padding: 0.75rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
`;

const PARTS: { key: keyof AssistantTemplate; title: string }[] = [
  { key: 'system_prompt', title: 'System prompt' },
  { key: 'first_message', title: 'First message' },
  { key: 'end_call_message', title: 'End call message' },
];

/** The three texts as a demo assistant of the sample company would get them (applyTemplateVariables). */
export function TemplatePreview({ values }: { values: AssistantTemplate }) {
  return (
    <Panel aria-labelledby="template-preview-title">
      <h2 id="template-preview-title">Preview</h2>
      <Note>
        With the sample company {SAMPLE_COMPANY.company_name} ({SAMPLE_COMPANY.industry};{' '}
        {SAMPLE_COMPANY.services_products}).
      </Note>
      {PARTS.map((part) => (
        <div key={part.key} data-testid={`preview-${part.key}`}>
          <h3>{part.title}</h3>
          <Text>{applyTemplateVariables(values[part.key], SAMPLE_COMPANY) || '—'}</Text>
        </div>
      ))}
    </Panel>
  );
}

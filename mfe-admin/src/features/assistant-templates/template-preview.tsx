import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { applyTemplateVariables, type AssistantTemplate } from '@voice/contracts';
import { Card } from '@voice/ui';

/** The sample company the preview fills the placeholders with (its words in the page's language). */
const SAMPLE_COMPANY = {
  company_name: msg`Acme Dental`,
  industry: msg`Healthcare`,
  services_products: msg`check-ups, cleanings and whitening`,
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

const PARTS: { key: keyof AssistantTemplate; title: MessageDescriptor }[] = [
  { key: 'system_prompt', title: msg`System prompt` },
  { key: 'first_message', title: msg`First message` },
  { key: 'end_call_message', title: msg`End call message` },
];

/** The three texts as a demo assistant of the sample company would get them (applyTemplateVariables). */
export function TemplatePreview({ values }: { values: AssistantTemplate }) {
  const { t } = useLingui();
  const company = {
    company_name: t(SAMPLE_COMPANY.company_name),
    industry: t(SAMPLE_COMPANY.industry),
    services_products: t(SAMPLE_COMPANY.services_products),
  };
  const { company_name: name, industry, services_products: services } = company;
  return (
    <Panel aria-labelledby="template-preview-title">
      <h2 id="template-preview-title">
        <Trans>Preview</Trans>
      </h2>
      <Note>
        <Trans>
          With the sample company {name} ({industry}; {services}).
        </Trans>
      </Note>
      {PARTS.map((part) => (
        <div key={part.key} data-testid={`preview-${part.key}`}>
          <h3>{t(part.title)}</h3>
          <Text>{applyTemplateVariables(values[part.key], company) || '—'}</Text>
        </div>
      ))}
    </Panel>
  );
}

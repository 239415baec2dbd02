import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { Nothing } from './section';
import { TitledCard } from '@voice/ui';

const Block = styled.div`
  & + & {
    margin-top: 1.25rem;
  }
  h3 {
    margin: 0 0 0.4rem;
    font-size: 1rem;
  }
  p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const Json = styled.pre`
  margin: 0;
  padding: 0.75rem 1rem;
  max-height: 24rem;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  font-size: 0.875rem;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primaryText};
  }
`;

function hasData(value: Record<string, unknown> | null): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.keys(value).length > 0;
}

/** The post-call analysis: summary, success evaluation and structured data (as pretty JSON). */
export function CallAnalysis({
  summary,
  successEvaluation,
  structuredData,
}: {
  summary: string | null;
  successEvaluation: string | null;
  structuredData: Record<string, unknown> | null;
}) {
  const { t } = useLingui();
  return (
    <TitledCard id="call-analysis" title={t`Analysis`}>
      <Block>
        <h3>
          <Trans>Summary</Trans>
        </h3>
        {summary ? (
          <p>{summary}</p>
        ) : (
          <Nothing>
            <Trans>No summary</Trans>
          </Nothing>
        )}
      </Block>
      <Block>
        <h3>
          <Trans>Success evaluation</Trans>
        </h3>
        {successEvaluation ? (
          <p>{successEvaluation}</p>
        ) : (
          <Nothing>
            <Trans>No success evaluation</Trans>
          </Nothing>
        )}
      </Block>
      <Block>
        <h3>
          <Trans>Structured data</Trans>
        </h3>
        {hasData(structuredData) ? (
          <Json tabIndex={0} role="region" aria-label={t`Structured data`}>
            {JSON.stringify(structuredData, null, 2)}
          </Json>
        ) : (
          <Nothing>
            <Trans>No structured data</Trans>
          </Nothing>
        )}
      </Block>
    </TitledCard>
  );
}

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { ToolCall, ToolCallStatus } from '@voice/contracts';
import { Badge, formatNumber, type Tone, TitledCard } from '@voice/ui';
import { formatDateTime } from './format';
import { Nothing } from './section';

const STATUS: Record<ToolCallStatus, { label: MessageDescriptor; tone: Tone }> = {
  ok: { label: msg`OK`, tone: 'success' },
  error: { label: msg`Error`, tone: 'danger' },
  timeout: { label: msg`Timed out`, tone: 'warning' },
};

const Item = styled.article`
  & + & {
    margin-top: 1rem;
    padding-top: 1rem;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  h3 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
    margin: 0 0 0.5rem;
    font-size: 1rem;
    overflow-wrap: anywhere;
  }
  details {
    margin-top: 0.375rem;
  }
  summary {
    cursor: pointer;
    font-weight: 600;
  }
  pre {
    margin: 0.375rem 0 0;
    padding: 0.75rem;
    border-radius: 6px;
    background: ${({ theme }) => theme.colors.background};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    font-size: 0.875rem;
  }
`;

const Meta = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

function ToolCallItem({ call, index }: { call: ToolCall; index: number }) {
  const { t } = useLingui();
  const known = STATUS[call.status] as (typeof STATUS)[ToolCallStatus] | undefined;
  const status = known
    ? { label: t(known.label), tone: known.tone }
    : { label: call.status, tone: 'neutral' as Tone };
  const headingId = `tool-call-${call.id}`;
  const when = formatDateTime(call.created_at);
  const took = formatNumber(Math.round(call.duration_ms));
  return (
    <Item aria-labelledby={headingId}>
      <h3 id={headingId}>
        {`${index + 1}. ${call.name}`}
        <Badge tone={status.tone}>{status.label}</Badge>
      </h3>
      <Meta>
        {t`Took ${took} ms`}
        {when ? (
          <>
            {' · '}
            <time dateTime={call.created_at}>{when}</time>
          </>
        ) : null}
      </Meta>
      <details>
        <summary>
          <Trans>Arguments</Trans>
        </summary>
        <pre>{JSON.stringify(call.arguments, null, 2)}</pre>
      </details>
      <details>
        <summary>
          <Trans>Result</Trans>
        </summary>
        <pre>{call.result}</pre>
      </details>
    </Item>
  );
}

/** The tools the assistant called during the call, in order: arguments and result folded, with the time taken. */
export function ToolCalls({ calls }: { calls: ToolCall[] | undefined }) {
  const list = Array.isArray(calls) ? calls : [];
  const { t } = useLingui();
  return (
    <TitledCard id="call-tools" title={t`Tool calls`}>
      {list.length > 0 ? (
        list.map((call, index) => <ToolCallItem key={call.id} call={call} index={index} />)
      ) : (
        <Nothing>
          <Trans>No tools were called</Trans>
        </Nothing>
      )}
    </TitledCard>
  );
}

import { useId } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { KnowledgeLimits } from '@voice/contracts';
import { formatBytes } from './format';

const Wrap = styled.div`
  margin-bottom: 1.25rem;
`;

const Label = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.25rem 1rem;
  margin: 0 0 0.35rem;
  font-size: 0.875rem;
  span:first-child {
    font-weight: 600;
  }
`;

const Track = styled.div`
  height: 0.6rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

// A little used space still shows as a sliver.
const Fill = styled.div<{ $share: number; $full: boolean }>`
  width: ${({ $share }) => ($share > 0 ? `max(${Math.round($share * 1000) / 10}%, 4px)` : '0')};
  height: 100%;
  background: ${({ theme, $full }) => ($full ? theme.colors.danger : theme.colors.primary)};
`;

/** The share of `used` in `max`, between 0 and 1 (0 without a limit). */
export function usedShare(used: number, max: number): number {
  if (!(max > 0)) return 0;
  return Math.min(1, Math.max(0, used / max));
}

/**
 * How much of the knowledge base is used: "1.2 MB of 50 MB used" and the number of sources, written out, with a
 * meter for the eye (its value said in words to assistive technology).
 */
export function UsageBar({
  limits,
  sourceCount,
}: {
  limits: KnowledgeLimits;
  sourceCount: number;
}) {
  const { t } = useLingui();
  const labelId = useId();
  const share = usedShare(limits.used_bytes, limits.max_total_bytes);
  const usedBytes = formatBytes(limits.used_bytes);
  const maxBytes = formatBytes(limits.max_total_bytes);
  const maxSources = limits.max_sources;
  const used = t`${usedBytes} of ${maxBytes} used`;
  return (
    <Wrap>
      <Label id={labelId}>
        <span>
          <Trans>Storage</Trans>
        </span>
        <span>
          <Trans>
            {used} · {sourceCount} of {maxSources} sources
          </Trans>
        </span>
      </Label>
      <Track
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={limits.max_total_bytes}
        aria-valuenow={Math.min(limits.used_bytes, limits.max_total_bytes)}
        aria-valuetext={used}
      >
        <Fill $share={share} $full={share >= 1} />
      </Track>
    </Wrap>
  );
}

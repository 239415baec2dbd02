import styled from 'styled-components';
import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '@voice/ui';
import { usagePercent } from './subscription-format';

const Row = styled.div`
  & + & {
    margin-top: 1rem;
  }
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 1rem;
  margin-bottom: 0.35rem;
  font-weight: 600;
  span:last-child {
    font-weight: 400;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Track = styled.div`
  height: 0.6rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

const Fill = styled.div<{ $full: boolean }>`
  height: 100%;
  background: ${({ theme, $full }) => ($full ? theme.colors.danger : theme.colors.primary)};
`;

export interface UsageBarProps {
  label: string;
  used: number;
  /** -1 means unlimited */
  limit: number;
  /** Counts minutes ('12 of 300 minutes'); otherwise things without a unit ('2 of 3'). */
  minutes?: boolean;
}

/** '12 of 300 minutes' with a bar capped at 100 %; unlimited plans get the text only. */
export function UsageBar({ label, used, limit, minutes = false }: UsageBarProps) {
  const { t } = useLingui();
  const unlimited = limit === -1;
  const percent = usagePercent(used, limit);
  const usedCount = formatNumber(used);
  const limitCount = formatNumber(limit);
  let text: string;
  if (unlimited) {
    text = minutes ? t`${usedCount} minutes used of Unlimited` : t`${usedCount} used of Unlimited`;
  } else {
    text = minutes ? t`${usedCount} of ${limitCount} minutes` : t`${usedCount} of ${limitCount}`;
  }
  return (
    <Row>
      <Head>
        <span>{label}</span>
        <span>{text}</span>
      </Head>
      {unlimited ? null : (
        <Track
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${text} (${percent}%)`}
        >
          <Fill $full={percent >= 100} style={{ width: `${percent}%` }} />
        </Track>
      )}
    </Row>
  );
}

import styled from 'styled-components';
import { t } from '@lingui/core/macro';
import type { Usage } from '@voice/contracts';

const Line = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9375rem;
`;

/** 'Assistants: 2 of 5 used, 3 remaining' (or unlimited for -1), spec 001 §6, §9. */
export function quotaText(assistants: Usage['assistants']): string {
  const { used, limit } = assistants;
  if (limit === -1) return t`Assistants: ${used} used, unlimited`;
  const remaining = Math.max(0, assistants.remaining);
  return t`Assistants: ${used} of ${limit} used, ${remaining} remaining`;
}

/** The plain user's assistant quota under the header. */
export function QuotaLine({ usage }: { usage: Usage | null }) {
  if (!usage) return null;
  const plan = usage.package?.name;
  return (
    <Line>
      {plan ? t`${plan} plan. ` : ''}
      {quotaText(usage.assistants)}
    </Line>
  );
}

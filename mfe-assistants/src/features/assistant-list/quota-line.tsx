import styled from 'styled-components';
import type { Usage } from '@voice/contracts';

const Line = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9375rem;
`;

/** 'Assistants: 2 of 5 used, 3 remaining' (or unlimited for -1), spec 001 §6, §9. */
export function quotaText(assistants: Usage['assistants']): string {
  if (assistants.limit === -1) return `Assistants: ${assistants.used} used, unlimited`;
  return `Assistants: ${assistants.used} of ${assistants.limit} used, ${Math.max(0, assistants.remaining)} remaining`;
}

/** The plain user's assistant quota under the header. */
export function QuotaLine({ usage }: { usage: Usage | null }) {
  if (!usage) return null;
  return (
    <Line>
      {usage.package?.name ? `${usage.package.name} plan. ` : ''}
      {quotaText(usage.assistants)}
    </Line>
  );
}

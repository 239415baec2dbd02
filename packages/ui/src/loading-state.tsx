import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';

const Wrap = styled.div`
  padding: 2.5rem 1rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

/** A polite 'Loading...' status (e.g. 'Loading dashboard...'). */
export function LoadingState({ text }: { text?: string }) {
  const { t } = useLingui();
  return (
    <Wrap role="status" aria-live="polite">
      {text ?? t`Loading...`}
    </Wrap>
  );
}

import styled from 'styled-components';
import { Button, TONE_TINTS } from '@voice/ui/core';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  padding: 0.75rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${TONE_TINTS.danger};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 500;
  }
`;

/** 'Error: …' in place of what failed to load, with Try again. */
export function ErrorNotice({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Box>
      <p role="alert">{`Error: ${message}`}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </Box>
  );
}

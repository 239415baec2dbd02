import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { deniedPathOf } from './denied-state';

export function accessNoticeText(path: string): string {
  return `Your account does not have access to ${path}, so you were brought to your dashboard.`;
}

const Notice = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
  max-width: 80rem;
  margin: 1rem auto 0;
  padding: 0.75rem 1rem;
  box-sizing: border-box;
  width: calc(100% - 2rem);
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.primaryText};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  p {
    flex: 1;
    margin: 0;
    overflow-wrap: anywhere;
  }
  button {
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.primaryText};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
`;

/**
 * Says why a signed-in user landed here instead of the page they opened (a guard sent them away, see guard.tsx).
 * Shown until they dismiss it or move on. Its own chunk: app-layout.tsx loads it only for such a visit.
 */
export default function AccessNotice() {
  const location = useLocation();
  const deniedPath = deniedPathOf(location.state);
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (!deniedPath || dismissed === location.key) return null;
  return (
    <Notice role="alert">
      <p>{accessNoticeText(deniedPath)}</p>
      <button type="button" onClick={() => setDismissed(location.key)}>
        Dismiss
      </button>
    </Notice>
  );
}

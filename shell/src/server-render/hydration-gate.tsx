import { useSyncExternalStore, type ReactNode } from 'react';
import styled from 'styled-components';

// No box of its own: the page lays out as if the fieldset were not there.
const Gate = styled.fieldset`
  display: contents;
`;

const noSubscription = () => () => undefined;

/**
 * Keeps every form control of a server-rendered page disabled until React has hydrated it: a form shown before its
 * scripts ran would otherwise submit natively (a GET with the password in the URL) when used in that moment. Links
 * work throughout. The server's snapshot (disabled) is what hydration renders; React then renders again with the
 * browser's (enabled). A page the browser renders itself is enabled from its first render.
 */
export function HydrationGate({ children }: { children: ReactNode }) {
  const disabled = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  return <Gate disabled={disabled}>{children}</Gate>;
}

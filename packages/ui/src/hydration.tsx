import { useSyncExternalStore, type ReactNode } from 'react';
import styled from 'styled-components';

// No box of its own: the page lays out as if the fieldset were not there.
const Gate = styled.fieldset`
  display: contents;
`;

const noSubscription = () => () => undefined;

/**
 * True while React hydrates the server's HTML of this part of the page (the server's snapshot), false once it has
 * (React then renders again with the browser's) and in every render of a page the browser renders itself.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/**
 * Keeps every form control of a server-rendered part of a page disabled until React has hydrated it: a form shown
 * before its scripts ran would otherwise submit natively (a GET with the password in the URL) when used in that
 * moment, and a button clicked before then would do nothing. Links work throughout. The shell puts the whole page
 * inside one; a part that hydrates later (the landing's sections below the fold) has its own.
 */
export function HydrationGate({ children }: { children: ReactNode }) {
  return <Gate disabled={useHydrating()}>{children}</Gate>;
}

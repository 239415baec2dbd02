import { createContext, useContext } from 'react';
import { DEFAULT_BRANDING, type Branding } from './theme';

export const BrandingContext = createContext<Branding>(DEFAULT_BRANDING);

/** The current tenant's branding (provided once, by the shell). */
export function useBranding(): Branding {
  return useContext(BrandingContext);
}

import { serverMessage } from '@voice/api-client/public';
import { usePublicSettingsQuery } from '@voice/api-client/queries';

/** Defaults when public settings cannot be loaded (spec 001 §2). */
export const DEFAULT_PRICING_TITLE = 'Pricing Plans';
export const DEFAULT_PRICING_TAGLINE = 'Choose the perfect plan for your business needs';
export const PACKAGES_LOAD_ERROR = 'Failed to load subscription packages';

export interface PricingHeading {
  title: string;
  tagline: string;
}

/** Title and tagline from the shared public settings, with the spec's defaults on failure or absence. */
export function usePricingHeading(): PricingHeading {
  const { data } = usePublicSettingsQuery();
  return {
    title: data?.site_title || DEFAULT_PRICING_TITLE,
    tagline: data?.site_tagline || DEFAULT_PRICING_TAGLINE,
  };
}

/** What the page says when the plans could not be loaded: the server's message, else the spec's. */
export function packagesErrorText(error: unknown): string {
  return serverMessage(error) ?? PACKAGES_LOAD_ERROR;
}

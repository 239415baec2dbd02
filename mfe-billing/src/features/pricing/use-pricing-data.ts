import { useLingui } from '@lingui/react/macro';
import { serverMessage } from '@voice/api-client/public';
import { usePublicSettingsQuery } from '@voice/api-client/queries';

export interface PricingHeading {
  title: string;
  tagline: string;
}

/** Title and tagline from the shared public settings, with the spec's defaults on failure or absence. */
export function usePricingHeading(): PricingHeading {
  const { data } = usePublicSettingsQuery();
  const { t } = useLingui();
  // Defaults when public settings cannot be loaded (spec 001 §2).
  return {
    title: data?.site_title || t`Pricing Plans`,
    tagline: data?.site_tagline || t`Choose the perfect plan for your business needs`,
  };
}

/** What the page says when the plans could not be loaded: the server's message, else the spec's. */
export function packagesErrorText(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}

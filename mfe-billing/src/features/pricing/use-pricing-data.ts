import { useEffect, useState } from 'react';
import { getPublicSettings, getSubscriptionPackages, serverMessage } from '@voice/api-client';
import type { Package } from '@voice/contracts';

/** Defaults when public settings cannot be loaded (spec 001 §2). */
export const DEFAULT_PRICING_TITLE = 'Pricing Plans';
export const DEFAULT_PRICING_TAGLINE = 'Choose the perfect plan for your business needs';
export const PACKAGES_LOAD_ERROR = 'Failed to load subscription packages';

export interface PricingHeading {
  title: string;
  tagline: string;
}

export type PackagesState =
  | { status: 'loading' }
  | { status: 'ready'; packages: Package[] }
  | { status: 'failed'; message: string };

/** Title and tagline from GET /api/public-settings, with the spec's defaults on failure or absence. */
export function usePricingHeading(): PricingHeading {
  const [heading, setHeading] = useState<PricingHeading>({
    title: DEFAULT_PRICING_TITLE,
    tagline: DEFAULT_PRICING_TAGLINE,
  });
  useEffect(() => {
    let live = true;
    getPublicSettings().then(
      (reply) => {
        if (!live) return;
        setHeading({
          title: reply.data?.site_title || DEFAULT_PRICING_TITLE,
          tagline: reply.data?.site_tagline || DEFAULT_PRICING_TAGLINE,
        });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return heading;
}

/** Plans from GET /api/subscriptions/packages. */
export function usePackages(): PackagesState {
  const [state, setState] = useState<PackagesState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    getSubscriptionPackages().then(
      (reply) => live && setState({ status: 'ready', packages: reply.data ?? [] }),
      (error: unknown) =>
        live &&
        setState({ status: 'failed', message: serverMessage(error) ?? PACKAGES_LOAD_ERROR }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

import type { ReactNode } from 'react';
import type { Guard } from '@voice/contracts/core';
import { isHeldBackPage } from '../routing/held-back';
import SiteUnavailablePage from './site-unavailable-page';

/**
 * On a held-back reseller site (Branding.siteHeldBack): "This site is being set up" instead of a public or guest
 * page, the page itself otherwise (sign-in, the signed-in app). Its own chunk: only a held-back site loads it.
 */
export default function HeldBackGate({
  pathname,
  guard,
  children,
}: {
  pathname: string;
  guard: Guard | undefined;
  children: ReactNode;
}) {
  return isHeldBackPage(pathname, guard) ? (
    <SiteUnavailablePage problem="setting-up" />
  ) : (
    <>{children}</>
  );
}

import type { RemoteRoute } from '@voice/contracts';

/** The public site: landing, info pages and docs. */
export const siteRoutes: RemoteRoute[] = [
  {
    path: '/',
    guard: 'public',
    title: 'Home',
    load: () => import('./features/landing/landing-page'),
  },
];

import type { RemoteRoute } from '@voice/contracts';
import { paths } from '@voice/contracts/core';

/** The public site: landing, info pages and docs. Each screen is its own chunk. */
export const siteRoutes: RemoteRoute[] = [
  {
    path: paths.home,
    guard: 'public',
    title: 'Home',
    load: () => import('./features/landing/landing-page'),
  },
  {
    path: paths.privacy,
    guard: 'public',
    title: 'Privacy Policy',
    load: () => import('./features/info-pages/privacy-page'),
  },
  {
    path: paths.terms,
    guard: 'public',
    title: 'Terms & Conditions',
    load: () => import('./features/info-pages/terms-page'),
  },
  {
    path: paths.docs,
    guard: 'public',
    title: 'Documentation',
    load: () => import('./features/docs/docs-page'),
  },
  {
    path: paths.docsPage.pattern,
    guard: 'public',
    title: 'Documentation',
    load: () => import('./features/docs/docs-page'),
  },
];

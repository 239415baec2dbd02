import type { RemoteRoute } from '@voice/contracts';

/** The public site: landing, info pages and docs. Each screen is its own chunk. */
export const siteRoutes: RemoteRoute[] = [
  {
    path: '/',
    guard: 'public',
    title: 'Home',
    load: () => import('./features/landing/landing-page'),
  },
  {
    path: '/privacy',
    guard: 'public',
    title: 'Privacy Policy',
    load: () => import('./features/info-pages/privacy-page'),
  },
  {
    path: '/terms',
    guard: 'public',
    title: 'Terms & Conditions',
    load: () => import('./features/info-pages/terms-page'),
  },
  {
    path: '/docs',
    guard: 'public',
    title: 'Documentation',
    load: () => import('./features/docs/docs-page'),
  },
  {
    path: '/docs/:category/:slug?',
    guard: 'public',
    title: 'Documentation',
    load: () => import('./features/docs/docs-page'),
  },
];

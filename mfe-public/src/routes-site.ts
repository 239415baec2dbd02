import { msg } from '@lingui/core/macro';
import type { RemoteRoute } from '@voice/contracts';
import { withCatalog } from '@voice/ui/core';
import { publicCatalog } from './i18n/catalog';
import {
  DOCS_PAGE_PATH,
  DOCS_PATH,
  HOME_PATH,
  PRIVACY_PATH,
  TERMS_PATH,
} from '@voice/contracts/paths';

/** The public site: landing, info pages and docs. Each screen is its own chunk. */
export const siteRoutes: RemoteRoute[] = [
  {
    path: HOME_PATH,
    guard: 'public',
    title: 'Home',
    load: () => import('./features/landing/landing-page'),
  },
  {
    path: PRIVACY_PATH,
    guard: 'public',
    title: msg`Privacy Policy`,
    load: withCatalog(() => import('./features/info-pages/privacy-page'), publicCatalog),
  },
  {
    path: TERMS_PATH,
    guard: 'public',
    title: msg`Terms & Conditions`,
    load: withCatalog(() => import('./features/info-pages/terms-page'), publicCatalog),
  },
  {
    path: DOCS_PATH,
    guard: 'public',
    title: msg`Documentation`,
    load: withCatalog(() => import('./features/docs/docs-page'), publicCatalog),
  },
  {
    path: DOCS_PAGE_PATH,
    guard: 'public',
    title: msg`Documentation`,
    load: withCatalog(() => import('./features/docs/docs-page'), publicCatalog),
  },
];

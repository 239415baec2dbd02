// tenancy: the sites. Resellers as tenants (their rows, looked up by subdomain), each site's settings and
// brand (and the brand of its emails), and the features switched on per site. Imports only platform.
//
// The domain's public entry: other domains, app.ts and bootstrap import only what is exported here
// (.dependency-cruiser.cjs).
export { customDomainDnsPlugin, customDomainRoutes } from './custom-domains/routes';
export { findResellerByCustomHost } from './custom-domains/service';
export { featureRoutes } from './features/routes';
export { legalPageRoutes } from './legal-pages/routes';
export { isSiteHeldBack } from './legal-pages/service';
export {
  changeResellerStatus,
  findResellerAdmins,
  findResellerById,
  findResellerBySubdomain,
  findResellerSite,
  latestResellerAssistants,
  latestResellerUsers,
  listResellers,
  resellerAssistantCount,
  resellerUserCounts,
  revokeResellerSessions,
} from './resellers/repository';
export { loadEmailBranding } from './settings/email-branding';
export { readPlatformBranding } from './settings/platform-store';
export { readPlatformSetting, writePlatformSetting } from './settings/platform-settings-repository';
export { settingsRoutes } from './settings/routes';
export { platformSettings, resellerSettings } from './settings/service';
export { siteContentRoutes } from './site-content/routes';

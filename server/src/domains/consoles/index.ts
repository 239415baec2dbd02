// consoles: the views that read across every domain. The dashboards, the super admin's overview and the
// super admin's reseller console (list, detail with calls and revenue, status and package changes). Top of the
// order: nothing imports it but app.ts.
//
// The domain's public entry: other domains, app.ts and bootstrap import only what is exported here
// (.dependency-cruiser.cjs).
export { dashboardRoutes } from './dashboard/routes';
export { resellerRoutes } from './resellers/routes';

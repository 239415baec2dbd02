import { paths, routePattern } from './paths';

// The paths the browser app draws a screen for: the patterns of the page registry (paths.ts), which every route the
// remotes declare (their src/routes.tsx) reads. The server answers these with the app and HTTP 200, and any other
// page address with the app's not-found page and HTTP 404 (server/src/plugins/not-found.ts).
// shell/src/remotes/ownership.test.ts fails when this list and the remotes' routes differ.
export const CLIENT_ROUTE_PATHS: readonly string[] = Object.values(paths).map(routePattern);

function segmentsOf(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** Does a path match a route pattern (':name' one segment, ':name?' an optional one), as the router does? */
export function matchesRoutePath(pattern: string, pathname: string): boolean {
  const want = segmentsOf(pattern);
  const have = segmentsOf(pathname);
  if (have.length > want.length) return false;
  return want.every((part, index) => {
    const segment = have[index];
    if (part.startsWith(':')) return segment !== undefined || part.endsWith('?');
    return segment !== undefined && segment.toLowerCase() === part.toLowerCase();
  });
}

/** Is there a screen at this path (any trailing slash ignored)? */
export function isClientRoute(pathname: string): boolean {
  return CLIENT_ROUTE_PATHS.some((pattern) => matchesRoutePath(pattern, pathname));
}

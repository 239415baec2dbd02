import * as PAGE_PATHS from './paths/pages';

// The paths the browser app draws a screen for: every page of the registry (./paths/pages.ts), which the remotes'
// routes declare. The server answers these with the app and HTTP 200, and any other page address with the app's
// not-found page and HTTP 404 (server/src/plugins/not-found.ts). shell/src/remotes/ownership.test.ts fails when this
// list and the remotes' routes differ.
//
// Its own entry ('@voice/contracts/client-routes'), kept out of the package's main entry on purpose: that entry is a
// federation share, and a share keeps every export, so through it this list would put every page path into the
// shell's bundled copy of the registry, and so into every first load (docs/decisions.md).
export const CLIENT_ROUTE_PATHS: readonly string[] = Object.values(PAGE_PATHS);

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

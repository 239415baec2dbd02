import type { RemoteRoute } from '@voice/contracts';
import { ownerOf } from './ownership';
import { loadRemoteModule } from './load-remote';

type ScreenLoad = ReturnType<RemoteRoute['load']>;

/** Screen chunks started ahead of their first render, handed to that render (RemoteOutlet's lazy screens). */
const started = new WeakMap<RemoteRoute, ScreenLoad>();

/**
 * The load a warmed route started, once (its success or its failure, as if the screen had started it), or a
 * fresh `load`: a screen created again after a failure (Retry) really downloads its chunk again.
 */
export function takeScreenLoad(route: RemoteRoute): ScreenLoad {
  const load = started.get(route);
  started.delete(route);
  return load ?? route.load();
}

/**
 * Starts downloading what the first page needs as soon as the app is rendering, instead of after the tenant's
 * branding arrives and RemoteOutlet mounts: the owning remote's route module (loadRemoteModule caches it, so the
 * outlet reuses this very load) and, when a route's path is exactly the current one, that screen's chunk (handed
 * to the screen's React.lazy by takeScreenLoad, so a failed download shows the section's error exactly as before).
 *
 * Only for pages anyone may see (no guard, or 'guest'): a guarded remote is still fetched only after the shell has
 * checked the visitor's role (RemoteOutlet), so that mfe-admin never reaches someone who is not an admin. Errors
 * are left to the outlet, which retries and shows the unavailable page.
 */
export function warmFirstRoute(pathname: string): void {
  const owner = ownerOf(pathname);
  if (!owner || (owner.guard && owner.guard !== 'guest')) return;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  loadRemoteModule(owner.remote).then(
    (module) => {
      const route = module.routes.find(
        (r) => r.path === path && (r.guard === 'public' || r.guard === 'guest') && !r.mainHostOnly,
      );
      if (!route || started.has(route)) return;
      const load = route.load();
      started.set(route, load);
      // Its failure is the screen's to show; here it must not count as unhandled.
      load.catch(() => undefined);
    },
    () => undefined,
  );
}

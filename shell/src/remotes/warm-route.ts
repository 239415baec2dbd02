import type { ComponentType } from 'react';
import type { RemoteRoute } from '@voice/contracts';
import { ownerOf } from './ownership';
import { loadRemoteModule } from './load-remote';

type ScreenLoad = ReturnType<RemoteRoute['load']>;

/** Screen chunks started ahead of their first render, handed to that render (RemoteOutlet's lazy screens). */
const started = new WeakMap<RemoteRoute, ScreenLoad>();
/** The screens those chunks held, once loaded. */
const loaded = new WeakMap<RemoteRoute, ComponentType>();

/**
 * The screen of a warmed route whose chunk has loaded, or undefined: RemoteOutlet renders it directly rather than
 * through React.lazy, which would suspend once even for a loaded chunk and leave a server-rendered screen
 * unhydrated (not interactive) for a moment.
 */
export function loadedScreen(route: RemoteRoute): ComponentType | undefined {
  return loaded.get(route);
}

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
 * are left to the outlet, which retries and shows the unavailable page. The promise settles (never rejects) once
 * both are there or have failed: a server-rendered page hydrates after it, with the same tree the server rendered.
 */
export function warmFirstRoute(pathname: string): Promise<void> {
  const owner = ownerOf(pathname);
  if (!owner || (owner.guard && owner.guard !== 'guest')) return Promise.resolve();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return loadRemoteModule(owner.remote).then(
    async (module) => {
      const route = module.routes.find(
        (r) => r.path === path && (r.guard === 'public' || r.guard === 'guest') && !r.mainHostOnly,
      );
      if (!route || started.has(route)) return;
      const load = route.load();
      started.set(route, load);
      // Its failure is the screen's to show; here it must not count as unhandled.
      await load.then(
        (screen) => {
          loaded.set(route, screen.default);
        },
        () => undefined,
      );
    },
    () => undefined,
  );
}

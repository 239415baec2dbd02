import type { RemoteRoute, RemoteText } from '../remote-contract';

/** A remote text's English (a message descriptor keeps it in tests: jest.preset.cjs). */
export function englishOf(text: RemoteText): string {
  return typeof text === 'string' ? text : (text.message ?? text.id);
}

/** Each route's path, guard and English title, as the remotes' route tests list them. */
export function routeSummaries(routes: readonly RemoteRoute[]) {
  return routes.map(({ path, guard, title }) => ({ path, guard, title: englishOf(title) }));
}

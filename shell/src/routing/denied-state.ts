/** What a guard that turns a signed-in user away hands to the page it sends them to (guard.tsx). */
export interface DeniedState {
  deniedPath: string;
}

/** The path a guard turned the visitor away from, or null (any other navigation state). */
export function deniedPathOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('deniedPath' in state)) return null;
  const { deniedPath } = state as { deniedPath: unknown };
  return typeof deniedPath === 'string' ? deniedPath : null;
}

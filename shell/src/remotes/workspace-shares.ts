/**
 * Every workspace package the remotes share, requested here so that the shell's build provides each of them: the
 * remotes carry no copy of their own (`import: false` in packages/mf-config), and a build provides only the shared
 * packages it requests. Lazy: nothing is downloaded until a remote (or the shell) asks for it.
 */
export const workspaceShares: Record<string, () => Promise<unknown>> = {
  '@voice/api-client': () => import('@voice/api-client'),
  '@voice/api-client/public': () => import('@voice/api-client/public'),
  '@voice/api-client/queries': () => import('@voice/api-client/queries'),
  '@voice/contracts': () => import('@voice/contracts'),
  '@voice/contracts/core': () => import('@voice/contracts/core'),
  '@voice/contracts/schemas': () => import('@voice/contracts/schemas'),
  '@voice/session': () => import('@voice/session'),
  '@voice/ui': () => import('@voice/ui'),
  '@voice/ui/core': () => import('@voice/ui/core'),
  '@voice/ui/widgets': () => import('@voice/ui/widgets'),
};

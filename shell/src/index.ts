// The shell's entry: learn where each remote lives (a deploy-time decision, /remotes.json), register
// the remotes at runtime, then start the app behind an async boundary so shared singletons negotiate.
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { fetchRemoteConfig } from './remotes/remote-config';
import { workspaceShares } from './remotes/workspace-shares';

// Kept in the build: the shell provides the workspace packages to the remotes (see workspace-shares.ts).
(globalThis as { __voiceWorkspaceShares?: unknown }).__voiceWorkspaceShares = workspaceShares;

fetchRemoteConfig()
  .then((remotes) => registerRemotes(remotes))
  .catch((error: unknown) => console.error('Could not read /remotes.json', error))
  .finally(() => import('./bootstrap'));

// The shell's entry: learn where each remote lives (a deploy-time decision, /remotes.json), register
// the remotes at runtime, then start the app behind an async boundary so shared singletons negotiate.
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { fetchRemoteConfig } from './remotes/remote-config';

fetchRemoteConfig()
  .then((remotes) => registerRemotes(remotes))
  .catch((error: unknown) => console.error('Could not read /remotes.json', error))
  .finally(() => import('./bootstrap'));

import { REMOTE_CONTRACT_VERSION, type RemoteModule } from '@voice/contracts/core';
import { siteRoutes } from './routes-site';
import { accountAccessRoutes } from './routes-account-access';

/**
 * The public remote's routes. Only screens that work are declared: a path of docs/architecture.md not declared
 * here falls through to the shell's not-found page until its screen is built.
 */
const remote: RemoteModule = {
  contractVersion: REMOTE_CONTRACT_VERSION,
  buildVersion: __BUILD_VERSION__,
  routes: [...siteRoutes, ...accountAccessRoutes],
};

export default remote;

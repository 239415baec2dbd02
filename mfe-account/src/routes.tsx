import { REMOTE_CONTRACT_VERSION, type RemoteModule } from '@voice/contracts';

/** The account remote's routes (ARCHITECTURE.md): only screens that work are declared. */
const remote: RemoteModule = {
  contractVersion: REMOTE_CONTRACT_VERSION,
  buildVersion: __BUILD_VERSION__,
  routes: [
    {
      path: '/dashboard',
      guard: 'authenticated',
      title: 'Dashboard',
      load: () => import('./features/dashboard/dashboard-page'),
    },
    {
      path: '/debug',
      guard: 'authenticated',
      title: 'Debug',
      load: () => import('./features/debug/debug-page'),
    },
    {
      path: '/profile',
      guard: 'authenticated',
      title: 'Profile Settings',
      load: () => import('./features/profile/profile-page'),
    },
    {
      path: '/demo-request',
      guard: 'authenticated',
      title: 'Request a Demo',
      load: () => import('./features/demo-request/demo-request-page'),
    },
  ],
};

export default remote;

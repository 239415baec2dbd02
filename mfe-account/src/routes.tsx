import { REMOTE_CONTRACT_VERSION, type RemoteModule } from '@voice/contracts/core';

/** The call-log list and page; the admin routes are the same screens with the admin's scope. */
const loadCallLogs = () => import('./features/call-logs/call-logs-page');
const loadCallLog = () => import('./features/call-logs/call-log-page');

/** The account remote's routes (docs/architecture.md): only screens that work are declared. */
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
    { path: '/call-logs', guard: 'authenticated', title: 'Call Logs', load: loadCallLogs },
    {
      path: '/call-logs/:callId',
      guard: 'authenticated',
      title: 'Call Details',
      load: loadCallLog,
    },
    { path: '/admin/call-logs', guard: 'admin-area', title: 'Call Logs', load: loadCallLogs },
    {
      path: '/admin/call-logs/:callId',
      guard: 'admin-area',
      title: 'Call Details',
      load: loadCallLog,
    },
  ],
};

export default remote;

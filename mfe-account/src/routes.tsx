import { REMOTE_CONTRACT_VERSION, type RemoteModule, paths } from '@voice/contracts/core';

/** The call-log list and page; the admin routes are the same screens with the admin's scope. */
const loadCallLogs = () => import('./features/call-logs/call-logs-page');
const loadCallLog = () => import('./features/call-logs/call-log-page');

/** The account remote's routes (docs/architecture.md): only screens that work are declared. */
const remote: RemoteModule = {
  contractVersion: REMOTE_CONTRACT_VERSION,
  buildVersion: __BUILD_VERSION__,
  routes: [
    {
      path: paths.dashboard,
      guard: 'authenticated',
      title: 'Dashboard',
      load: () => import('./features/dashboard/dashboard-page'),
    },
    {
      path: paths.debug,
      guard: 'authenticated',
      title: 'Debug',
      load: () => import('./features/debug/debug-page'),
    },
    {
      path: paths.profile,
      guard: 'authenticated',
      title: 'Profile Settings',
      load: () => import('./features/profile/profile-page'),
    },
    {
      path: paths.demoRequest,
      guard: 'authenticated',
      title: 'Request a Demo',
      load: () => import('./features/demo-request/demo-request-page'),
    },
    { path: paths.callLogs, guard: 'authenticated', title: 'Call Logs', load: loadCallLogs },
    {
      path: paths.callLog.pattern,
      guard: 'authenticated',
      title: 'Call Details',
      load: loadCallLog,
    },
    { path: paths.adminCallLogs, guard: 'admin-area', title: 'Call Logs', load: loadCallLogs },
    {
      path: paths.adminCallLog.pattern,
      guard: 'admin-area',
      title: 'Call Details',
      load: loadCallLog,
    },
  ],
};

export default remote;

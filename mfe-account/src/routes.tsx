import { msg } from '@lingui/core/macro';
import { REMOTE_CONTRACT_VERSION, type RemoteModule } from '@voice/contracts/core';
import {
  ADMIN_CALL_LOG_PATH,
  ADMIN_CALL_LOGS_PATH,
  CALL_LOG_PATH,
  CALL_LOGS_PATH,
  DASHBOARD_PATH,
  DEBUG_PATH,
  DEMO_REQUEST_PATH,
  DEVELOPER_WEBHOOKS_PATH,
  DEVELOPERS_PATH,
  PROFILE_PATH,
} from '@voice/contracts/paths';
import { accountCatalog } from './i18n/catalog';

/** The call-log list and page; the admin routes are the same screens with the admin's scope. */
const loadCallLogs = () => import('./features/call-logs/call-logs-page');
const loadCallLog = () => import('./features/call-logs/call-log-page');

/** The account remote's routes (docs/architecture.md): only screens that work are declared. */
const remote: RemoteModule = {
  contractVersion: REMOTE_CONTRACT_VERSION,
  buildVersion: __BUILD_VERSION__,
  messages: accountCatalog,
  routes: [
    {
      path: DASHBOARD_PATH,
      guard: 'authenticated',
      title: msg`Dashboard`,
      load: () => import('./features/dashboard/dashboard-page'),
    },
    {
      path: DEBUG_PATH,
      guard: 'authenticated',
      title: msg`Debug`,
      load: () => import('./features/debug/debug-page'),
    },
    {
      path: PROFILE_PATH,
      guard: 'authenticated',
      title: msg`Profile Settings`,
      load: () => import('./features/profile/profile-page'),
    },
    {
      path: DEMO_REQUEST_PATH,
      guard: 'authenticated',
      title: msg`Request a Demo`,
      load: () => import('./features/demo-request/demo-request-page'),
    },
    { path: CALL_LOGS_PATH, guard: 'authenticated', title: msg`Call Logs`, load: loadCallLogs },
    {
      path: CALL_LOG_PATH,
      guard: 'authenticated',
      title: msg`Call Details`,
      load: loadCallLog,
    },
    {
      path: DEVELOPERS_PATH,
      guard: 'authenticated',
      title: msg`Developers`,
      load: () => import('./features/developers/developers-page'),
    },
    {
      path: DEVELOPER_WEBHOOKS_PATH,
      guard: 'authenticated',
      title: msg`Webhooks`,
      load: () => import('./features/developer-webhooks/developer-webhooks-page'),
    },
    { path: ADMIN_CALL_LOGS_PATH, guard: 'admin-area', title: msg`Call Logs`, load: loadCallLogs },
    {
      path: ADMIN_CALL_LOG_PATH,
      guard: 'admin-area',
      title: msg`Call Details`,
      load: loadCallLog,
    },
  ],
};

export default remote;

import { REMOTE_CONTRACT_VERSION, type RemoteModule } from '@voice/contracts';

const loadDashboard = () => import('./features/admin-dashboard/admin-dashboard-page');

/** The shell sends admins' /dashboard here too (spec 000 §2: the admin view replaces the user's). */
const remote: RemoteModule = {
  contractVersion: REMOTE_CONTRACT_VERSION,
  buildVersion: __BUILD_VERSION__,
  routes: [
    { path: '/admin', guard: 'admin', title: 'Admin Dashboard', load: loadDashboard },
    { path: '/dashboard', guard: 'admin', title: 'Dashboard', load: loadDashboard },
  ],
};

export default remote;

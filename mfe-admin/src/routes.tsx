import { REMOTE_CONTRACT_VERSION, type RemoteModule } from '@voice/contracts';

const loadDashboard = () => import('./features/admin-dashboard/admin-dashboard-page');
const loadContactMessages = () => import('./features/admin-inbox/contact-messages-page');
const loadEmailOutbox = () => import('./features/admin-inbox/email-outbox-page');

/** The shell sends admins' /dashboard here too (spec 000 §2: the admin view replaces the user's). */
const remote: RemoteModule = {
  contractVersion: REMOTE_CONTRACT_VERSION,
  buildVersion: __BUILD_VERSION__,
  routes: [
    { path: '/admin', guard: 'admin-area', title: 'Admin Dashboard', load: loadDashboard },
    { path: '/dashboard', guard: 'admin-area', title: 'Dashboard', load: loadDashboard },
    {
      path: '/admin/contacts',
      guard: 'admin-area',
      title: 'Contact Messages',
      load: loadContactMessages,
    },
    {
      path: '/admin/email-outbox',
      guard: 'email-outbox.read',
      title: 'Email Outbox',
      load: loadEmailOutbox,
    },
  ],
};

export default remote;

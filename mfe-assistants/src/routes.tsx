import { REMOTE_CONTRACT_VERSION, type RemoteModule } from '@voice/contracts';

const loadList = () => import('./features/assistant-list/assistant-list-page');

/** The admin views are the same list with a wider scope (the server scopes GET /api/assistants by role). */
const remote: RemoteModule = {
  contractVersion: REMOTE_CONTRACT_VERSION,
  buildVersion: __BUILD_VERSION__,
  routes: [
    { path: '/assistants', guard: 'authenticated', title: 'My Voice Assistants', load: loadList },
    {
      path: '/admin/assistants',
      guard: 'admin-area',
      title: 'My Voice Assistants',
      load: loadList,
    },
    {
      path: '/super-admin/assistants',
      guard: 'super-admin-assistants',
      title: 'My Voice Assistants',
      load: loadList,
    },
  ],
};

export default remote;

import { REMOTE_CONTRACT_VERSION, type RemoteModule } from '@voice/contracts/core';

const loadList = () => import('./features/assistant-list/assistant-list-page');
const loadEditor = () => import('./features/assistant-editor/assistant-editor-page');
const loadWebhookInbox = () => import('./features/webhook-inbox/webhook-inbox-page');

/**
 * The admin views are the same list and editor with a wider scope (the server scopes the assistants by
 * role); the editor's id is 'create' or an assistant id.
 */
const remote: RemoteModule = {
  contractVersion: REMOTE_CONTRACT_VERSION,
  buildVersion: __BUILD_VERSION__,
  routes: [
    { path: '/assistants', guard: 'authenticated', title: 'My Voice Assistants', load: loadList },
    {
      path: '/assistants/create',
      guard: 'authenticated',
      title: 'Create Assistant',
      load: loadEditor,
    },
    {
      path: '/assistants/:id/edit',
      guard: 'authenticated',
      title: 'Edit Assistant',
      load: loadEditor,
    },
    {
      path: '/admin/assistants',
      guard: 'admin-area',
      title: 'My Voice Assistants',
      load: loadList,
    },
    {
      path: '/admin/assistants/create',
      guard: 'admin-area',
      title: 'Create Assistant',
      load: loadEditor,
    },
    {
      path: '/admin/assistants/:id/edit',
      guard: 'admin-area',
      title: 'Edit Assistant',
      load: loadEditor,
    },
    {
      path: '/super-admin/assistants',
      guard: 'super-admin-assistants',
      title: 'My Voice Assistants',
      load: loadList,
    },
    {
      path: '/super-admin/assistants/create',
      guard: 'super-admin-assistants',
      title: 'Create Assistant',
      load: loadEditor,
    },
    {
      path: '/super-admin/assistants/:id/edit',
      guard: 'super-admin-assistants',
      title: 'Edit Assistant',
      load: loadEditor,
    },
    // The user's demo webhook receiver (a new assistant's preset webhook URL) and what it received.
    {
      path: '/webhook-inbox',
      guard: 'authenticated',
      title: 'Webhook Deliveries',
      load: loadWebhookInbox,
    },
  ],
};

export default remote;

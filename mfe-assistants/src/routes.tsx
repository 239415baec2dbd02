import { REMOTE_CONTRACT_VERSION, type RemoteModule, paths } from '@voice/contracts/core';

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
    {
      path: paths.assistants,
      guard: 'authenticated',
      title: 'My Voice Assistants',
      load: loadList,
    },
    {
      path: paths.assistantCreate,
      guard: 'authenticated',
      title: 'Create Assistant',
      load: loadEditor,
    },
    {
      path: paths.assistantEdit.pattern,
      guard: 'authenticated',
      title: 'Edit Assistant',
      load: loadEditor,
    },
    {
      path: paths.adminAssistants,
      guard: 'admin-area',
      title: 'My Voice Assistants',
      load: loadList,
    },
    {
      path: paths.adminAssistantCreate,
      guard: 'admin-area',
      title: 'Create Assistant',
      load: loadEditor,
    },
    {
      path: paths.adminAssistantEdit.pattern,
      guard: 'admin-area',
      title: 'Edit Assistant',
      load: loadEditor,
    },
    {
      path: paths.superAdminAssistants,
      guard: 'super-admin-assistants',
      title: 'My Voice Assistants',
      load: loadList,
    },
    {
      path: paths.superAdminAssistantCreate,
      guard: 'super-admin-assistants',
      title: 'Create Assistant',
      load: loadEditor,
    },
    {
      path: paths.superAdminAssistantEdit.pattern,
      guard: 'super-admin-assistants',
      title: 'Edit Assistant',
      load: loadEditor,
    },
    // The user's demo webhook receiver (a new assistant's preset webhook URL) and what it received.
    {
      path: paths.webhookInbox,
      guard: 'authenticated',
      title: 'Webhook Deliveries',
      load: loadWebhookInbox,
    },
  ],
};

export default remote;

import { msg } from '@lingui/core/macro';
import { REMOTE_CONTRACT_VERSION, type RemoteModule } from '@voice/contracts/core';
import {
  ADMIN_ASSISTANT_CREATE_PATH,
  ADMIN_ASSISTANT_EDIT_PATH,
  ADMIN_ASSISTANTS_PATH,
  ASSISTANT_CREATE_PATH,
  ASSISTANT_EDIT_PATH,
  ASSISTANTS_PATH,
  BOOKINGS_PATH,
  CAMPAIGN_CREATE_PATH,
  CAMPAIGN_EDIT_PATH,
  CAMPAIGN_PATH,
  CAMPAIGNS_PATH,
  DO_NOT_CALL_PATH,
  SUPER_ADMIN_ASSISTANT_CREATE_PATH,
  SUPER_ADMIN_ASSISTANT_EDIT_PATH,
  SUPER_ADMIN_ASSISTANTS_PATH,
  WEBHOOK_INBOX_PATH,
} from '@voice/contracts/paths';
import { assistantsCatalog } from './i18n/catalog';

const loadList = () => import('./features/assistant-list/assistant-list-page');
const loadEditor = () => import('./features/assistant-editor/assistant-editor-page');
const loadWebhookInbox = () => import('./features/webhook-inbox/webhook-inbox-page');
const loadBookings = () => import('./features/bookings/bookings-page');
const loadDoNotCall = () => import('./features/do-not-call/do-not-call-page');
const loadCampaigns = () => import('./features/campaigns/campaigns-page');
const loadCampaignForm = () => import('./features/campaigns/campaign-form-page');
const loadCampaign = () => import('./features/campaigns/campaign-page');

/**
 * The admin views are the same list and editor with a wider scope (the server scopes the assistants by
 * role); the editor's id is 'create' or an assistant id.
 */
const remote: RemoteModule = {
  contractVersion: REMOTE_CONTRACT_VERSION,
  buildVersion: __BUILD_VERSION__,
  messages: assistantsCatalog,
  routes: [
    {
      path: ASSISTANTS_PATH,
      guard: 'authenticated',
      title: msg`My Voice Assistants`,
      load: loadList,
    },
    {
      path: ASSISTANT_CREATE_PATH,
      guard: 'authenticated',
      title: msg`Create Assistant`,
      load: loadEditor,
    },
    {
      path: ASSISTANT_EDIT_PATH,
      guard: 'authenticated',
      title: msg`Edit Assistant`,
      load: loadEditor,
    },
    {
      path: ADMIN_ASSISTANTS_PATH,
      guard: 'admin-area',
      title: msg`My Voice Assistants`,
      load: loadList,
    },
    {
      path: ADMIN_ASSISTANT_CREATE_PATH,
      guard: 'admin-area',
      title: msg`Create Assistant`,
      load: loadEditor,
    },
    {
      path: ADMIN_ASSISTANT_EDIT_PATH,
      guard: 'admin-area',
      title: msg`Edit Assistant`,
      load: loadEditor,
    },
    {
      path: SUPER_ADMIN_ASSISTANTS_PATH,
      guard: 'super-admin-assistants',
      title: msg`My Voice Assistants`,
      load: loadList,
    },
    {
      path: SUPER_ADMIN_ASSISTANT_CREATE_PATH,
      guard: 'super-admin-assistants',
      title: msg`Create Assistant`,
      load: loadEditor,
    },
    {
      path: SUPER_ADMIN_ASSISTANT_EDIT_PATH,
      guard: 'super-admin-assistants',
      title: msg`Edit Assistant`,
      load: loadEditor,
    },
    // The user's demo webhook receiver (a new assistant's preset webhook URL) and what it received.
    {
      path: WEBHOOK_INBOX_PATH,
      guard: 'authenticated',
      title: msg`Webhook Deliveries`,
      load: loadWebhookInbox,
    },
    // The appointments the assistants' built-in booking calendars took, with cancel and CSV.
    {
      path: BOOKINGS_PATH,
      guard: 'authenticated',
      title: msg`Bookings`,
      load: loadBookings,
    },
    // The tenant's do-not-call list: outbound calls and campaigns never dial its numbers.
    {
      path: DO_NOT_CALL_PATH,
      guard: 'authenticated',
      title: msg`Do Not Call`,
      load: loadDoNotCall,
    },
    // Outbound campaigns: an assistant calls a contact list (the server scopes them as the assistants).
    {
      path: CAMPAIGNS_PATH,
      guard: 'authenticated',
      title: msg`Campaigns`,
      load: loadCampaigns,
    },
    {
      path: CAMPAIGN_CREATE_PATH,
      guard: 'authenticated',
      title: msg`New Campaign`,
      load: loadCampaignForm,
    },
    {
      path: CAMPAIGN_EDIT_PATH,
      guard: 'authenticated',
      title: msg`Edit Campaign`,
      load: loadCampaignForm,
    },
    {
      path: CAMPAIGN_PATH,
      guard: 'authenticated',
      title: msg`Campaign`,
      load: loadCampaign,
    },
  ],
};

export default remote;

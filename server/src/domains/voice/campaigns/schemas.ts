import {
  CampaignContactListReply,
  CampaignContactsCsvReply,
  CampaignListReply,
  CampaignReply,
  CampaignSavedReply,
  CampaignStatsReply,
  ContactsImportReply,
  ContactsPreviewReply,
  ErrorReply,
  SuccessMessageReply,
} from '@voice/contracts/replies';
import {
  CAMPAIGN_CONTACT_STATUSES,
  campaignSchema,
  newCampaignSchema,
} from '@voice/contracts/schemas';
import { object, string } from 'yup';
import { documentedOnly, replies, tagged } from '../../../lib/route-schema';
import { blankToUndefined, pagingFields } from '../../../lib/paging';

const CAMPAIGN_STATUSES = [
  'draft',
  'scheduled',
  'running',
  'paused',
  'completed',
  'cancelled',
] as const;

const campaignIdParamsSchema = object({
  id: string().trim().required('The id is required.').max(20, 'The campaign id is invalid.'),
});

const campaignListQuerySchema = object({
  status: string()
    .transform(blankToUndefined)
    .oneOf(CAMPAIGN_STATUSES, 'The selected status is invalid.'),
  ...pagingFields(15),
});

const contactListQuerySchema = object({
  status: string()
    .transform(blankToUndefined)
    .oneOf(CAMPAIGN_CONTACT_STATUSES, 'The selected status is invalid.'),
  ...pagingFields(50),
});

const contactsForm = (what: string) =>
  documentedOnly({
    type: 'object',
    description: `multipart/form-data: \`mapping\` (JSON {phone, name?, time_zone?, variables: [columns]}, the CSV's header names; sent before the file) and the CSV in \`file\` (a header row, then one contact a row; at most 100,000 rows and 50 MB). ${what}`,
    properties: { mapping: { type: 'string' }, file: { type: 'string', format: 'binary' } },
  });

const conflict = { 409: ErrorReply };
/** Too many form parts. */
const tooLarge = { 413: ErrorReply };

export const campaignSchemas = tagged('Assistants', {
  list: {
    summary: 'List outbound campaigns',
    querystring: campaignListQuerySchema,
    response: replies({ 200: CampaignListReply }, [401, 403, 422]),
  },
  show: {
    summary: 'Show an outbound campaign',
    params: campaignIdParamsSchema,
    response: replies({ 200: CampaignReply }, [401, 403, 404, 422]),
  },
  /**
   * A draft campaign; `consent: true` confirms that every contact agreed to be called (audit log:
   * campaign.consent). 403: the plan of the assistant's owner has no campaigns; 422: max_concurrent above its limit.
   */
  create: {
    summary: 'Create an outbound campaign (a draft; dialling comes later)',
    body: newCampaignSchema,
    response: replies({ 201: CampaignSavedReply }, [401, 403, 422]),
  },
  update: {
    summary: 'Change a draft campaign',
    params: campaignIdParamsSchema,
    body: campaignSchema,
    response: { ...replies({ 200: CampaignSavedReply }, [401, 403, 404, 422]), ...conflict },
  },
  remove: {
    summary: 'Delete a draft campaign and its contacts',
    params: campaignIdParamsSchema,
    response: { ...replies({ 200: SuccessMessageReply }, [401, 403, 404, 422]), ...conflict },
  },
  preview: {
    summary: "Preview a campaign's contact list (nothing is saved)",
    consumes: ['multipart/form-data'],
    params: campaignIdParamsSchema,
    body: contactsForm(
      'Without `mapping` the columns are guessed from their names. Rows flagged: invalid number, duplicate, on the do-not-call list, already in the campaign.',
    ),
    response: { ...replies({ 200: ContactsPreviewReply }, [400, 401, 403, 404, 422]), ...tooLarge },
  },
  import: {
    summary: "Import a campaign's contact list (draft campaigns)",
    consumes: ['multipart/form-data'],
    params: campaignIdParamsSchema,
    body: contactsForm(
      'The rows the preview flags are skipped; the rest are added in one transaction. 403: the plan has no campaigns or its monthly contacts are used up (nothing is added).',
    ),
    response: {
      ...replies({ 200: ContactsImportReply }, [400, 401, 403, 404, 422]),
      ...conflict,
      ...tooLarge,
    },
  },
  contacts: {
    summary: "List a campaign's contacts",
    params: campaignIdParamsSchema,
    querystring: contactListQuerySchema,
    response: replies({ 200: CampaignContactListReply }, [401, 403, 404, 422]),
  },
  start: {
    summary: 'Start a draft campaign (scheduled while its start is ahead)',
    params: campaignIdParamsSchema,
    response: { ...replies({ 200: CampaignSavedReply }, [401, 403, 404, 422]), ...conflict },
  },
  pause: {
    summary: 'Pause a running or scheduled campaign',
    params: campaignIdParamsSchema,
    response: { ...replies({ 200: CampaignSavedReply }, [401, 403, 404, 422]), ...conflict },
  },
  resume: {
    summary: 'Resume a paused campaign',
    params: campaignIdParamsSchema,
    response: { ...replies({ 200: CampaignSavedReply }, [401, 403, 404, 422]), ...conflict },
  },
  cancel: {
    summary: 'Cancel a campaign (calls in progress end; nothing new is dialled)',
    params: campaignIdParamsSchema,
    response: { ...replies({ 200: CampaignSavedReply }, [401, 403, 404, 422]), ...conflict },
  },
  stats: {
    summary: "A campaign's calls, answer rate, average duration and outcomes",
    params: campaignIdParamsSchema,
    response: replies({ 200: CampaignStatsReply }, [401, 403, 404, 422]),
  },
  exportContacts: {
    summary: "Download a campaign's contacts as CSV",
    params: campaignIdParamsSchema,
    response: replies({ 200: CampaignContactsCsvReply }, [401, 403, 404, 422]),
  },
});

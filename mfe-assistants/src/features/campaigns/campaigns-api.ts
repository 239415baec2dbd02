import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { downloadFile, http, saveFile, toFormData } from '@voice/api-client';
import type { Paginated } from '@voice/contracts';
import type { CampaignInput, ContactMapping, NewCampaignInput } from '@voice/contracts/schemas';
import type { CampaignContactStatus, CampaignStatus } from './format';

/** What GET /api/campaigns/{id} returns (voice/campaigns; the contract's Campaign). */
export interface Campaign {
  id: number;
  name: string;
  status: CampaignStatus;
  user_id: number;
  reseller_id: number | null;
  assistant_id: number;
  assistant_name: string | null;
  phone_number_id: number | null;
  starts_at: string | null;
  ends_at: string | null;
  time_zone: string;
  calling_window: Record<string, { start: string; end: string } | null>;
  max_concurrent: number;
  retry_count: number;
  retry_spacing_minutes: number;
  retry_on: string[];
  consent_confirmed_at: string;
  consent_by: number | null;
  /** Contacts counted by status. */
  contacts: Partial<Record<CampaignContactStatus, number>> & { total: number };
  /** Set by the dialling engine once started / finished; absent on older servers. */
  started_at?: string | null;
  completed_at?: string | null;
  /** Why the engine paused the campaign (e.g. the plan's minutes ran out); null when the user paused it. */
  paused_reason?: string | null;
  created_at: string;
  updated_at: string;
}

/** One contact of GET /api/campaigns/{id}/contacts. */
export interface CampaignContact {
  id: number;
  phone: string;
  name: string | null;
  time_zone: string | null;
  variables: Record<string, string> | null;
  status: CampaignContactStatus;
  attempts: number;
  next_attempt_at: string | null;
  last_call_id: number | null;
  /** The last call's call id (the call-log page's /call-logs/{callId}), or null. */
  call_id?: string | null;
  outcome: string | null;
  created_at: string;
}

/** GET /api/campaigns/{id}/stats data. */
export interface CampaignStats {
  calls: number;
  answered: number;
  answer_rate: number | null;
  average_duration_seconds: number | null;
  outcomes: Record<string, number>;
}

export interface ContactsMapping {
  phone: string | null;
  name: string | null;
  time_zone: string | null;
  variables: string[];
}

/** POST /api/campaigns/{id}/contacts/preview data. */
export interface ContactsPreview {
  columns: string[];
  suggested_mapping: ContactsMapping;
  mapping: ContactsMapping;
  rows_total: number;
  valid: number;
  sample: {
    row: number;
    phone: string | null;
    name: string | null;
    time_zone: string | null;
    variables: Record<string, string>;
    error: string | null;
  }[];
  errors: { row: number; reason: string; value: string }[];
  errors_total: number;
  errors_by_reason: Record<string, number>;
}

/** POST /api/campaigns/{id}/contacts/import data. */
export interface ContactsImport {
  rows_total: number;
  imported: number;
  skipped: number;
  skipped_by_reason: Record<string, number>;
}

export type CampaignAction = 'start' | 'pause' | 'resume' | 'cancel';

interface Envelope<T> {
  success: boolean;
  message?: string;
  data: T;
}

/** Campaigns per page of the list; contacts per page of a campaign's table. */
export const CAMPAIGNS_PAGE_SIZE = 15;
export const CONTACTS_PAGE_SIZE = 25;
/** How often a running campaign's progress is read again (the contract asks for 2–3 s). */
export const CAMPAIGN_POLL_MS = 2500;

const campaignsKey = ['campaigns'] as const;
const campaignKey = (id: string) => [...campaignsKey, 'detail', id] as const;

function checked<T>(reply: Envelope<T> | undefined): T {
  if (!reply || reply.data === undefined) throw new Error('Unexpected reply from the server');
  return reply.data;
}

/** GET /api/campaigns: one page of the campaigns the user may see, newest first. */
export function useCampaignsQuery(page: number) {
  return useQuery({
    queryKey: [...campaignsKey, 'list', page] as const,
    queryFn: async () => {
      const reply = (
        await http.get<Paginated<Campaign>>('/api/campaigns', {
          params: { page, per_page: CAMPAIGNS_PAGE_SIZE },
        })
      ).data;
      if (!reply || !Array.isArray(reply.data)) throw new Error('Unexpected reply from the server');
      return { items: reply.data, pagination: reply.pagination };
    },
    placeholderData: keepPreviousData,
  });
}

/**
 * Whether a campaign's figures change on their own: the engine is at work on it, or calls placed before a pause or a
 * cancel are still going on (they end and are counted after it).
 */
export function isActive(campaign: Pick<Campaign, 'status' | 'contacts'> | undefined): boolean {
  if (!campaign) return false;
  return (
    campaign.status === 'running' ||
    campaign.status === 'scheduled' ||
    (campaign.contacts.calling ?? 0) > 0
  );
}

/**
 * GET /api/campaigns/{id}. While the campaign runs it is read again every CAMPAIGN_POLL_MS; react-query stops
 * when the page is unmounted and pauses while the tab is hidden (refetchIntervalInBackground: false).
 */
export function useCampaignQuery(id: string, enabled = true) {
  return useQuery({
    queryKey: campaignKey(id),
    enabled,
    queryFn: async () => checked((await http.get<Envelope<Campaign>>(`/api/campaigns/${id}`)).data),
    refetchInterval: (query) => (isActive(query.state.data) ? CAMPAIGN_POLL_MS : false),
    refetchIntervalInBackground: false,
  });
}

/**
 * What the campaign's figures depend on: its status and contacts by status. Part of the stats' and contacts' keys,
 * so that they are read again as soon as the campaign moves (the last call's outcome arrives after the polling
 * may have stopped).
 */
export function progressOf(campaign: Pick<Campaign, 'status' | 'contacts'>): string {
  return JSON.stringify([campaign.status, campaign.contacts]);
}

/** GET /api/campaigns/{id}/stats; read again while the campaign runs and whenever it moves. */
export function useCampaignStatsQuery(id: string, progress: string, poll: boolean) {
  return useQuery({
    queryKey: [...campaignKey(id), 'stats', progress] as const,
    queryFn: async () =>
      checked((await http.get<Envelope<CampaignStats>>(`/api/campaigns/${id}/stats`)).data),
    placeholderData: keepPreviousData,
    refetchInterval: poll ? CAMPAIGN_POLL_MS : false,
    refetchIntervalInBackground: false,
  });
}

/** GET /api/campaigns/{id}/contacts: one page of the contacts, in import order (read again as the stats are). */
export function useCampaignContactsQuery(
  id: string,
  page: number,
  progress: string,
  poll: boolean,
) {
  return useQuery({
    queryKey: [...campaignKey(id), 'contacts', page, progress] as const,
    queryFn: async () => {
      const reply = (
        await http.get<Paginated<CampaignContact>>(`/api/campaigns/${id}/contacts`, {
          params: { page, per_page: CONTACTS_PAGE_SIZE },
        })
      ).data;
      if (!reply || !Array.isArray(reply.data)) throw new Error('Unexpected reply from the server');
      return { items: reply.data, pagination: reply.pagination };
    },
    placeholderData: keepPreviousData,
    refetchInterval: poll ? CAMPAIGN_POLL_MS : false,
    refetchIntervalInBackground: false,
  });
}

function refreshAll(client: QueryClient) {
  return client.invalidateQueries({ queryKey: campaignsKey });
}

/** POST /api/campaigns (a draft, with the consent) or PUT /api/campaigns/{id} (a draft's settings). */
export function useSaveCampaign(id: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: NewCampaignInput | CampaignInput) => {
      const reply = id
        ? await http.put<Envelope<Campaign>>(`/api/campaigns/${id}`, input)
        : await http.post<Envelope<Campaign>>('/api/campaigns', input);
      return checked(reply.data);
    },
    onSuccess: () => refreshAll(client),
  });
}

/** DELETE /api/campaigns/{id}: a draft and its contacts. */
export function useDeleteCampaign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await http.delete(`/api/campaigns/${id}`)).data as unknown,
    onSuccess: () => refreshAll(client),
  });
}

/** POST /api/campaigns/{id}/{start|pause|resume|cancel}: the campaign as it is now. */
export function useCampaignAction(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (action: CampaignAction) => {
      const reply = (await http.post<Envelope<Campaign>>(`/api/campaigns/${id}/${action}`)).data;
      return { campaign: checked(reply), message: reply.message ?? '' };
    },
    onSuccess: ({ campaign }) => {
      client.setQueryData(campaignKey(id), campaign);
      return refreshAll(client);
    },
  });
}

function contactsForm(file: File, mapping: ContactMapping | null): FormData {
  // The server reads the mapping before the file: it must come first.
  return toFormData({ ...(mapping ? { mapping: JSON.stringify(mapping) } : {}), file });
}

/** POST /api/campaigns/{id}/contacts/preview: the columns, the mapping (guessed without one) and flagged rows. */
export function useContactsPreview(id: string) {
  return useMutation({
    mutationFn: async ({ file, mapping }: { file: File; mapping: ContactMapping | null }) =>
      checked(
        (
          await http.post<Envelope<ContactsPreview>>(
            `/api/campaigns/${id}/contacts/preview`,
            contactsForm(file, mapping),
          )
        ).data,
      ),
  });
}

/** POST /api/campaigns/{id}/contacts/import: the flagged rows are skipped, the rest added. */
export function useContactsImport(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, mapping }: { file: File; mapping: ContactMapping }) => {
      const reply = (
        await http.post<Envelope<ContactsImport>>(
          `/api/campaigns/${id}/contacts/import`,
          contactsForm(file, mapping),
        )
      ).data;
      return { result: checked(reply), message: reply.message ?? '' };
    },
    onSuccess: () => refreshAll(client),
  });
}

/** GET /api/campaigns/{id}/contacts/export: every contact with its outcome and call, as CSV. */
export function useExportOutcomes(id: string) {
  return useMutation({
    mutationFn: async () =>
      saveFile(
        await downloadFile(
          `/api/campaigns/${id}/contacts/export`,
          {},
          `campaign-${id}-contacts.csv`,
        ),
      ),
  });
}

import type { Static } from 'typebox';
import type { InferType } from 'yup';
import type { assistantFormSchema } from '../schemas/assistant';
import type {
  AdminAssistantTemplateSchema,
  AssignableUserSchema,
  AssistantListItemSchema,
  AssistantSchema,
  AssistantTemplateSchema,
  AssistantPhoneNumberSchema,
  AvailableNumberSchema,
} from '../replies/voice';

/**
 * POST/PUT /api/assistants(/{id}) payload (spec 001 §3): the type of the assistant form schema
 * (schemas/assistant.ts), so a field added there is in the payload's type, the stored copy's and the voice
 * platform's spec without another line. Defaults in DEFAULT_MODEL, DEFAULT_VOICE, ... (constants).
 */
export type AssistantFormPayload = InferType<typeof assistantFormSchema>;

/** model (spec 001 §3). */
export type AssistantModel = AssistantFormPayload['model'];
/** One entry of model.messages; messages[0].content is the system prompt (imageUrl: when contentType is image_url). */
export type ModelMessage = AssistantModel['messages'][number];
/** A tool; function: the name and description of a function tool. */
export type AssistantTool = AssistantModel['tools'][number];
/** voice (spec 001 §3); model: the voice model for 11labs, openai and playht. */
export type AssistantVoice = AssistantFormPayload['voice'];
/** transcriber (spec 001 §3). */
export type AssistantTranscriber = AssistantFormPayload['transcriber'];
/** analysisPlan (spec 001 §3): timeouts in seconds (1 to 60), minMessages 0 to 10. */
export type AnalysisPlan = AssistantFormPayload['analysisPlan'];
export type ChecklistItem = AnalysisPlan['checklist'][number];
export type DataSchemaProperty = AnalysisPlan['dataSchema'][number];
/** artifactPlan (spec 001 §3): all false by default. */
export type ArtifactPlan = AssistantFormPayload['artifactPlan'];
/** metadata (spec 001 §3); country: a country name of COUNTRIES, default 'United States'. */
export type AssistantMetadata = AssistantFormPayload['metadata'];

/** Assistant stats, read from data.vapi_data.stats (spec 001 §3). */
export interface AssistantStats {
  totalCalls: number;
  successfulCalls: number;
  /** seconds */
  averageDuration: number;
}

/**
 * The voice runtime's copy of the assistant (spec 001 §3): the payload without what is kept in columns or is an
 * instruction for one save (name, type, assignee, number to buy); the type lives in metadata. Stats when the
 * platform reported them.
 */
export type AssistantVapiData = Omit<
  AssistantFormPayload,
  'name' | 'type' | 'user_id' | 'selected_phone_number'
> & {
  stats?: AssistantStats | null;
};

/** Assistant (spec 001 §3). */
export type Assistant = Static<typeof AssistantSchema>;

/** An assistant as the list shows it (spec 001 §2, §3). */
export type AssistantListItem = Static<typeof AssistantListItemSchema>;

/** GET /api/assistants query (spec 001 §7). */
export interface AssistantListQuery {
  sort_by?: 'name' | 'created_at';
  sort_order?: 'asc' | 'desc';
  search?: string;
  phone_search?: string;
  /** Admin lists: only this owner's assistants (within the caller's scope). */
  user_id?: number;
  /** Super-admin list: only this reseller's assistants. */
  reseller_id?: number;
  page?: number;
  per_page?: number;
}

/** GET /api/assistant-templates data (spec 001 §3). */
export type AssistantTemplate = Static<typeof AssistantTemplateSchema>;

/** GET/PUT /api/admin/assistant-templates data: the tenant's template, or the defaults (is_default). */
export type AdminAssistantTemplate = Static<typeof AdminAssistantTemplateSchema>;

/** GET /api/twilio/available-numbers item (spec 001 §3). */
export type AvailableNumber = Static<typeof AvailableNumberSchema>;
/** GET /api/assistants/{id}/phone-numbers: one of the assistant's own numbers. */
export type AssistantPhoneNumber = Static<typeof AssistantPhoneNumberSchema>;

/** GET /api/twilio/available-numbers query. */
export interface AvailableNumbersQuery {
  /** up to 3 characters */
  area_code?: string;
  /** A country name of COUNTRIES (the ISO code is also accepted); required. */
  country: string;
}

/** A user the assistant can be assigned to (spec 001 §3). */
export type UserOption = Static<typeof AssignableUserSchema>;

/** Users-for-assignment query: reseller_id only for super admins; per_page 100. */
export interface UsersForAssignmentQuery {
  search?: string;
  reseller_id?: number;
  per_page?: number;
}

/** Reseller as the super admin's picker shows it (spec 001 §3). */
export interface Reseller {
  id: number;
  org_name: string;
}

import type { Static } from 'typebox';
import type {
  AdminAssistantTemplateSchema,
  AssignableUserSchema,
  AssistantListItemSchema,
  AssistantSchema,
  AssistantTemplateSchema,
  AvailableNumberSchema,
} from '../replies/voice';
import type {
  AssistantType,
  DataSchemaType,
  FirstMessageMode,
  MessageContentType,
  MessageRole,
  ModelProvider,
  ToolType,
  TranscriberProvider,
  VoiceProvider,
} from '../constants/assistant-options';

/** One entry of model.messages; messages[0].content is the system prompt. */
export interface ModelMessage {
  role: MessageRole;
  content: string;
  contentType: MessageContentType;
  /** Used when contentType is image_url. */
  imageUrl: string;
}

export interface AssistantTool {
  type: ToolType;
  /** Name and description of a function tool. */
  function?: { name: string; description: string };
}

/** model (spec 001 §3); defaults in DEFAULT_MODEL. */
export interface AssistantModel {
  provider: ModelProvider;
  model: string;
  temperature: number;
  maxTokens: number;
  topP: number;
  frequencyPenalty: number;
  presencePenalty: number;
  stop: string[];
  messages: ModelMessage[];
  tools: AssistantTool[];
  apiVersion?: string;
}

/** voice (spec 001 §3); defaults in DEFAULT_VOICE. */
export interface AssistantVoice {
  provider: VoiceProvider;
  voiceId: string;
  speed: number;
  /** Voice model for 11labs, openai and playht. */
  model?: string;
}

/** transcriber (spec 001 §3); defaults in DEFAULT_TRANSCRIBER. */
export interface AssistantTranscriber {
  provider: TranscriberProvider;
  language: string;
  model: string;
  confidenceThreshold: number;
  formatTurns: boolean;
  endOfTurnConfidenceThreshold: number;
  minEndOfTurnSilenceWhenConfident: number;
  wordFinalizationMaxWaitTime: number;
  maxTurnSilence: number;
  realtimeUrl?: string;
  wordBoost: string[];
  endUtteranceSilenceThreshold: number;
  disablePartialTranscripts: boolean;
  fallbackPlan: unknown;
}

export interface ChecklistItem {
  checked: boolean;
  text: string;
}

export interface DataSchemaProperty {
  name: string;
  type: DataSchemaType;
  required: boolean;
  isEnum: boolean;
  description: string;
}

/** analysisPlan (spec 001 §3); defaults in DEFAULT_ANALYSIS_PLAN. */
export interface AnalysisPlan {
  summary: boolean;
  summaryPrompt: string;
  /** seconds, 1 to 60 */
  summaryTimeout: number;
  /** 0 to 10 */
  minMessages: number;
  successEvaluation: boolean;
  successEvaluationPrompt: string;
  successEvaluationTimeout: number;
  checklist: ChecklistItem[];
  structuredData: boolean;
  structuredDataPrompt: string;
  structuredDataTimeout: number;
  dataSchema: DataSchemaProperty[];
  sentiment: boolean;
  topics: boolean;
  entities: boolean;
  actionItems: boolean;
  followUps: boolean;
}

/** artifactPlan (spec 001 §3): all false by default. */
export interface ArtifactPlan {
  recording: boolean;
  transcript: boolean;
  summary: boolean;
  analysis: boolean;
}

/** metadata (spec 001 §3); defaults in DEFAULT_METADATA. */
export interface AssistantMetadata {
  company_name: string;
  industry: string;
  /** A country name of COUNTRIES, default 'United States'. */
  country: string;
  services_products: string;
  sms_phone_number?: string | null;
  assistant_phone_number?: string | null;
  webhook_url?: string | null;
  user_id?: number | null;
  user_email?: string | null;
  updated_at?: string | null;
  analysisPlan?: AnalysisPlan;
  artifactPlan?: ArtifactPlan;
  type?: AssistantType;
}

/** POST/PUT /api/assistants(/{id}) payload (spec 001 §3). */
export interface AssistantFormPayload {
  name: string;
  type: AssistantType;
  model: AssistantModel;
  voice: AssistantVoice;
  transcriber: AssistantTranscriber;
  analysisPlan: AnalysisPlan;
  artifactPlan: ArtifactPlan;
  firstMessage: string;
  firstMessageMode: FirstMessageMode;
  firstMessageInterruptionsEnabled: boolean;
  endCallMessage: string;
  metadata: AssistantMetadata;
  /** Assignee; required for admins (defaults to themselves on create). */
  user_id?: number | null;
  /** The number chosen from GET /api/twilio/available-numbers. */
  selected_phone_number?: string | null;
}

/** Assistant stats, read from data.vapi_data.stats (spec 001 §3). */
export interface AssistantStats {
  totalCalls: number;
  successfulCalls: number;
  /** seconds */
  averageDuration: number;
}

/** The voice runtime's copy of the assistant (spec 001 §3). */
export interface AssistantVapiData {
  model: AssistantModel;
  voice: AssistantVoice;
  transcriber: AssistantTranscriber;
  analysisPlan: AnalysisPlan;
  artifactPlan: ArtifactPlan;
  metadata: AssistantMetadata;
  firstMessage: string;
  endCallMessage: string;
  stats?: AssistantStats | null;
}

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

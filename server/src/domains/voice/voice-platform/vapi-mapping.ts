import type {
  AnalysisPlan,
  ArtifactPlan,
  AssistantModel,
  AssistantTool,
  AssistantTranscriber,
  AssistantVoice,
  DataSchemaProperty,
} from '@voice/contracts';
import type { VoiceAssistantSpec } from './provider';

/**
 * Our assistant (contracts AssistantFormPayload, flat) as Vapi's CreateAssistantDTO / UpdateAssistantDTO
 * (server/test/contracts: vapi.subset.json, vapi-notes.md). Vapi refuses properties its DTOs do not declare, so only
 * declared ones are sent; fields of ours without a Vapi counterpart stay in our database (and in metadata).
 */

type Json = Record<string, unknown>;

/**
 * An assistant's model (CreateAssistantDTO / UpdateAssistantDTO `model`, e.g. vapiModel's) with saved tools
 * attached through `toolIds`: the ones it had, then the given ones, each once; no `toolIds` when there are none.
 */
export function withToolIds(model: Json, toolIds: readonly string[]): Json {
  const had = Array.isArray(model.toolIds)
    ? model.toolIds.filter((id): id is string => typeof id === 'string')
    : [];
  const ids = [...new Set([...had, ...toolIds.filter((id) => id !== '')])];
  const { toolIds: _old, ...rest } = model;
  return ids.length > 0 ? { ...rest, toolIds: ids } : rest;
}

/** Vapi's range for VapiVoice.speed and ElevenLabsVoice.speed (our slider goes wider for other providers). */
const SPEED_RANGE: Record<string, [number, number]> = { vapi: [0.25, 2], '11labs': [0.7, 1.2] };

/** Vapi's bounds for OpenAIModel.maxTokens. */
const MAX_TOKENS_RANGE: [number, number] = [50, 10000];

/** Our tool types and the Vapi tool each becomes; web_search and calculator have none (not sent). */
const TOOL_TYPES: Record<string, string | undefined> = {
  function: 'function',
  voicemail: 'voicemail',
  transfer: 'transferCall',
  hang: 'endCall',
};

/** The user turn Vapi's analysis prompts end with (its documented default). */
const TRANSCRIPT_TURN = {
  role: 'user',
  content:
    'Here is the transcript:\n\n{{transcript}}\n\n. Here is the ended reason of the call:\n\n{{endedReason}}\n\n',
};

function clamp(value: number, [min, max]: [number, number]): number {
  return Math.min(max, Math.max(min, value));
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

function toolOf(tool: AssistantTool): Json | null {
  const type = TOOL_TYPES[tool.type];
  if (!type) return null;
  if (type !== 'function') return { type };
  const name = tool.function?.name?.trim() ?? '';
  if (!name) return null;
  return {
    type,
    function: {
      name,
      description: tool.function?.description ?? '',
      parameters: { type: 'object', properties: {} },
    },
  };
}

export function vapiModel(model: AssistantModel): Json {
  const tools = (model.tools ?? []).map(toolOf).filter((t): t is Json => t !== null);
  return {
    provider: 'openai',
    model: model.model,
    messages: (model.messages ?? [])
      .filter((m) => m.content.trim() !== '')
      .map((m) => ({ role: m.role, content: m.content })),
    temperature: clamp(numberOr(model.temperature, 0.7), [0, 2]),
    maxTokens: clamp(Math.round(numberOr(model.maxTokens, 250)), MAX_TOKENS_RANGE),
    ...(tools.length > 0 ? { tools } : {}),
  };
}

export function vapiVoice(voice: AssistantVoice): Json {
  const range = SPEED_RANGE[voice.provider] ?? SPEED_RANGE.vapi;
  const speed = clamp(numberOr(voice.speed, 1), range as [number, number]);
  if (voice.provider === '11labs') {
    return {
      provider: '11labs',
      voiceId: voice.voiceId,
      speed,
      ...(voice.model ? { model: voice.model } : {}),
    };
  }
  return { provider: 'vapi', voiceId: voice.voiceId, speed };
}

export function vapiTranscriber(transcriber: AssistantTranscriber): Json {
  if (transcriber.provider === '11labs') {
    return {
      provider: '11labs',
      model: transcriber.model,
      language: transcriber.language,
    };
  }
  const keywords = (transcriber.wordBoost ?? []).map((w) => w.trim()).filter(Boolean);
  return {
    provider: 'deepgram',
    model: transcriber.model,
    language: transcriber.language,
    confidenceThreshold: clamp(numberOr(transcriber.confidenceThreshold, 0.4), [0, 1]),
    smartFormat: transcriber.formatTurns,
    ...(keywords.length > 0 ? { keywords } : {}),
  };
}

/** Our data schema rows as the JSON schema of Vapi's structuredDataPlan. */
export function structuredDataSchema(rows: readonly DataSchemaProperty[]): Json {
  const properties: Record<string, Json> = {};
  for (const row of rows) {
    const name = row.name.trim();
    if (!name) continue;
    properties[name] = {
      type: row.type,
      ...(row.description ? { description: row.description } : {}),
    };
  }
  const required = rows.filter((r) => r.required && r.name.trim()).map((r) => r.name.trim());
  return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
}

/** The success prompt with the checked checklist items: Vapi's Checklist rubric evaluates them. */
function successMessages(plan: AnalysisPlan): Json[] {
  const items = (plan.checklist ?? []).filter((i) => i.checked && i.text.trim());
  const checklist = items.length
    ? `\n\nChecklist:\n${items.map((i) => `- ${i.text.trim()}`).join('\n')}`
    : '';
  return [
    { role: 'system', content: `${plan.successEvaluationPrompt}${checklist}` },
    TRANSCRIPT_TURN,
  ];
}

/** Our flat analysis plan as Vapi's nested one (summaryPlan, successEvaluationPlan, structuredDataPlan). */
export function vapiAnalysisPlan(plan: AnalysisPlan): Json {
  const hasChecklist = (plan.checklist ?? []).some((i) => i.checked && i.text.trim());
  return {
    minMessagesThreshold: Math.max(0, Math.round(numberOr(plan.minMessages, 2))),
    summaryPlan: {
      enabled: plan.summary,
      timeoutSeconds: clamp(numberOr(plan.summaryTimeout, 10), [1, 60]),
      messages: [{ role: 'system', content: plan.summaryPrompt }, TRANSCRIPT_TURN],
    },
    successEvaluationPlan: {
      enabled: plan.successEvaluation,
      rubric: hasChecklist ? 'Checklist' : 'PassFail',
      timeoutSeconds: clamp(numberOr(plan.successEvaluationTimeout, 10), [1, 60]),
      messages: successMessages(plan),
    },
    structuredDataPlan: {
      enabled: plan.structuredData,
      timeoutSeconds: clamp(numberOr(plan.structuredDataTimeout, 10), [1, 60]),
      messages: [{ role: 'system', content: plan.structuredDataPrompt }, TRANSCRIPT_TURN],
      schema: structuredDataSchema(plan.dataSchema ?? []),
    },
  };
}

/** Our artifact switches: recording, and the transcript (summary and analysis live in analysisPlan). */
export function vapiArtifactPlan(plan: ArtifactPlan): Json {
  return {
    recordingEnabled: plan.recording,
    transcriptPlan: { enabled: plan.transcript },
  };
}

/** The whole CreateAssistantDTO (also the PATCH body: UpdateAssistantDTO has the same properties). */
export function vapiAssistantBody(spec: VoiceAssistantSpec): Json {
  return {
    name: spec.name.slice(0, 40),
    // Saved tools (transfer, knowledge, custom) reach the call through model.toolIds.
    model: withToolIds(vapiModel(spec.model), spec.toolIds ?? []),
    voice: vapiVoice(spec.voice),
    transcriber: vapiTranscriber(spec.transcriber),
    firstMessage: spec.firstMessage,
    firstMessageMode: spec.firstMessageMode,
    firstMessageInterruptionsEnabled: spec.firstMessageInterruptionsEnabled,
    endCallMessage: spec.endCallMessage.slice(0, 1000),
    analysisPlan: vapiAnalysisPlan(spec.analysisPlan),
    artifactPlan: vapiArtifactPlan(spec.artifactPlan),
    metadata: spec.metadata,
    server: {
      url: spec.server.url,
      // The subset's Server has no secret: its documented headers carry the tenant's secret as a bearer token
      // (no credentialId is set, so nothing is overridden). The calls issue verifies it at /api/webhooks/vapi.
      headers: { Authorization: `Bearer ${spec.server.secret}` },
    },
  };
}

import { directionOf, type CallDirection } from './call-status';

/**
 * Reading Vapi's server messages (`{"message": {...}}`, see server/test/contracts/vapi-notes.md): the envelope
 * (type and assistant), then, for the two recorded types, the call event stored in call_logs. Everything
 * read is checked here: a field of the wrong type is treated as absent, a value too long for its column is
 * refused with a clear message.
 */

export const RECORDED_TYPES = ['status-update', 'end-of-call-report'] as const;
export type RecordedType = (typeof RECORDED_TYPES)[number];

type JsonObject = Record<string, unknown>;

export interface VoiceMessage {
  type: string;
  /** message.call.assistantId, else message.assistant.id; null for a transient assistant. */
  assistantId: string | null;
  body: JsonObject;
}

export interface CallEvent {
  type: RecordedType;
  callId: string;
  /** The platform's status ('ended' for an end-of-call report). */
  providerStatus: string;
  endedReason: string | null;
  /** ISO time of the message (message.timestamp, epoch milliseconds); null when absent. */
  eventAt: string | null;
  createdAt: string | null;
  startedAt: string | null;
  endedAt: string | null;
  /** Whole seconds. */
  durationSeconds: number | null;
  cost: number | null;
  costBreakdown: JsonObject | null;
  transcript: string | null;
  messages: JsonObject[] | null;
  recordingUrl: string | null;
  summary: string | null;
  successEvaluation: string | null;
  structuredData: JsonObject | null;
  customerNumber: string | null;
  direction: CallDirection | null;
}

export class VoiceEventError extends Error {}

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const objectAt = (value: unknown): JsonObject => (isObject(value) ? value : {});
const stringAt = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;
const numberAt = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

function isoAt(value: unknown): string | null {
  const text = stringAt(value);
  const millis = text === null ? numberAt(value) : Date.parse(text);
  if (millis === null || !Number.isFinite(millis)) return null;
  const date = new Date(millis);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The JSON body's message, or a VoiceEventError. */
export function readVoiceMessage(raw: string): VoiceMessage {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new VoiceEventError('The body is not JSON');
  }
  const message = isObject(parsed) ? parsed.message : undefined;
  if (!isObject(message)) throw new VoiceEventError('The body has no message object');
  const type = stringAt(message.type);
  if (type === null) throw new VoiceEventError('The message has no type');
  const assistantId =
    stringAt(objectAt(message.call).assistantId) ?? stringAt(objectAt(message.assistant).id);
  return { type, assistantId, body: message };
}

export function isRecordedType(type: string): type is RecordedType {
  return (RECORDED_TYPES as readonly string[]).includes(type);
}

function limited(value: string | null, max: number, field: string): string | null {
  if (value !== null && value.length > max) {
    throw new VoiceEventError(`The message's ${field} is longer than ${max} characters`);
  }
  return value;
}

function durationOf(report: JsonObject, startedAt: string | null, endedAt: string | null) {
  const reported = numberAt(report.durationSeconds);
  if (reported !== null && reported >= 0) return Math.round(reported);
  if (startedAt && endedAt) {
    return Math.max(0, Math.round((Date.parse(endedAt) - Date.parse(startedAt)) / 1000));
  }
  return null;
}

/** Vapi's newest recording field first (artifact.recording), then the deprecated ones. */
function recordingUrlOf(message: JsonObject, artifact: JsonObject): string | null {
  const recording = objectAt(artifact.recording);
  return (
    stringAt(objectAt(recording.mono).combinedUrl) ??
    stringAt(recording.stereoUrl) ??
    stringAt(artifact.recordingUrl) ??
    stringAt(message.recordingUrl)
  );
}

function successEvaluationOf(value: unknown): string | null {
  if (typeof value === 'boolean' || numberAt(value) !== null) return String(value);
  return stringAt(value);
}

/** The call event of a status-update or end-of-call-report message. */
export function callEventOf(type: RecordedType, message: JsonObject): CallEvent {
  const call = objectAt(message.call);
  const callId = limited(stringAt(call.id), 255, 'call id');
  if (callId === null) throw new VoiceEventError('The message has no call id');
  const report = type === 'end-of-call-report';
  const providerStatus = report ? 'ended' : stringAt(message.status);
  if (providerStatus === null) throw new VoiceEventError('The status-update has no status');
  const artifact = objectAt(message.artifact);
  const analysis = objectAt(message.analysis);
  const startedAt = isoAt(message.startedAt) ?? isoAt(call.startedAt);
  const endedAt = isoAt(message.endedAt) ?? isoAt(call.endedAt);
  const cost = numberAt(message.cost) ?? numberAt(call.cost);
  if (cost !== null && (cost < 0 || cost >= 1e8)) {
    throw new VoiceEventError("The message's cost is out of range");
  }
  const messages = Array.isArray(artifact.messages)
    ? artifact.messages
    : Array.isArray(message.messages)
      ? message.messages
      : null;
  const costBreakdown = objectAt(message.costBreakdown ?? call.costBreakdown);
  const structuredData = analysis.structuredData;
  return {
    type,
    callId,
    providerStatus: limited(providerStatus, 40, 'status') as string,
    endedReason: limited(
      stringAt(message.endedReason) ?? stringAt(call.endedReason),
      120,
      'ended reason',
    ),
    eventAt: isoAt(message.timestamp),
    createdAt: isoAt(call.createdAt),
    startedAt,
    endedAt,
    durationSeconds: report ? durationOf(message, startedAt, endedAt) : null,
    cost,
    costBreakdown: Object.keys(costBreakdown).length > 0 ? costBreakdown : null,
    transcript: stringAt(artifact.transcript) ?? stringAt(message.transcript),
    messages: messages ? messages.filter(isObject) : null,
    recordingUrl: limited(recordingUrlOf(message, artifact), 2048, 'recording URL'),
    summary: stringAt(analysis.summary) ?? stringAt(message.summary),
    successEvaluation: successEvaluationOf(analysis.successEvaluation),
    structuredData: isObject(structuredData) ? structuredData : null,
    customerNumber: limited(
      stringAt(objectAt(call.customer).number) ?? stringAt(objectAt(message.customer).number),
      32,
      'customer number',
    ),
    direction: directionOf(stringAt(call.type)),
  };
}

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
  /** Where the call was transferred (a number destination), when it was. */
  transfer: CallTransfer | null;
}

export interface CallTransfer {
  /** As the platform reported it (E.164 for our destinations). */
  number: string;
  /** The destination's description (when to transfer there), cut to TRANSFER_DESCRIPTION_MAX. */
  description: string | null;
}

/** call_logs.transferred_to_description's length. */
export const TRANSFER_DESCRIPTION_MAX = 500;

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

/** message.call.id when it is a storable call id, else null. */
export function objectCallId(message: JsonObject): string | null {
  const id = stringAt(objectAt(message.call).id);
  return id !== null && id.length <= 255 ? id : null;
}

/** A number destination (TransferDestinationNumber) as a CallTransfer; null for anything else (assistant, SIP). */
function numberTransferOf(destination: unknown): CallTransfer | null {
  const d = objectAt(destination);
  const number = stringAt(d.number);
  // call_logs.transferred_to holds 40 (Vapi's TransferDestinationNumber.number maxLength).
  if (d.type !== 'number' || number === null || number.length > 40) return null;
  const description = stringAt(d.description);
  return {
    number,
    description:
      description === null
        ? null
        : description.length > TRANSFER_DESCRIPTION_MAX
          ? `${description.slice(0, TRANSFER_DESCRIPTION_MAX - 1)}…`
          : description,
  };
}

/**
 * Where a call was transferred, as Vapi reports it: the message's destination (end-of-call report, transfer-update),
 * else the last of artifact.transfers (TransferArtifact), else call.destination.
 */
export function callTransferOf(message: JsonObject): CallTransfer | null {
  const transfers = objectAt(message.artifact).transfers;
  const last = Array.isArray(transfers) ? objectAt(transfers[transfers.length - 1]) : {};
  return (
    numberTransferOf(message.destination) ??
    numberTransferOf(last.destination) ??
    numberTransferOf(objectAt(message.call).destination)
  );
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
    transfer: report ? callTransferOf(message) : null,
  };
}

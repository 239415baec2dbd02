import type { AssistantFormPayload } from '@voice/contracts';
import type { VoiceProviderName } from '../../../config';

/**
 * One interface for every voice platform that runs our assistants (the built-in sandbox, Vapi). The assistants
 * module saves an assistant here and in our database together: when the platform refuses, nothing is saved
 * locally; when the local save fails after the platform accepted, the remote assistant is deleted again.
 *
 * The assistant is described in our own shape (the spec's form payload, contracts AssistantFormPayload); each
 * adapter maps it onto its platform (vapi-provider.ts: CreateAssistantDTO / UpdateAssistantDTO).
 */
export type VoiceAssistantSpec = Omit<
  AssistantFormPayload,
  // The type is kept in metadata; the assignee and the number to buy are instructions for one save.
  'type' | 'user_id' | 'selected_phone_number'
> & {
  /** Where the platform sends this assistant's events: our /api/webhooks/vapi, with the tenant's credential. */
  server: VoiceServerTarget;
  /**
   * The platform's saved tools the assistant carries (its transferCall tool, ...): assistantToolIds collects them
   * (tool-ids-repository.ts). Absent: none.
   */
  toolIds?: readonly string[];
};

export interface VoiceServerTarget {
  url: string;
  /** The tenant's webhook secret (voice_webhook_credentials), sent by the platform as a Bearer token. */
  secret: string;
}

export interface VoiceAssistantRef {
  /** The platform's assistant id (our assistants.vapi_assistant_id). */
  id: string;
}

/** A phone number the platform should answer with an assistant (Twilio number imported into Vapi). */
export interface VoicePhoneNumberImport {
  number: string;
  assistantId: string;
  twilioAccountSid: string;
  twilioAuthToken: string;
  name?: string;
}

/** An outbound call the platform should place now (POST /call). */
export interface VoiceOutboundCall {
  /** The platform's assistant id (our assistants.vapi_assistant_id). */
  assistantId: string;
  /** The platform's id of the number to call from (phone_numbers.voice_phone_number_id); null in the sandbox. */
  phoneNumberId: string | null;
  /** The number to call from, E.164 (what the callee sees). */
  from: string;
  /** The number to call, E.164. */
  to: string;
  /** Values of the {{name}} variables in the assistant's first message and prompt. */
  variables: Record<string, string>;
  /**
   * Our reference of the call (a campaign's contact and attempt), at most 40 characters: sent as the call's name
   * and metadata, so that the call can be found again (findOutboundCall) after a crash; the sandbox derives the
   * call's id from it.
   */
  reference?: string | undefined;
}

/** A call the platform holds, as findOutboundCall answers it. */
export interface VoiceCallState {
  id: string;
  status: string;
  endedReason: string | null;
  endedAt: string | null;
}

/** The platform's call: its id (call_logs.call_id once its events arrive) and its status when placed. */
export interface VoiceOutboundCallRef {
  id: string;
  status: string;
}

/** The platform refused or failed: `status` 422 for a refusal of our data, 502 when it is down or broken. */
export class VoiceProviderError extends Error {
  constructor(
    message: string,
    readonly status: 422 | 502,
    /** The platform's own message(s), for the logs (never secrets). */
    readonly detail?: unknown,
  ) {
    super(message);
    this.name = 'VoiceProviderError';
  }
}

export interface VoiceProvider {
  readonly name: VoiceProviderName;
  createAssistant(spec: VoiceAssistantSpec): Promise<VoiceAssistantRef>;
  updateAssistant(id: string, spec: VoiceAssistantSpec): Promise<void>;
  /** Deleting an assistant the platform no longer has is not an error. */
  deleteAssistant(id: string): Promise<void>;
  /** Makes a bought number answer with the assistant; answers the platform's phone-number id (null: not needed). */
  importPhoneNumber(input: VoicePhoneNumberImport): Promise<string | null>;
  deletePhoneNumber(id: string): Promise<void>;
  /**
   * Places an outbound call. The platform reports it through our voice webhook like any call (the sandbox's own
   * simulation: voice/outbound/sandbox-call.ts, run by the caller of this method).
   */
  startOutboundCall(call: VoiceOutboundCall): Promise<VoiceOutboundCallRef>;
  /**
   * The outbound call placed with `reference` (by its id when known, else among the assistant's calls created
   * since `createdSince`), or null when the platform has none: the call was never placed. Not on the sandbox,
   * whose platform state is the call's log (voice/outbound/sandbox-call.ts answers for it).
   */
  findOutboundCall?(query: {
    reference: string;
    id: string | null;
    assistantId: string;
    createdSince: string;
  }): Promise<VoiceCallState | null>;
}

import { randomUUID } from 'node:crypto';
import type { VoiceProvider } from './provider';

/**
 * The default voice platform: nothing leaves this machine. The assistant lives only in our database, under a
 * generated id in the same form as a platform id, so every screen and the stats lookup by id work offline.
 * Test calls and outbound calls are simulated by the sandbox through our own webhook.
 */
/** The sandbox's call id of a referenced call. */
export const sandboxCallIdOf = (reference: string) => `sandbox-call-${reference}`;

export function sandboxVoiceProvider(): VoiceProvider {
  return {
    name: 'sandbox',
    async createAssistant() {
      return { id: `sandbox-${randomUUID()}` };
    },
    async updateAssistant() {},
    async deleteAssistant() {},
    async importPhoneNumber() {
      return null;
    },
    async deletePhoneNumber() {},
    async startOutboundCall(call) {
      // The call is simulated through our own webhook by voice/outbound/sandbox-call.ts under this id; a call with
      // a reference (a campaign's attempt) has an id derived from it, so that after a crash its log is found by it.
      return {
        id: call.reference ? sandboxCallIdOf(call.reference) : `sandbox-call-${randomUUID()}`,
        status: 'queued',
      };
    },
  };
}

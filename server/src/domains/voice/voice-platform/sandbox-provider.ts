import { randomUUID } from 'node:crypto';
import type { VoiceProvider } from './provider';

/**
 * The default voice platform: nothing leaves this machine. The assistant lives only in our database, under a
 * generated id in the same form as a platform id, so every screen and the stats lookup by id work offline.
 * Test calls and outbound calls are simulated by the sandbox through our own webhook.
 */
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
    async startOutboundCall() {
      // The call is simulated through our own webhook by voice/outbound/sandbox-call.ts under this id.
      return { id: `sandbox-call-${randomUUID()}`, status: 'queued' };
    },
  };
}

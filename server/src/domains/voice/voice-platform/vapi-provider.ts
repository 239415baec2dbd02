import { vapiAssistantBody } from './vapi-mapping';
import { VoiceProviderError, type VoiceProvider } from './provider';
import { vapiHttp, vapiIdOf, vapiSegment, type VapiOptions } from './vapi-http';

/**
 * Vapi (https://api.vapi.ai) as our voice platform, over its REST API with the account's private key as the
 * bearer. Plain fetch rather than @vapi-ai/server-sdk: the bodies we send are exactly the DTOs of the published
 * OpenAPI spec (checked against it in server/test/vapi-provider.test.ts), with one timeout and no hidden retries.
 *
 * Errors: Vapi's 400/422 (it refused our data) → VoiceProviderError 422 with Vapi's message; anything else
 * (401/403: a wrong key, 5xx, network, timeout) → 502 VOICE_PLATFORM_UNAVAILABLE.
 */

// Declared with the request helper; exported here too for the importers that know this module.
export { VOICE_PLATFORM_UNAVAILABLE, type VapiOptions } from './vapi-http';

export const OUTBOUND_NUMBER_NOT_CONNECTED =
  'This number is not connected to the voice platform, so it cannot place calls yet.';

export function vapiProvider(options: VapiOptions): VoiceProvider {
  const http = vapiHttp(options, 'The voice platform refused the assistant.');

  return {
    name: 'vapi',
    async createAssistant(spec) {
      return { id: vapiIdOf(await http.json('POST', '/assistant', vapiAssistantBody(spec))) };
    },
    async updateAssistant(id, spec) {
      await http.json('PATCH', `/assistant/${vapiSegment(id)}`, vapiAssistantBody(spec));
    },
    async deleteAssistant(id) {
      await http.json('DELETE', `/assistant/${vapiSegment(id)}`, undefined, true);
    },
    async importPhoneNumber(input) {
      const body = {
        provider: 'twilio',
        number: input.number,
        twilioAccountSid: input.twilioAccountSid,
        twilioAuthToken: input.twilioAuthToken,
        assistantId: input.assistantId,
        ...(input.name ? { name: input.name.slice(0, 40) } : {}),
      };
      return vapiIdOf(await http.json('POST', '/phone-number', body));
    },
    async deletePhoneNumber(id) {
      await http.json('DELETE', `/phone-number/${vapiSegment(id)}`, undefined, true);
    },
    async startOutboundCall(call) {
      if (!call.phoneNumberId) {
        throw new VoiceProviderError(OUTBOUND_NUMBER_NOT_CONNECTED, 422);
      }
      // CreateCallDTO: variableValues fill the assistant's {{name}} templates for this call only.
      const body = {
        assistantId: call.assistantId,
        phoneNumberId: call.phoneNumberId,
        customer: { number: call.to },
        ...(Object.keys(call.variables).length > 0
          ? { assistantOverrides: { variableValues: call.variables } }
          : {}),
      };
      const reply = await http.json('POST', '/call', body);
      const status = (reply as { status?: unknown } | null)?.status;
      return { id: vapiIdOf(reply), status: typeof status === 'string' ? status : 'queued' };
    },
  };
}

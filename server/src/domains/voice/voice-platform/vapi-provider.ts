import { vapiAssistantBody } from './vapi-mapping';
import { VoiceProviderError, type VoiceProvider } from './provider';
import { VAPI_NOT_FOUND, vapiHttp, vapiIdOf, vapiSegment, type VapiOptions } from './vapi-http';

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
      // CreateCallDTO: variableValues fill the assistant's {{name}} templates for this call only; the reference is
      // the call's name (what GET /call shows, to find it again) and in its metadata (the webhooks carry it).
      const variables = Object.keys(call.variables).length > 0 ? call.variables : null;
      const overrides = {
        ...(variables ? { variableValues: variables } : {}),
        ...(call.reference ? { metadata: { campaign_call_ref: call.reference } } : {}),
      };
      const body = {
        assistantId: call.assistantId,
        phoneNumberId: call.phoneNumberId,
        customer: { number: call.to },
        ...(call.reference ? { name: call.reference.slice(0, 40) } : {}),
        ...(Object.keys(overrides).length > 0 ? { assistantOverrides: overrides } : {}),
      };
      const reply = await http.json('POST', '/call', body);
      const status = (reply as { status?: unknown } | null)?.status;
      return { id: vapiIdOf(reply), status: typeof status === 'string' ? status : 'queued' };
    },
    async findOutboundCall(query) {
      // GET /call/{id} when the id was kept, else GET /call?assistantId&createdAtGe (a bare array) by name.
      const calls: unknown[] = [];
      if (query.id) {
        const found = await http.json('GET', `/call/${vapiSegment(query.id)}`, undefined, true);
        if (found !== VAPI_NOT_FOUND) calls.push(found);
      } else {
        const params = new URLSearchParams({
          assistantId: query.assistantId,
          createdAtGe: query.createdSince,
          limit: '1000',
        });
        const listed = await http.json('GET', `/call?${params.toString()}`);
        if (Array.isArray(listed)) calls.push(...listed);
      }
      for (const item of calls) {
        const call = (item ?? {}) as Record<string, unknown>;
        if (!query.id && call.name !== query.reference.slice(0, 40)) continue;
        return {
          id: vapiIdOf(call),
          status: typeof call.status === 'string' ? call.status : 'queued',
          endedReason: typeof call.endedReason === 'string' ? call.endedReason : null,
          endedAt: typeof call.endedAt === 'string' ? call.endedAt : null,
        };
      }
      return null;
    },
  };
}

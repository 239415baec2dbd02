import type { FastifyInstance } from 'fastify';
import type { VoiceConfiguration } from '@voice/contracts';
import { depsOf, recordChange } from '../../platform';
import type { YupTypeProvider } from '../../../lib/route-schema';
import { currentUser } from '../../../plugins/auth';
import { voiceSettingsSchemas } from './schemas';
import {
  readVoiceConfiguration,
  removeVoiceConfiguration,
  saveVoiceConfiguration,
  VOICE_CONFIGURATION_REMOVED,
  VOICE_CONFIGURATION_SAVED,
} from './service';

const VOICE_TARGET = { type: 'voice-settings', label: 'Voice and telephony keys' };

/** The keys as the audit log keeps them: the secrets' masked forms are masked again there (never stored). */
function auditedKeys(view: VoiceConfiguration): Record<string, unknown> {
  if (view.scope !== 'reseller') return {};
  const { scope: _scope, updated_at: _updated, ...keys } = view;
  return keys;
}

/**
 * /admin/voice-configuration: a reseller admin's own Vapi, Twilio and ElevenLabs keys (used instead of the
 * platform's for its tenant: voice/provider-for-tenant.ts, telephony/provider-for-tenant.ts, voices); platform
 * admins read which providers the platform uses.
 */
export async function voiceSettingsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<YupTypeProvider>();
  api.get(
    '/api/admin/voice-configuration',
    { config: { access: 'voice-settings.read' }, schema: voiceSettingsSchemas.read },
    async (request) => {
      const data = await readVoiceConfiguration(depsOf(app), currentUser(request));
      return { success: true, data };
    },
  );

  api.put(
    '/api/admin/voice-configuration',
    { config: { access: 'voice-settings.edit' }, schema: voiceSettingsSchemas.save },
    async (request) => {
      const user = currentUser(request);
      const before = await readVoiceConfiguration(depsOf(app), user);
      const data = await saveVoiceConfiguration(depsOf(app), user, request.body);
      await recordChange(app.db, request, {
        action: 'voice-settings.update',
        resellerId: user.reseller_id,
        target: { ...VOICE_TARGET, id: user.reseller_id },
        before: auditedKeys(before),
        after: auditedKeys(data),
        always: true,
      });
      request.log.info({ reseller: user.reseller_id }, 'voice configuration saved');
      return { success: true, message: VOICE_CONFIGURATION_SAVED, data };
    },
  );

  api.delete(
    '/api/admin/voice-configuration',
    { config: { access: 'voice-settings.edit' }, schema: voiceSettingsSchemas.remove },
    async (request) => {
      const user = currentUser(request);
      const before = await readVoiceConfiguration(depsOf(app), user);
      const data = await removeVoiceConfiguration(depsOf(app), user);
      await recordChange(app.db, request, {
        action: 'voice-settings.delete',
        resellerId: user.reseller_id,
        target: { ...VOICE_TARGET, id: user.reseller_id },
        before: auditedKeys(before),
        after: auditedKeys(data),
        always: true,
      });
      request.log.info({ reseller: user.reseller_id }, 'voice configuration removed');
      return { success: true, message: VOICE_CONFIGURATION_REMOVED, data };
    },
  );
}

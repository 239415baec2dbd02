import type { FastifyInstance } from 'fastify';
import { CampaignDialler } from './dialler';

declare module 'fastify' {
  interface FastifyInstance {
    /** The campaigns' dialling engine: kick() looks for due contacts now (a no-op when it is off). */
    campaignDialler: { kick(): void };
  }
}

/**
 * The dialling engine of this process (dialler.ts): started when the app is ready, stopped on close (after its
 * dials and sandbox calls in progress), off when config.campaigns.diallerEnabled is false (tests start their own).
 */
export async function campaignDialler(app: FastifyInstance): Promise<void> {
  const dialler = app.config.campaigns.diallerEnabled ? diallerOf(app) : null;
  app.decorate('campaignDialler', { kick: () => dialler?.kick() });
  if (!dialler) return;
  app.addHook('onReady', () => {
    dialler.start();
  });
  app.addHook('onClose', () => dialler.stop());
}

/** A dialler on this app's database, platform and own webhook (Fastify's inject for the sandbox's messages). */
export function diallerOf(app: FastifyInstance, workerId?: string): CampaignDialler {
  return new CampaignDialler({
    db: app.db,
    config: app.config,
    voice: app.voice,
    log: app.log.child({ module: 'campaign-dialler' }),
    deliverVoiceWebhook: async (url, payload, headers) =>
      (await app.inject({ method: 'POST', url, payload, headers })).statusCode,
    ...(workerId ? { workerId } : {}),
  });
}

// Not encapsulated (what fastify-plugin does): the decoration and the hooks belong to the root instance.
(campaignDialler as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;

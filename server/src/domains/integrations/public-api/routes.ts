import type { FastifyInstance } from 'fastify';
import { PublicOpenApiReply } from '@voice/contracts/replies';
import { sendHtmlPage } from '../../../lib/html-page';
import { tenantBaseUrl } from '../../../lib/site-url';
import type { Tenant } from '../../../plugins/tenant';
import { publicAssistantRoutes } from './assistant-routes';
import { publicBookingRoutes } from './booking-routes';
import { publicCallRoutes } from './call-routes';
import { documentCache, V1_PREFIX } from './document';
import { NOT_FOUND_MESSAGE, publicApiError, toPublicApiError } from './errors';
import { publicPhoneNumberRoutes } from './phone-number-routes';
import { REFERENCE_CSP, referencePage } from './reference-page';
import { TAGS } from './schemas';
import { restHookRoutes } from '../webhooks/rest-hook-routes';
import { publicUsageRoutes } from './usage-routes';

/**
 * The versioned public API, /api/v1: a stable facade over the domains' own functions (the same access model and
 * data scope as the app), reachable with API keys of the right scope (each route's apiKeyScope) or a session; its
 * errors in one shape (errors.ts), its lists by cursor (cursor.ts), its creates idempotent (idempotency.ts), and
 * its own OpenAPI document and browsable reference made from the route schemas (document.ts).
 */
export async function publicApiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(
    async (v1) => {
      // Every error of these routes (their hooks' too: 401, 403, 429) in the one shape; the app's keep theirs.
      v1.setErrorHandler((error, request, reply) => {
        const { status, body } = toPublicApiError(error);
        if (status >= 500) request.log.error({ err: error }, 'public api request failed');
        return reply.code(status).send(body);
      });
      v1.setNotFoundHandler((_request, reply) =>
        reply.code(404).send(publicApiError(404, NOT_FOUND_MESSAGE)),
      );
      await v1.register(publicAssistantRoutes);
      await v1.register(publicPhoneNumberRoutes);
      await v1.register(publicCallRoutes);
      await v1.register(publicUsageRoutes);
      await v1.register(publicBookingRoutes);
      await v1.register(restHookRoutes);

      const documentFor = documentCache(
        () => app.swagger(),
        (method, url) =>
          app.routeAccess.find((route) => route.method === method && route.url === url)
            ?.apiKeyScope ?? null,
      );
      const siteOf = (request: Parameters<typeof tenantBaseUrl>[1]) =>
        tenantBaseUrl(app.config, request);
      const documentOf = async (tenant: Tenant) =>
        documentFor(siteOf(tenant), (await app.emailBranding(tenant.reseller?.id ?? null)).appName);
      v1.get(
        '/openapi.json',
        {
          config: { access: 'public' },
          schema: {
            summary: 'The OpenAPI document',
            tags: [TAGS.reference],
            response: { 200: PublicOpenApiReply },
          },
        },
        async (request) => documentOf(request.tenant),
      );
      v1.get(
        '/docs',
        {
          config: { access: 'public' },
          schema: { summary: 'The API reference', tags: [TAGS.reference] },
        },
        async (request, reply) =>
          sendHtmlPage(reply, 200, REFERENCE_CSP, referencePage(await documentOf(request.tenant))),
      );
    },
    { prefix: V1_PREFIX },
  );
}

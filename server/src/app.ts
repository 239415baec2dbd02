import Fastify, {
  type FastifyInstance,
  type FastifyServerOptions,
  type LogController,
} from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config';
import { requestSerializer } from './lib/log-redaction';
import { OneLineRequestLog } from './lib/request-log';
import type { Redis } from 'ioredis';
import { MemoryBus, type MessageBus } from './lib/shared-state/bus';
import { connectRedis } from './lib/shared-state/redis';
import { openDatabase, type Database, type Dialect } from './db/database';
import type { DB } from './db/schema';
import {
  assistantRoutes,
  assistantTemplateRoutes,
  assignmentRoutes,
  bookingRoutes,
  telephonyPlugin,
  telephonyRoutes,
  voiceSettingsRoutes,
  voicesRoutes,
  testChatRoutes,
  voicePlugin,
  transferRoutes,
  doNotCallRoutes,
  outboundCallRoutes,
  customToolRoutes,
  campaignRoutes,
  campaignDialler,
  knowledgeBase,
} from './domains/voice';
import { callRoutes, callLogRoutes, webhookForwarding, webhookInboxRoutes } from './domains/calls';
import {
  auditPlugin,
  auditRoutes,
  contactRoutes,
  demoRequestRoutes,
  emailQueuePlugin,
  emailRoutes,
  healthRoutes,
  uploadsPlugin,
  uploadRoutes,
  remoteReleasesPlugin,
  remoteReleaseRoutes,
  type UploadStorage,
} from './domains/platform';
import {
  authRoutes,
  adminUserRoutes,
  findSessionAccount,
  touchToken,
  loginAsRoutes,
  passwordResetRoutes,
  userRoutes,
  profileRoutes,
} from './domains/identity';
import {
  customSubscriptionRoutes,
  sandboxClockRoutes,
  usageReportRoutes,
  accountEmailsPlugin,
  packageRoutes,
  adminPackageRoutes,
  paymentSettingsRoutes,
  paymentsPlugin,
  paymentRoutes,
  resellerRegistrationRoutes,
  subscriptionRoutes,
  transactionRoutes,
  resellerBillingRoutes,
} from './domains/billing';
import { dashboardRoutes, resellerRoutes } from './domains/consoles';
import { apiKeyRoutes, apiKeyStore, eventWebhooks, publicApiRoutes } from './domains/integrations';
import {
  loadEmailBranding,
  customDomainDnsPlugin,
  customDomainRoutes,
  findResellerByCustomHost,
  findResellerBySubdomain,
  featureRoutes,
  legalPageRoutes,
  settingsRoutes,
  siteContentRoutes,
} from './domains/tenancy';
import { accessPlugin } from './plugins/access';
import { apiKeysPlugin, authPlugin } from './plugins/auth';
import { errorsPlugin, frameworkErrors } from './plugins/errors';
import { notFoundPlugin } from './plugins/not-found';
import { openapiPlugin } from './plugins/openapi';
import { publicContentPlugin } from './plugins/public-content';
import { sessionsPlugin } from './plugins/sessions';
import { serverRenderPlugin } from './plugins/server-render';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityPlugin } from './plugins/security';
import { staticPlugin } from './plugins/static';
import { tenantPlugin } from './plugins/tenant';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Kysely<DB>;
    dialect: Dialect;
    /** Messages to every instance of the deployment (cache invalidation): lib/shared-state/bus.ts. */
    bus: MessageBus;
    /** REDIS_URL's connection (shared counters, rate limits, locks), else null: lib/shared-state/redis.ts. */
    redis: Redis | null;
    /** Uploaded images: this instance's disk or a shared S3-compatible bucket (platform/uploads/plugin.ts). */
    uploads: UploadStorage;
  }
}

export interface BuildOptions {
  /** An open (and migrated) database; when absent, one is opened from the config and closed with the app. */
  database?: Database;
  /** Fastify logger: JSON logs at config.logLevel by default; tests pass false. */
  logger?: FastifyServerOptions['logger'];
  /** Where the default logger writes (stdout when absent): tests read its lines. */
  logStream?: { write(line: string): void };
  /** Which request lines are written: one per request by default (lib/request-log.ts). */
  logController?: LogController;
}

/** The whole server: API, static builds, /remotes.json and the SPA fallback. */
export async function buildApp(
  config: AppConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      serializers: { req: requestSerializer },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    logController: options.logController ?? new OneLineRequestLog(),
    // A number of hops becomes a function (fastify's types take hops only that way).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors,
  });

  // First: an unreachable Redis stops the start before anything else is opened.
  const shared = config.redis.url
    ? await connectRedis(config.redis.url, config.redis.keyPrefix, app.log)
    : null;
  const database = options.database ?? (await openDatabase(config));
  if (!options.database) app.addHook('onClose', () => database.destroy());
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dialect', database.dialect);
  const bus: MessageBus = shared?.bus ?? new MemoryBus();
  app.decorate('bus', bus);
  app.decorate('redis', shared?.client ?? null);
  // The mailer (platform) brands each email with its tenant's settings (tenancy), given to it from here.
  app.decorate('emailBranding', (resellerId: number | null) => loadEmailBranding(app, resellerId));
  // Ready once every subscription is in place in Redis (a message published after that reaches this instance).
  if (shared) app.addHook('onReady', () => shared.bus.subscribed());
  app.addHook('onClose', () => (shared ? shared.close() : bus.close()));

  // Cross-cutting plugins are applied to the root instance (no encapsulation): every route sees them.
  errorsPlugin(app);
  await securityPlugin(app);
  await rateLimitPlugin(app);
  tenantPlugin(app, findResellerBySubdomain, findResellerByCustomHost);
  authPlugin(app);
  sessionsPlugin(app, { find: findSessionAccount, touch: touchToken });
  apiKeysPlugin(app, apiKeyStore(database.db));
  auditPlugin(app);
  publicContentPlugin(app);
  serverRenderPlugin(app);
  // Before any route: every route declares config.access, a route without one is refused (plugins/access.ts).
  accessPlugin(app);
  paymentsPlugin(app);
  voicePlugin(app);
  telephonyPlugin(app);
  await uploadsPlugin(app);
  // /remotes.json and the server-rendered pages choose each remote's version from the registry (before staticPlugin).
  remoteReleasesPlugin(app);
  customDomainDnsPlugin(app);

  // Before the routes: yup input schemas and the OpenAPI document see every route.
  await openapiPlugin(app);

  await app.register(healthRoutes);
  await app.register(settingsRoutes);
  await app.register(customDomainRoutes);
  await app.register(siteContentRoutes);
  await app.register(legalPageRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(profileRoutes);
  await app.register(resellerRoutes);
  await app.register(dashboardRoutes);
  await app.register(usageReportRoutes);
  await app.register(packageRoutes);
  await app.register(subscriptionRoutes);
  await app.register(transactionRoutes);
  await app.register(assistantRoutes);
  await app.register(assistantTemplateRoutes);
  await app.register(assignmentRoutes);
  await app.register(testChatRoutes);
  await app.register(knowledgeBase);
  await app.register(bookingRoutes);
  await app.register(transferRoutes);
  await app.register(doNotCallRoutes);
  await app.register(outboundCallRoutes);
  await app.register(customToolRoutes);
  await app.register(campaignDialler);
  await app.register(campaignRoutes);
  await app.register(emailQueuePlugin);
  await app.register(emailRoutes);
  await app.register(accountEmailsPlugin);
  await app.register(passwordResetRoutes);
  await app.register(loginAsRoutes);
  await app.register(contactRoutes);
  await app.register(demoRequestRoutes);
  await app.register(featureRoutes);
  await app.register(paymentRoutes);
  await app.register(callRoutes);
  await app.register(callLogRoutes);
  await app.register(webhookForwarding);
  await app.register(webhookInboxRoutes);
  await app.register(paymentSettingsRoutes);
  await app.register(voiceSettingsRoutes);
  await app.register(telephonyRoutes);
  await app.register(voicesRoutes);
  await app.register(adminPackageRoutes);
  await app.register(resellerRegistrationRoutes);
  await app.register(uploadRoutes);
  await app.register(customSubscriptionRoutes);
  await app.register(adminUserRoutes);
  await app.register(sandboxClockRoutes);
  await app.register(resellerBillingRoutes);
  await app.register(auditRoutes);
  await app.register(apiKeyRoutes);
  await app.register(eventWebhooks);
  await app.register(publicApiRoutes);
  await app.register(remoteReleaseRoutes);

  await staticPlugin(app);
  notFoundPlugin(app);
  return app;
}

import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  readWebhookSecret,
  voiceServerTargetFor,
  webhookSecretFor,
} from '../src/domains/voice/voice-platform/webhook-credential';
import { insertReseller } from './helpers/fixtures';
import { createTestContext, databases } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

describe.each(databases)("assistants' voice webhook credential on %s", (dialect) => {
  let alpha: number;
  let beta: number;

  const ctx = useTestContext(() => createTestContext(dialect));
  beforeAll(async () => {
    alpha = await insertReseller(ctx.db, { subdomain: 'alpha' });
    beta = await insertReseller(ctx.db, { subdomain: 'beta' });
  });

  it('makes one secret per tenant, even when asked for it several times at once', async () => {
    expect(await readWebhookSecret(ctx.db, ctx.config, alpha)).toBeNull();
    const secrets = await Promise.all(
      Array.from({ length: 5 }, () => webhookSecretFor(ctx.db, ctx.config, alpha)),
    );
    expect(new Set(secrets).size).toBe(1);
    expect(await readWebhookSecret(ctx.db, ctx.config, alpha)).toBe(secrets[0]);
    const rows = await ctx.db
      .selectFrom('voice_webhook_credentials')
      .selectAll()
      .where('tenant_key', '=', `reseller:${alpha}`)
      .execute();
    expect(rows).toHaveLength(1);
    // Sealed at rest.
    expect(rows[0]?.secret_encrypted).not.toContain(secrets[0] as string);
  });

  it('keeps tenants apart and points the platform at our webhook', async () => {
    const platform = await voiceServerTargetFor(ctx.app, null);
    const other = await voiceServerTargetFor(ctx.app, beta);
    const mine = await webhookSecretFor(ctx.db, ctx.config, alpha);
    expect(platform.url).toBe(`${ctx.config.appUrl}/api/webhooks/vapi`);
    expect(new Set([platform.secret, other.secret, mine]).size).toBe(3);
    expect((await voiceServerTargetFor(ctx.app, null)).secret).toBe(platform.secret);
  });
});

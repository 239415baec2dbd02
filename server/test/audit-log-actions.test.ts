import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Selectable } from 'kysely';
import type { AuditLogTable } from '../src/db/schema';
import { MASK } from '../src/domains/platform/audit/record';
import { issueLoginAsToken } from '../src/domains/identity/login-as/service';
import { insertPlan } from './helpers/billing';
import { insertReseller, insertUser, login, tokenIdOf, type UserFixture } from './helpers/fixtures';
import { createTestContext, databases, request, testConfig } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';
import {
  ALPHA_STRIPE_KEYS,
  ALPHA_VOICE_KEYS,
  PLAN_FORM,
  RESELLER_PACKAGE_FORM,
} from './helpers/admin-forms';

/**
 * The audit entries of the administrative actions (plans, reseller packages, Stripe keys, voice
 * keys, custom subscriptions, assistant templates): actor, impersonator, tenant, target, masked before/after, IP.
 */

const PLAN = { ...PLAN_FORM, features: ['2 voice agents'], is_popular: false };

const MAIN = 'localhost';
const ALPHA = 'alpha.localhost';

/** An audit_log row as the tests read it (its changes with their before and after). */
type Entry = Omit<Selectable<AuditLogTable>, 'changes'> & {
  changes: { before?: Record<string, unknown>; after?: Record<string, unknown> } & Record<
    string,
    unknown
  >;
};

describe.each(databases)('audit entries of administrative actions on %s', (dialect) => {
  let alpha: number;
  let admin: UserFixture;
  let alphaAdmin: UserFixture;
  let alphaUser: UserFixture;
  const tokens = { admin: '', alpha: '' };

  const ctx = useTestContext(() =>
    createTestContext(dialect, {
      config: {
        appUrl: 'http://localhost:3000',
        dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'voice-audit-')),
        secretsEncryptionKey: randomBytes(32).toString('base64'),
        payments: { ...testConfig().payments, provider: 'sandbox' },
      },
    }),
  );
  beforeAll(async () => {
    alpha = await insertReseller(ctx.db, { subdomain: 'alpha', org_name: 'Alpha Org' });
    admin = await insertUser(ctx.db, { role: 'admin' });
    alphaAdmin = await insertUser(ctx.db, { role: 'reseller_admin', reseller_id: alpha });
    alphaUser = await insertUser(ctx.db, { role: 'user', reseller_id: alpha, name: 'Ann Alpha' });
    tokens.admin = await login(ctx.app, admin, MAIN);
    tokens.alpha = await login(ctx.app, alphaAdmin, ALPHA);
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string,
    host: string,
    payload?: object,
  ) =>
    request(ctx.app, {
      method,
      url,
      token,
      host,
      headers: { 'user-agent': 'audit-test/1.0' },
      ...(payload ? { payload } : {}),
    });
  const asAlpha = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    call(method, url, tokens.alpha, ALPHA, payload);
  const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    call(method, url, tokens.admin, MAIN, payload);

  /** The entries recorded since `afterId`, oldest first. */
  async function entriesAfter(afterId: number): Promise<Entry[]> {
    const rows = await ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('id', '>', afterId)
      .orderBy('id', 'asc')
      .execute();
    return rows.map((row) => ({ ...row, id: Number(row.id) }) as unknown as Entry);
  }
  async function lastId(): Promise<number> {
    const row = await ctx.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    return Number(row?.id ?? 0);
  }

  const byAlphaAdmin = () => ({
    actor_id: alphaAdmin.id,
    actor_email: alphaAdmin.email,
    actor_role: 'reseller_admin',
    impersonator_id: null,
    impersonator_email: null,
    reseller_id: alpha,
    ip: '127.0.0.1',
    user_agent: 'audit-test/1.0',
  });

  it("records a plan's create, update, retire, activate and delete in its tenant", async () => {
    const start = await lastId();
    const created = await asAlpha('POST', '/api/admin/packages', PLAN);
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    expect(
      (await asAlpha('PUT', `/api/admin/packages/${id}`, { ...PLAN, price: 59 })).statusCode,
    ).toBe(200);
    // Saved again unchanged: nothing to record.
    expect(
      (await asAlpha('PUT', `/api/admin/packages/${id}`, { ...PLAN, price: 59 })).statusCode,
    ).toBe(200);
    expect((await asAlpha('POST', `/api/admin/packages/${id}/retire`)).statusCode).toBe(200);
    expect((await asAlpha('POST', `/api/admin/packages/${id}/activate`)).statusCode).toBe(200);
    expect((await asAlpha('DELETE', `/api/admin/packages/${id}`)).statusCode).toBe(200);

    const entries = await entriesAfter(start);
    expect(entries.map((e) => e.action)).toEqual([
      'package.create',
      'package.update',
      'package.retire',
      'package.activate',
      'package.delete',
    ]);
    const target = { target_type: 'package', target_id: String(id), target_label: 'Alpha Pro' };
    for (const entry of entries) expect(entry).toMatchObject({ ...byAlphaAdmin(), ...target });
    expect(entries[0]?.changes.after).toMatchObject({ name: 'Alpha Pro', price: 49 });
    expect(entries[1]?.changes).toEqual({ before: { price: 49 }, after: { price: 59 } });
    expect(entries[2]?.changes).toEqual({
      before: { is_active: true },
      after: { is_active: false },
    });
    expect(entries[4]?.changes.before).toMatchObject({ name: 'Alpha Pro', price: 59 });
  });

  it("records a platform admin's platform plan with no tenant", async () => {
    const start = await lastId();
    const res = await asAdmin('POST', '/api/admin/packages', { ...PLAN, name: 'Platform Max' });
    expect(res.statusCode).toBe(201);
    const [entry] = await entriesAfter(start);
    expect(entry).toMatchObject({
      action: 'package.create',
      actor_email: admin.email,
      actor_role: 'admin',
      reseller_id: null,
      target_label: 'Platform Max',
    });
  });

  it('records reseller package changes of the platform', async () => {
    const start = await lastId();
    const created = await asAdmin(
      'POST',
      '/api/super-admin/reseller-packages',
      RESELLER_PACKAGE_FORM,
    );
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    const updated = await asAdmin('PUT', `/api/super-admin/reseller-packages/${id}`, {
      ...RESELLER_PACKAGE_FORM,
      price: 449,
    });
    expect(updated.statusCode).toBe(200);
    expect(
      (await asAdmin('POST', `/api/super-admin/reseller-packages/${id}/retire`)).statusCode,
    ).toBe(200);
    const entries = await entriesAfter(start);
    expect(entries.map((e) => [e.action, e.target_type, e.target_label, e.reseller_id])).toEqual([
      ['package.create', 'reseller-package', 'Reseller Scale', null],
      ['package.update', 'reseller-package', 'Reseller Scale', null],
      ['package.retire', 'reseller-package', 'Reseller Scale', null],
    ]);
    expect(entries[1]?.changes).toEqual({ before: { price: 399 }, after: { price: 449 } });
  });

  it('records Stripe keys saved and removed, secrets masked', async () => {
    const start = await lastId();
    const saved = await asAlpha('PUT', '/api/admin/stripe-configuration', ALPHA_STRIPE_KEYS);
    expect(saved.statusCode).toBe(200);
    const removed = await asAlpha('DELETE', '/api/admin/stripe-configuration');
    expect(removed.statusCode).toBe(200);
    const entries = await entriesAfter(start);
    expect(entries.map((e) => e.action)).toEqual([
      'payment-settings.update',
      'payment-settings.delete',
    ]);
    for (const entry of entries) {
      expect(entry).toMatchObject({ ...byAlphaAdmin(), target_type: 'payment-settings' });
      const text = JSON.stringify(entry);
      // Not the secrets, not even their visible tails.
      expect(text).not.toContain(ALPHA_STRIPE_KEYS.secret_key);
      expect(text).not.toContain(ALPHA_STRIPE_KEYS.webhook_secret);
      expect(text).not.toContain('AbCd');
      expect(text).not.toContain('WxYz');
    }
    expect(entries[0]?.changes).toEqual({
      before: {
        publishable_key: null,
        secret_key_masked: null,
        webhook_secret_masked: null,
        configured: false,
      },
      after: {
        publishable_key: ALPHA_STRIPE_KEYS.publishable_key,
        secret_key_masked: MASK,
        webhook_secret_masked: MASK,
        configured: true,
      },
    });
    expect(entries[1]?.changes.before).toMatchObject({ secret_key_masked: MASK, configured: true });
    expect(entries[1]?.changes.after).toMatchObject({ secret_key_masked: null, configured: false });
  });

  it('records voice and telephony keys saved and removed, secrets masked', async () => {
    const start = await lastId();
    expect(
      (await asAlpha('PUT', '/api/admin/voice-configuration', ALPHA_VOICE_KEYS)).statusCode,
    ).toBe(200);
    expect((await asAlpha('DELETE', '/api/admin/voice-configuration')).statusCode).toBe(200);
    const entries = await entriesAfter(start);
    expect(entries.map((e) => e.action)).toEqual([
      'voice-settings.update',
      'voice-settings.delete',
    ]);
    for (const entry of entries) {
      expect(entry).toMatchObject({ ...byAlphaAdmin(), target_type: 'voice-settings' });
      const text = JSON.stringify(entry);
      for (const secret of [
        ALPHA_VOICE_KEYS.vapi_api_key,
        ALPHA_VOICE_KEYS.twilio_auth_token,
        ALPHA_VOICE_KEYS.elevenlabs_api_key,
      ]) {
        expect(text).not.toContain(secret);
        expect(text).not.toContain(secret.slice(-4));
      }
    }
    expect(entries[0]?.changes.after).toMatchObject({
      vapi_api_key_masked: MASK,
      twilio_account_sid: ALPHA_VOICE_KEYS.twilio_account_sid,
      twilio_auth_token_masked: MASK,
      elevenlabs_api_key_masked: MASK,
      uses_own_vapi: true,
    });
  });

  it('records custom subscriptions created, resent and activated, without the payment link', async () => {
    const plan = await insertPlan(ctx.db, { name: 'Alpha Gold', price: 10, reseller_id: alpha });
    const start = await lastId();
    const created = await asAlpha('POST', '/api/admin/subscriptions/custom/create', {
      user_id: alphaUser.id,
      package_id: plan,
      billing_interval: 'monthly',
      duration_months: 12,
      custom_amount: 49.5,
    });
    expect(created.statusCode).toBe(201);
    const subscriptionId = created.json().data.subscription.id as number;
    const firstLink = created.json().data.payment_link as string;
    const resent = await asAlpha('POST', '/api/admin/subscriptions/custom/resend-payment-link', {
      subscription_id: subscriptionId,
    });
    expect(resent.statusCode).toBe(200);
    const activated = await asAlpha('POST', '/api/admin/subscriptions/custom/activate', {
      subscription_id: subscriptionId,
    });
    expect(activated.statusCode).toBe(200);

    const entries = await entriesAfter(start);
    expect(entries.map((e) => e.action)).toEqual([
      'custom-subscription.create',
      'custom-subscription.resend',
      'custom-subscription.activate',
    ]);
    for (const entry of entries) {
      expect(entry).toMatchObject({
        ...byAlphaAdmin(),
        target_type: 'subscription',
        target_id: String(subscriptionId),
        target_label: `${alphaUser.email} · Alpha Gold`,
      });
      const text = JSON.stringify(entry);
      expect(text).not.toContain(new URL(firstLink).pathname.split('/').pop() as string);
      expect(text).not.toContain(
        new URL(resent.json().data.payment_link as string).pathname.split('/').pop() as string,
      );
    }
    expect(entries[0]?.changes.after).toMatchObject({ custom_amount: 49.5, status: 'pending' });
    expect(entries[2]?.changes).toEqual({
      before: { status: 'pending' },
      after: { status: 'active' },
    });
  });

  it('records an assistant template save with what changed', async () => {
    const start = await lastId();
    const template = {
      system_prompt: 'You answer for {{company_name}}.',
      first_message: 'Hi, {{company_name}} here.',
      end_call_message: 'Bye.',
    };
    expect((await asAlpha('PUT', '/api/admin/assistant-templates', template)).statusCode).toBe(200);
    const next = { ...template, end_call_message: 'Goodbye.' };
    expect((await asAlpha('PUT', '/api/admin/assistant-templates', next)).statusCode).toBe(200);
    const entries = await entriesAfter(start);
    expect(entries.map((e) => e.action)).toEqual(['template.update', 'template.update']);
    expect(entries[0]).toMatchObject({
      ...byAlphaAdmin(),
      target_type: 'assistant-template',
      target_id: `reseller:${alpha}`,
    });
    expect(entries[0]?.changes.after).toMatchObject(template);
    expect(entries[1]?.changes).toEqual({
      before: { end_call_message: 'Bye.' },
      after: { end_call_message: 'Goodbye.' },
    });
  });

  it('records an action taken through login-as with both identities, once', async () => {
    const parentTokenId = await tokenIdOf(ctx.db, await login(ctx.app, admin));
    const oneTime = await issueLoginAsToken({ db: ctx.db }, alphaAdmin.id, admin.id, {
      impersonatorId: admin.id,
      parentTokenId,
    });
    const session = await request(ctx.app, {
      method: 'POST',
      url: '/api/validate-login-as-token',
      host: ALPHA,
      payload: { token: oneTime },
    });
    expect(session.statusCode).toBe(200);
    const token = session.json().token as string;
    const start = await lastId();
    const res = await call('PUT', '/api/admin/assistant-templates', token, ALPHA, {
      system_prompt: 'Impersonated prompt for {{company_name}}.',
      first_message: 'Hello.',
      end_call_message: 'Bye.',
    });
    expect(res.statusCode).toBe(200);
    const entries = await entriesAfter(start);
    // The route's own entry only: no second 'impersonation.write' for the same request.
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'template.update',
      actor_id: alphaAdmin.id,
      actor_email: alphaAdmin.email,
      impersonator_id: admin.id,
      impersonator_email: admin.email,
      reseller_id: alpha,
      ip: '127.0.0.1',
    });
    // The tenant's log shows it with both identities.
    const log = await asAlpha('GET', '/api/admin/audit-log?action=template.update&per_page=1');
    expect(log.json().data[0]).toMatchObject({
      actor_email: alphaAdmin.email,
      impersonator_email: admin.email,
    });
  });

  it('offers no way to change or remove an entry (append-only)', async () => {
    const writes = ctx.app.routeAccess.filter(
      (route) => route.url.includes('audit') && route.method !== 'GET' && route.method !== 'HEAD',
    );
    expect(writes).toEqual([]);
    const count = await lastId();
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await asAdmin(method, '/api/super-admin/audit-log', {});
      expect(res.statusCode).toBe(404);
    }
    expect(await lastId()).toBe(count);
  });
});

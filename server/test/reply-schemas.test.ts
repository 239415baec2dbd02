import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import * as contractReplies from '@voice/contracts/replies';
import { isDocumented } from '../src/plugins/openapi';
import { createTestContext, type TestContext } from './helpers/test-app';

/**
 * Every reply shape is declared once, in @voice/contracts/replies (the JSON schema and, derived from it, the type
 * the browser code reads). A route whose success reply schema is written on the server instead is listed here.
 */
const HAND_WRITTEN: string[] = [
  'DELETE /api/admin/stripe-configuration 200',
  'DELETE /api/admin/voice-configuration 200',
  'DELETE /api/assistants/:id 200',
  'GET /api/admin/assistant-templates 200',
  'GET /api/admin/call-logs 200',
  'GET /api/admin/call-logs/:callId 200',
  'GET /api/admin/call-logs/export 200',
  'GET /api/admin/dashboard/stats 200',
  'GET /api/admin/features 200',
  'GET /api/admin/packages 200',
  'GET /api/admin/stripe-configuration 200',
  'GET /api/admin/subscriptions 200',
  'GET /api/admin/subscriptions/custom 200',
  'GET /api/admin/subscriptions/packages 200',
  'GET /api/admin/system-settings 200',
  'GET /api/admin/usage-overview 200',
  'GET /api/admin/users 200',
  'GET /api/admin/users/for-assignment 200',
  'GET /api/admin/voice-configuration 200',
  'GET /api/assistant-templates 200',
  'GET /api/assistants 200',
  'GET /api/assistants/:id 200',
  'GET /api/call-logs 200',
  'GET /api/call-logs/:callId 200',
  'GET /api/call-logs/export 200',
  'GET /api/check-impersonation 200',
  'GET /api/dashboard/stats 200',
  'GET /api/features 200',
  'GET /api/public-settings 200',
  'GET /api/reseller-billing 200',
  'GET /api/reseller-packages 200',
  'GET /api/reseller-registrations/:reference 200',
  'GET /api/sandbox/recordings/:file 200',
  'GET /api/subscriptions/current 200',
  'GET /api/subscriptions/packages 200',
  'GET /api/subscriptions/upgrade-preview 200',
  'GET /api/subscriptions/usage 200',
  'GET /api/super-admin/assistants/users-for-assignment 200',
  'GET /api/super-admin/overview 200',
  'GET /api/super-admin/reseller-packages 200',
  'GET /api/super-admin/reseller-subscriptions 200',
  'GET /api/super-admin/reseller-transactions 200',
  'GET /api/super-admin/resellers 200',
  'GET /api/super-admin/resellers/:id 200',
  'GET /api/super-admin/two-factor-policy 200',
  'GET /api/super-admin/usage-reports 200',
  'GET /api/super-admin/usage-reports.csv 200',
  'GET /api/transactions 200',
  'GET /api/transactions/:id 200',
  'GET /api/twilio/available-numbers 200',
  'GET /api/two-factor 200',
  'GET /api/user 200',
  'GET /api/users-for-switch 200',
  'GET /api/voices 200',
  'GET /api/webhook-inbox 200',
  'POST /api/admin/features 201',
  'POST /api/admin/packages 201',
  'POST /api/admin/packages/:id/activate 200',
  'POST /api/admin/packages/:id/retire 200',
  'POST /api/admin/subscriptions/custom/create 201',
  'POST /api/admin/subscriptions/custom/resend-payment-link 200',
  'POST /api/admin/users 201',
  'POST /api/assistants 201',
  'POST /api/assistants/:id/test-call 200',
  'POST /api/assistants/:id/webhook-secret 200',
  'POST /api/assistants/test-chat 200',
  'POST /api/check-domain-availability 200',
  'POST /api/check-email-availability 200',
  'POST /api/login 200',
  'POST /api/login/two-factor 200',
  'POST /api/login/two-factor/enable 200',
  'POST /api/login/two-factor/setup 200',
  'POST /api/register 201',
  'POST /api/register-reseller 201',
  'POST /api/reseller-billing/cancel 200',
  'POST /api/reseller-billing/checkout 200',
  'POST /api/reseller-billing/resume 200',
  'POST /api/revert-login-as 200',
  'POST /api/sandbox/reseller-subscriptions/:id/advance-clock 200',
  'POST /api/sandbox/subscriptions/:id/advance-clock 200',
  'POST /api/subscriptions/cancel 200',
  'POST /api/subscriptions/checkout 200',
  'POST /api/subscriptions/downgrade 200',
  'POST /api/subscriptions/downgrade/cancel 200',
  'POST /api/subscriptions/resume 200',
  'POST /api/subscriptions/subscribe 200',
  'POST /api/subscriptions/upgrade 200',
  'POST /api/super-admin/assistants 201',
  'POST /api/super-admin/reseller-packages 201',
  'POST /api/super-admin/reseller-packages/:id/activate 200',
  'POST /api/super-admin/reseller-packages/:id/retire 200',
  'POST /api/super-admin/resellers/:id/activate 200',
  'POST /api/super-admin/resellers/:id/suspend 200',
  'POST /api/super-admin/users/:id/login-as 200',
  'POST /api/transactions/:id/resend-receipt 200',
  'POST /api/two-factor/enable 200',
  'POST /api/two-factor/recovery-codes 200',
  'POST /api/two-factor/setup 200',
  'POST /api/user 200',
  'POST /api/validate-login-as-token 200',
  'POST /api/webhook-inbox/:token 200',
  'POST /api/webhooks/:provider 200',
  'POST /api/webhooks/stripe/reseller/:resellerId 200',
  'POST /api/webhooks/vapi 200',
  'PUT /api/admin/assistant-templates 200',
  'PUT /api/admin/features/:id 200',
  'PUT /api/admin/features/order 200',
  'PUT /api/admin/packages/:id 200',
  'PUT /api/admin/stripe-configuration 200',
  'PUT /api/admin/system-settings 200',
  'PUT /api/admin/users/:id 200',
  'PUT /api/admin/voice-configuration 200',
  'PUT /api/assistants/:id 200',
  'PUT /api/super-admin/assistants/:id 200',
  'PUT /api/super-admin/reseller-packages/:id 200',
  'PUT /api/super-admin/resellers/:id/package 200',
  'PUT /api/super-admin/two-factor-policy 200',
];

const CONTRACT_SCHEMAS = new Set<unknown>(Object.values(contractReplies));

describe('reply schemas', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext('sqlite');
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("every API route's success replies are the contracts' reply schemas", () => {
    const handWritten = new Set<string>();
    for (const route of ctx.app.routeList) {
      if (route.method === 'HEAD' || !isDocumented(route.url)) continue;
      for (const [status, schema] of Object.entries(route.responses)) {
        if (!status.startsWith('2')) continue;
        if (!CONTRACT_SCHEMAS.has(schema))
          handWritten.add(`${route.method} ${route.url} ${status}`);
      }
    }
    expect([...handWritten].sort()).toEqual(HAND_WRITTEN);
  });
});

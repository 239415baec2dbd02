import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { nowIso } from '../src/lib/time';
import type { TelephonyProvider } from '../src/domains/voice/telephony/provider';
import { NUMBER_SEARCHES_PER_MINUTE } from '../src/domains/voice/telephony/routes';
import {
  sandboxPool,
  sandboxTelephonyProvider,
} from '../src/domains/voice/telephony/sandbox-provider';
import { insertReseller, insertUser, login } from './helpers/fixtures';
import { createTestContext, databases, request } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';
import { startTwilioMock, type TwilioMock } from './helpers/twilio-mock';

/**
 * GET /api/twilio/available-numbers: validated with the editor's own schema, the country by name or ISO code,
 * numbers already bought left out, provider failures answered with the spec's message, searches limited per user,
 * and a reseller with its own Twilio account searched there.
 */

const TWILIO_SID = `AC${'fedcba9876543210'.repeat(2)}`;
const TWILIO_TOKEN = 'alpha-twilio-token-0001';

describe.each(databases)('available phone numbers on %s', (dialect) => {
  let twilio: TwilioMock | null = null;
  let failing = false;
  let alpha: number;
  const tokens = { user: '', other: '', alphaAdmin: '', admin: '' };

  beforeAll(async () => {
    twilio = await startTwilioMock(TWILIO_SID, TWILIO_TOKEN);
  });
  const ctx = useTestContext(() =>
    createTestContext(dialect, {
      config: { secretsEncryptionKey: randomBytes(32).toString('base64') },
      beforeReady(app) {
        const sandbox = sandboxTelephonyProvider();
        const flaky: TelephonyProvider = {
          ...sandbox,
          async search(query) {
            if (failing) throw new Error('provider down');
            return sandbox.search(query);
          },
        };
        app.telephony.provider = flaky;
        if (twilio) app.telephony.twilioHttpClient = twilio.httpClient();
      },
    }),
  );
  beforeAll(async () => {
    alpha = await insertReseller(ctx.db, { subdomain: 'alpha' });
    const user = await insertUser(ctx.db, { role: 'user' });
    const other = await insertUser(ctx.db, { role: 'user' });
    const alphaAdmin = await insertUser(ctx.db, { role: 'reseller_admin', reseller_id: alpha });
    tokens.user = await login(ctx.app, user, 'localhost');
    tokens.other = await login(ctx.app, other, 'localhost');
    tokens.alphaAdmin = await login(ctx.app, alphaAdmin, 'alpha.localhost');
  });
  afterAll(async () => {
    await twilio?.close();
  });

  const search = (query: string, token = tokens.user, host = 'localhost') =>
    request(ctx.app, { method: 'GET', url: `/api/twilio/available-numbers?${query}`, host, token });

  it('answers the pool of the country, given by name or ISO code', async () => {
    const byName = await search('country=United%20States&area_code=415');
    expect(byName.statusCode).toBe(200);
    const expected = sandboxPool({ country: 'US', areaCode: '415' });
    expect(byName.json()).toEqual({ success: true, data: expected });
    const byCode = await search('country=US&area_code=415');
    expect(byCode.json().data).toEqual(expected);
    const gb = await search('country=United%20Kingdom');
    expect(gb.json().data[0].phone_number).toMatch(/^\+4420794600\d\d$/);
  });

  it('places a number where its area code is, and nowhere when the sandbox does not know it', async () => {
    const newYork = (await search('country=US&area_code=212')).json().data;
    expect(newYork[0]).toMatchObject({ locality: 'New York', region: 'NY' });
    expect(newYork[0].phone_number).toMatch(/^\+121255501\d\d$/);
    const toronto = (await search('country=CA&area_code=416')).json().data;
    expect(toronto[0]).toMatchObject({ locality: 'Toronto', region: 'ON' });
    const unknown = (await search('country=US&area_code=989')).json().data;
    expect(unknown[0]).toMatchObject({ locality: null, region: null });
    const home = (await search('country=US&area_code=415')).json().data;
    expect(home[0].region).toBe('CA');
  });

  it('leaves out numbers already bought', async () => {
    const pool = sandboxPool({ country: 'CA', areaCode: '604' });
    const taken = pool[0]?.phone_number as string;
    await ctx.db
      .insertInto('phone_numbers')
      .values({
        phone_number: taken,
        country: 'CA',
        area_code: '604',
        locality: null,
        region: null,
        provider: 'sandbox',
        provider_sid: null,
        voice_phone_number_id: null,
        assistant_id: null,
        user_id: null,
        reseller_id: null,
        created_at: nowIso(),
        updated_at: nowIso(),
      })
      .execute();
    const res = await search('country=Canada&area_code=604');
    const numbers = res.json().data.map((n: { phone_number: string }) => n.phone_number);
    expect(numbers).toHaveLength(pool.length - 1);
    expect(numbers).not.toContain(taken);
  });

  it('refuses bad input with the editor messages', async () => {
    const none = await search('area_code=415');
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ country: ['Please select a country first'] });
    const letters = await search('country=US&area_code=4a');
    expect(letters.json().errors).toEqual({ area_code: ['Area code can only contain digits'] });
    const long = await search('country=US&area_code=4155');
    expect(long.json().errors).toEqual({ area_code: ['Area code must be at most 3 characters'] });
    const unsupported = await search('country=France');
    expect(unsupported.statusCode).toBe(422);
    expect(unsupported.json().errors).toEqual({
      country: ['Country must be one of United States, Canada, Australia, United Kingdom'],
    });
  });

  it('a provider failure is a 502 with the spec message', async () => {
    failing = true;
    try {
      const res = await search('country=US', tokens.other);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        success: false,
        message: 'Failed to load available phone numbers',
      });
    } finally {
      failing = false;
    }
  });

  it('limits searches per user', async () => {
    let last = 0;
    for (let i = 0; i < NUMBER_SEARCHES_PER_MINUTE + 1; i += 1) {
      last = (await search('country=AU', tokens.other)).statusCode;
    }
    expect(last).toBe(429);
    expect((await search('country=AU', tokens.user)).statusCode).toBe(200);
  });

  it("searches a reseller's own Twilio account once it saved one", async () => {
    const saved = await request(ctx.app, {
      method: 'PUT',
      url: '/api/admin/voice-configuration',
      host: 'alpha.localhost',
      token: tokens.alphaAdmin,
      payload: { twilio_account_sid: TWILIO_SID, twilio_auth_token: TWILIO_TOKEN },
    });
    expect(saved.statusCode).toBe(200);
    const res = await search('country=US&area_code=415', tokens.alphaAdmin, 'alpha.localhost');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { phone_number: '+14155550101', locality: 'San Francisco', region: 'CA' },
      { phone_number: '+14155550102', locality: 'Oakland', region: 'CA' },
    ]);
    expect(twilio?.violations).toEqual([]);
    expect(twilio?.requests.at(-1)?.path).toContain(`/Accounts/${TWILIO_SID}/`);
  });
});

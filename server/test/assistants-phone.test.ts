import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { TelephonyError, type TelephonyProvider } from '../src/domains/voice/telephony/provider';
import {
  sandboxPool,
  sandboxTelephonyProvider,
} from '../src/domains/voice/telephony/sandbox-provider';
import { VoiceProviderError } from '../src/domains/voice/voice-platform/provider';
import { assistantPayload } from './helpers/assistant-payload';
import { insertReseller, insertUser, login } from './helpers/fixtures';
import { recordingVoice } from './helpers/recording-voice';
import { createTestContext, databases, request } from './helpers/test-app';
import { useTestContext } from './helpers/use-test-context';

/** A telephony that holds its numbers in a Twilio account (so they are imported into the voice platform). */
interface RecordingTelephony extends TelephonyProvider {
  bought: string[];
  released: string[];
  failBuy: Error | null;
}

function recordingTelephony(): RecordingTelephony {
  const telephony: RecordingTelephony = {
    name: 'twilio',
    twilioCredentials: { accountSid: 'AC_test', authToken: 'token_test' },
    bought: [],
    released: [],
    failBuy: null,
    async search(query) {
      return sandboxPool(query);
    },
    async buy(phoneNumber) {
      if (telephony.failBuy) throw telephony.failBuy;
      telephony.bought.push(phoneNumber);
      return { phoneNumber, sid: `PN${phoneNumber.replace(/\D/g, '')}` };
    },
    async release(sid) {
      telephony.released.push(sid);
    },
  };
  return telephony;
}

const POOL = sandboxPool({ country: 'US', areaCode: '415' }).map((n) => n.phone_number);
const number = (i: number) => POOL[i] as string;

describe.each(databases)('assistant phone numbers on %s', (dialect) => {
  const voice = recordingVoice();
  const telephony = recordingTelephony();
  let token: string;

  const ctx = useTestContext(() =>
    createTestContext(dialect, {
      beforeReady: (app) => {
        app.voice.provider = voice;
        app.telephony.provider = telephony;
      },
    }),
  );
  beforeAll(async () => {
    const alpha = await insertReseller(ctx.db, { subdomain: 'alpha' });
    const admin = await insertUser(ctx.db, { role: 'reseller_admin', reseller_id: alpha });
    token = await login(ctx.app, admin, 'alpha.localhost');
  });
  beforeEach(() => {
    voice.fail = {};
    telephony.failBuy = null;
  });

  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    request(ctx.app, {
      method,
      url,
      host: 'alpha.localhost',
      token,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const rowOf = (phone: string) =>
    ctx.db
      .selectFrom('phone_numbers')
      .selectAll()
      .where('phone_number', '=', phone)
      .executeTakeFirst();

  it('claims the selected number: bought, imported into the voice platform, linked to the assistant', async () => {
    const res = await send(
      'POST',
      '/api/assistants',
      assistantPayload({ selected_phone_number: number(0) }),
    );
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data.phone_number).toBe(number(0));
    expect(data.vapi_data.metadata.assistant_phone_number).toBe(number(0));
    expect(telephony.bought).toContain(number(0));
    expect(voice.imported).toContain(number(0));
    expect(await rowOf(number(0))).toMatchObject({
      assistant_id: data.id,
      country: 'US',
      provider: 'twilio',
      provider_sid: `PN${number(0).replace(/\D/g, '')}`,
      voice_phone_number_id: `pn-${number(0)}`,
    });
  });

  it('refuses a number that is already taken, and buys nothing', async () => {
    const bought = telephony.bought.length;
    const res = await send(
      'POST',
      '/api/assistants',
      assistantPayload({ selected_phone_number: number(0) }),
    );
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['selected_phone_number']);
    expect(telephony.bought.length).toBe(bought);
  });

  it('refuses, on its field, a number outside the sandbox pool (a real number is never "bought")', async () => {
    ctx.app.telephony.provider = sandboxTelephonyProvider();
    try {
      const res = await send(
        'POST',
        '/api/assistants',
        assistantPayload({ selected_phone_number: '+14155552671' }),
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        selected_phone_number: ['This number is not available: pick one from the search results'],
      });
      const rows = await ctx.db
        .selectFrom('phone_numbers')
        .select('id')
        .where('phone_number', '=', '+14155552671')
        .execute();
      expect(rows).toEqual([]);
    } finally {
      ctx.app.telephony.provider = telephony;
    }
  });

  it('gives one of two parallel claims of a number the number', async () => {
    const payload = assistantPayload({ selected_phone_number: number(1) });
    const answers = await Promise.all([
      send('POST', '/api/assistants', payload),
      send('POST', '/api/assistants', payload),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    const rows = await ctx.db
      .selectFrom('phone_numbers')
      .select('id')
      .where('phone_number', '=', number(1))
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('releases the number again when the voice platform refuses the assistant', async () => {
    voice.fail.create = new VoiceProviderError('The voice platform is unavailable', 502);
    const res = await send(
      'POST',
      '/api/assistants',
      assistantPayload({ selected_phone_number: number(2) }),
    );
    expect(res.statusCode).toBe(502);
    expect(await rowOf(number(2))).toBeUndefined();
    expect(telephony.released).toContain(`PN${number(2).replace(/\D/g, '')}`);
  });

  it('answers the telephony refusal and keeps no reservation', async () => {
    telephony.failBuy = new TelephonyError('This number is no longer available', 422);
    const res = await send(
      'POST',
      '/api/assistants',
      assistantPayload({ selected_phone_number: number(3) }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      selected_phone_number: ['This number is no longer available'],
    });
    expect(await rowOf(number(3))).toBeUndefined();
  });

  it('puts the assistant back on the voice platform when a save fails after the platform took it', async () => {
    const created = (
      await send('POST', '/api/assistants', assistantPayload({ selected_phone_number: number(6) }))
    ).json().data;
    voice.fail.import = new VoiceProviderError('The voice platform is unavailable', 502);
    const res = await send(
      'PUT',
      `/api/assistants/${created.id}`,
      assistantPayload({ name: 'Half saved', selected_phone_number: number(7) }),
    );
    expect(res.statusCode).toBe(502);
    // The update was undone remotely (the last update sent is the old assistant again) ...
    const last = voice.updated[voice.updated.length - 1];
    expect(last?.id).toBe(created.vapi_assistant_id);
    expect(last?.spec.name).toBe('Acme Assistant');
    // ... the new number went back, the old one stays, and our row is unchanged.
    expect(await rowOf(number(7))).toBeUndefined();
    expect(await rowOf(number(6))).toMatchObject({ assistant_id: created.id });
    const row = await ctx.db
      .selectFrom('assistants')
      .select(['name', 'phone_number'])
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Acme Assistant', phone_number: number(6) });
  });

  it('replaces the number on save (the old one is released) and releases it on delete', async () => {
    const created = (
      await send('POST', '/api/assistants', assistantPayload({ selected_phone_number: number(4) }))
    ).json().data;
    const kept = await send(
      'PUT',
      `/api/assistants/${created.id}`,
      assistantPayload({ selected_phone_number: number(4) }),
    );
    expect(kept.statusCode).toBe(200);
    expect(await rowOf(number(4))).toMatchObject({ assistant_id: created.id });

    const moved = await send(
      'PUT',
      `/api/assistants/${created.id}`,
      assistantPayload({ selected_phone_number: number(5) }),
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.phone_number).toBe(number(5));
    expect(await rowOf(number(4))).toBeUndefined();
    expect(voice.deletedNumbers).toContain(`pn-${number(4)}`);
    expect(telephony.released).toContain(`PN${number(4).replace(/\D/g, '')}`);

    expect((await send('DELETE', `/api/assistants/${created.id}`)).statusCode).toBe(200);
    expect(await rowOf(number(5))).toBeUndefined();
    expect(telephony.released).toContain(`PN${number(5).replace(/\D/g, '')}`);
  });
});

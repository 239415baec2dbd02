import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { telephonyProviderFromConfig } from '../src/domains/voice/telephony/plugin';
import { TelephonyError } from '../src/domains/voice/telephony/provider';
import {
  areaFilter,
  TELEPHONY_UNAVAILABLE,
  twilioProvider,
} from '../src/domains/voice/telephony/twilio-provider';
import { startTwilioMock, type TwilioMock } from './helpers/twilio-mock';

/** The Twilio adapter (twilio SDK) against a local stand-in checked against Twilio's OpenAPI subset. */

const SID = `AC${'0123456789abcdef'.repeat(2)}`;
const TOKEN = 'twilio-auth-token-0001';

describe('Twilio adapter (contract: twilio.subset.json)', () => {
  let mock: TwilioMock;
  beforeAll(async () => {
    mock = await startTwilioMock(SID, TOKEN);
  });
  afterAll(async () => {
    await mock.close();
  });
  afterEach(() => {
    const violations = mock.violations.splice(0);
    mock.requests.length = 0;
    expect(violations).toEqual([]);
  });
  const provider = (token = TOKEN) =>
    twilioProvider({
      accountSid: SID,
      authToken: token,
      httpClient: mock.httpClient(),
      timeoutMs: 2000,
    });

  it('searches local voice numbers by area code (US) and maps them', async () => {
    const numbers = await provider().search({ country: 'US', areaCode: '415' });
    expect(numbers).toEqual([
      { phone_number: '+14155550101', locality: 'San Francisco', region: 'CA' },
      { phone_number: '+14155550102', locality: 'Oakland', region: 'CA' },
    ]);
    expect(mock.requests[0]).toMatchObject({
      method: 'GET',
      path: `/2010-04-01/Accounts/${SID}/AvailablePhoneNumbers/US/Local.json`,
      query: { AreaCode: '415', VoiceEnabled: 'true', PageSize: '20' },
    });
  });

  it('searches GB by number prefix (Twilio takes no area code there) and without a filter', async () => {
    expect(areaFilter('GB', '20')).toEqual({ contains: '+4420' });
    expect(areaFilter('AU', '2')).toEqual({ contains: '+612' });
    expect(areaFilter('CA', '604')).toEqual({ areaCode: 604 });
    expect(areaFilter('US', '')).toEqual({});
    const numbers = await provider().search({ country: 'GB', areaCode: '20' });
    expect(numbers).toEqual([{ phone_number: '+442079460104', locality: 'London', region: null }]);
    expect(mock.requests[0]?.query).toMatchObject({ Contains: '+4420' });
    expect(await provider().search({ country: 'US', areaCode: '' })).toHaveLength(3);
  });

  it('buys a number (form-encoded PhoneNumber) and releases it; releasing twice is fine', async () => {
    const bought = await provider().buy('+12125550103', 'US');
    expect(bought.phoneNumber).toBe('+12125550103');
    expect(bought.sid).toMatch(/^PN[0-9a-f]{32}$/);
    expect(mock.requests[0]).toMatchObject({
      method: 'POST',
      path: `/2010-04-01/Accounts/${SID}/IncomingPhoneNumbers.json`,
      form: { PhoneNumber: '+12125550103' },
    });
    await provider().release(bought.sid as string);
    expect(mock.owned.size).toBe(0);
    await expect(provider().release(bought.sid as string)).resolves.toBeUndefined();
  });

  it('a number no longer available is a 422 with Twilio message', async () => {
    const error = await provider()
      .buy('+19995550000', 'US')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TelephonyError);
    expect(error).toMatchObject({ status: 422, message: 'PhoneNumber is not available' });
  });

  it('wrong credentials and Twilio failures are 502 without the token', async () => {
    const error = await provider('wrong-token')
      .search({ country: 'US', areaCode: '' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, message: TELEPHONY_UNAVAILABLE });
    expect(JSON.stringify((error as TelephonyError).detail)).not.toContain('wrong-token');
    mock.failNext(503);
    await expect(provider().buy('+14155550101', 'US')).rejects.toMatchObject({ status: 502 });
  });

  it('exposes its credentials for the voice platform import', () => {
    expect(provider().twilioCredentials).toEqual({ accountSid: SID, authToken: TOKEN });
  });
});

describe('the platform telephony from TELEPHONY_PROVIDER', () => {
  it('is the sandbox by default and Twilio when configured', () => {
    expect(
      telephonyProviderFromConfig({
        provider: 'sandbox',
        twilioAccountSid: null,
        twilioAuthToken: null,
      }).name,
    ).toBe('sandbox');
    const twilio = telephonyProviderFromConfig({
      provider: 'twilio',
      twilioAccountSid: SID,
      twilioAuthToken: TOKEN,
    });
    expect(twilio.name).toBe('twilio');
    expect(twilio.twilioCredentials).toEqual({ accountSid: SID, authToken: TOKEN });
  });
});

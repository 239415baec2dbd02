import { describe, expect, it } from '@jest/globals';
import {
  BIO_MAX_LENGTH,
  DASHBOARD_RECENT_CALLS,
  DEFAULT_APP_NAME,
  DEFAULT_PRIMARY_COLOR,
  DEFAULT_SECONDARY_COLOR,
  initialsOf,
  isPaymentLinkExpired,
  MESSAGE_AUTO_HIDE_MS,
  paymentLinkExpiresAt,
  TOAST_DURATIONS,
  yearlySavings,
  yearlySavingsPercent,
} from './account';
import {
  canUpgradeTo,
  isUnlimited,
  subscriptionState,
  usagePercent,
  yearlyPricePerMonth,
} from './billing';
import {
  AGENT_NAME_MAX_LENGTH,
  ASSISTANT_PAGE_SIZE,
  assistantListPath,
  SEARCH_DEBOUNCE_MS,
} from './assistant-list';
import {
  countryCode,
  COUNTRY_NAMES,
  DEEPGRAM_MODELS,
  ELEVENLABS_VOICE_MODELS,
  FIRST_MESSAGE_MODES,
  FIRST_MESSAGE_MODES_WITH_INTERRUPTIONS,
  LANGUAGE_CODES,
  MODEL_PROVIDERS,
  OPENAI_MODELS,
  VAPI_VOICES,
  VOICE_PROVIDERS,
} from './assistant-options';
import {
  applyTemplateVariables,
  assistantNameFromCompany,
  createAssistantFormDefaults,
  DEFAULT_ANALYSIS_PLAN,
  DEFAULT_ARTIFACT_PLAN,
  DEFAULT_MODEL,
  DEFAULT_TEMPLATE,
  DEFAULT_TRANSCRIBER,
  DEFAULT_VOICE,
  transcriberForProvider,
  voiceForProvider,
} from './assistant-defaults';

describe('spec 000 §9 constants', () => {
  it('holds the spec values', () => {
    expect(TOAST_DURATIONS).toMatchObject({
      default: 3000,
      error: 5000,
      warning: 4000,
      info: 3000,
    });
    expect(MESSAGE_AUTO_HIDE_MS).toBe(5000);
    expect(DEFAULT_APP_NAME).toBe('AI Phone System');
    expect([DEFAULT_PRIMARY_COLOR, DEFAULT_SECONDARY_COLOR]).toEqual(['#4F46E5', '#10B981']);
    expect(BIO_MAX_LENGTH).toBe(1000);
    expect(DASHBOARD_RECENT_CALLS).toBe(10);
  });
  it('expires a pending payment link after 7 days', () => {
    const created = '2025-01-01T00:00:00.000Z';
    expect(paymentLinkExpiresAt(created).toISOString()).toBe('2025-01-08T00:00:00.000Z');
    const sub = { status: 'pending', created_at: created };
    expect(isPaymentLinkExpired(sub, new Date('2025-01-07T23:00:00Z'))).toBe(false);
    expect(isPaymentLinkExpired(sub, new Date('2025-01-08T00:00:01Z'))).toBe(true);
    expect(isPaymentLinkExpired({ ...sub, status: 'active' }, new Date('2026-01-01'))).toBe(false);
  });
  it('computes yearly savings as price*12 minus yearly_price', () => {
    expect(yearlySavings(50, 500)).toBe(100);
    expect(yearlySavingsPercent(100, 1000)).toBe(17);
    expect(yearlySavings(10, 200)).toBe(0);
  });
  it('makes initials', () => {
    expect(initialsOf('Ann Marie Lee')).toBe('AL');
    expect(initialsOf('bob')).toBe('B');
    expect(initialsOf('')).toBe('');
  });
});

describe('spec 001 §9 constants', () => {
  it('holds the list constants', () => {
    expect([ASSISTANT_PAGE_SIZE, SEARCH_DEBOUNCE_MS, AGENT_NAME_MAX_LENGTH]).toEqual([9, 500, 40]);
  });
  it('lists the options of the form', () => {
    expect(OPENAI_MODELS).toHaveLength(8);
    expect(OPENAI_MODELS).toContain('gpt-4o');
    expect(MODEL_PROVIDERS.filter((p) => p.enabled).map((p) => p.value)).toEqual(['openai']);
    expect(MODEL_PROVIDERS).toHaveLength(14);
    expect(VOICE_PROVIDERS.filter((p) => p.enabled).map((p) => p.value)).toEqual([
      'vapi',
      '11labs',
    ]);
    expect(VAPI_VOICES).toHaveLength(10);
    expect(ELEVENLABS_VOICE_MODELS).toHaveLength(6);
    expect(DEEPGRAM_MODELS).toHaveLength(11);
    expect(LANGUAGE_CODES).toEqual([
      'en',
      'es',
      'fr',
      'de',
      'it',
      'pt',
      'ru',
      'ja',
      'ko',
      'zh',
      'ar',
      'hi',
    ]);
    expect(COUNTRY_NAMES).toEqual(['United States', 'Canada', 'Australia', 'United Kingdom']);
    expect(FIRST_MESSAGE_MODES).toHaveLength(3);
    expect(FIRST_MESSAGE_MODES_WITH_INTERRUPTIONS).toEqual(FIRST_MESSAGE_MODES.slice(0, 2));
  });
  it('maps countries to ISO codes', () => {
    expect(countryCode('United Kingdom')).toBe('GB');
    expect(countryCode('ca')).toBe('CA');
    expect(countryCode('France')).toBeNull();
  });
  it('sends each role to its assistant list', () => {
    expect(assistantListPath('admin')).toBe('/super-admin/assistants');
    expect(assistantListPath('reseller_admin')).toBe('/admin/assistants');
    expect(assistantListPath('user')).toBe('/assistants');
  });
  it('handles unlimited limits, capped usage and upgrades', () => {
    expect(isUnlimited(-1)).toBe(true);
    expect(usagePercent(150, 100)).toBe(100);
    expect(usagePercent(25, 100)).toBe(25);
    expect(usagePercent(5, -1)).toBe(0);
    expect(yearlyPricePerMonth(120)).toBe(10);
    expect(subscriptionState({ status: 'past_due' })).toBe('none');
    expect(subscriptionState(null)).toBe('none');
    expect(subscriptionState({ status: 'pending' })).toBe('pending');
    expect(canUpgradeTo({ price: 20 }, { price: 20 })).toBe(false);
    expect(canUpgradeTo({ price: 20 }, { price: 30 })).toBe(true);
  });
});

describe('assistant defaults (spec 001 §3, §4)', () => {
  it('hold the spec defaults', () => {
    expect(DEFAULT_MODEL).toMatchObject({
      provider: 'openai',
      model: 'gpt-4o',
      temperature: 1,
      maxTokens: 1000,
      topP: 1,
      frequencyPenalty: 0,
      presencePenalty: 0,
    });
    expect(DEFAULT_VOICE).toEqual({ provider: 'vapi', voiceId: 'Spencer', speed: 1 });
    expect(DEFAULT_TRANSCRIBER).toMatchObject({
      provider: 'deepgram',
      language: 'en',
      model: 'nova-2',
      confidenceThreshold: 0.4,
      formatTurns: true,
      endOfTurnConfidenceThreshold: 0.7,
      minEndOfTurnSilenceWhenConfident: 160,
      wordFinalizationMaxWaitTime: 160,
      maxTurnSilence: 400,
      endUtteranceSilenceThreshold: 1.1,
      disablePartialTranscripts: false,
      fallbackPlan: null,
    });
    expect(DEFAULT_ANALYSIS_PLAN).toMatchObject({
      summaryTimeout: 10,
      minMessages: 2,
      successEvaluationTimeout: 10,
      structuredDataTimeout: 10,
    });
    expect(DEFAULT_ANALYSIS_PLAN.checklist.map((c) => c.text)).toEqual([
      'Customer inquiry was addressed',
      'Appropriate information was provided',
      'Call ended professionally',
    ]);
    expect(DEFAULT_ARTIFACT_PLAN).toEqual({
      recording: false,
      transcript: false,
      summary: false,
      analysis: false,
    });
  });
  it('gives fresh copies that do not touch the constants', () => {
    const a = createAssistantFormDefaults();
    a.model.messages.forEach((m) => (m.content = 'changed'));
    a.voice.speed = 3;
    a.analysisPlan.checklist.push({ checked: false, text: 'x' });
    const b = createAssistantFormDefaults();
    expect(b.model.messages[0]?.content).toBe(DEFAULT_TEMPLATE.system_prompt);
    expect(DEFAULT_MODEL.messages[0]?.content).toBe('');
    expect(b.voice.speed).toBe(1);
    expect(b.analysisPlan.checklist).toHaveLength(3);
    expect(b.type).toBe('demo');
    expect(b.metadata.country).toBe('United States');
    expect(b.firstMessageMode).toBe('assistant-speaks-first');
  });
  it('fills the template variables', () => {
    expect(
      applyTemplateVariables('{{company_name}} ({{ company_industry }}): {{company_services}}', {
        company_name: 'Acme',
        industry: 'Dental',
        services_products: 'Cleaning',
      }),
    ).toBe('Acme (Dental): Cleaning');
    expect(DEFAULT_TEMPLATE.system_prompt).toContain('{{company_name}}');
    expect(DEFAULT_TEMPLATE.system_prompt).toContain('{{company_industry}}');
    expect(DEFAULT_TEMPLATE.system_prompt).toContain('{{company_services}}');
  });
  it('names the assistant after the company', () => {
    expect(assistantNameFromCompany('Acme')).toBe('Acme Assistant');
    expect(assistantNameFromCompany('  ')).toBe('');
  });
  it('resets voice and transcriber on a provider change', () => {
    expect(voiceForProvider('11labs')).toEqual({
      provider: '11labs',
      voiceId: '21m00Tcm4TlvDq8ikWAM',
      speed: 1,
      model: 'eleven_multilingual_v2',
    });
    expect(voiceForProvider('vapi')).toEqual({ provider: 'vapi', voiceId: 'Cole', speed: 1 });
    const t = transcriberForProvider('11labs', {
      ...DEFAULT_TRANSCRIBER,
      language: 'fr',
      confidenceThreshold: 0.9,
      formatTurns: false,
    });
    expect(t).toMatchObject({
      provider: '11labs',
      model: 'scribe_v1',
      language: 'en',
      confidenceThreshold: 0.4,
      formatTurns: true,
    });
    expect(transcriberForProvider('deepgram').model).toBe('nova-2');
  });
});

import { i18n } from '@voice/ui/core';
import { describe, expect, it } from '@jest/globals';
import { costLines } from './cost-breakdown';
import { callerOf, formatCallCost, formatCallDuration, formatDirection, humanize } from './format';
import { playableUrl } from './recording-player';
import { sideOf, spokenMessages } from './transcript';
import { dayParam } from '@voice/ui';
import { phoneSearch } from './use-call-log-filters';

// The messages in English, as a screen shows them outside the shell.
if (!i18n.locale) i18n.loadAndActivate({ locale: 'en', messages: {} });

describe('call-log formatting', () => {
  it.each([
    [0, '0:00'],
    [45, '0:45'],
    [125, '2:05'],
    [4503.6, '75:04'],
    [-3, '0:00'],
    [Number.NaN, '—'],
    [null, '—'],
  ])('duration %p -> %p', (seconds, text) => {
    expect(formatCallDuration(seconds)).toBe(text);
  });

  it.each([
    [0.0734, '$0.0734'],
    [1.2, '$1.20'],
    [0, '$0.00'],
    ['0.5', '$0.50'],
    ['abc', '—'],
    [null, '—'],
  ])('cost %p -> %p', (amount, text) => {
    expect(formatCallCost(amount)).toBe(text);
  });

  it('names directions and humanizes reasons', () => {
    expect(formatDirection('inboundPhoneCall')).toBe('Inbound');
    expect(formatDirection('outbound')).toBe('Outbound');
    expect(formatDirection('webCall')).toBe('Web call');
    expect(formatDirection('sip')).toBe('sip');
    expect(formatDirection(null)).toBe('—');
    expect(humanize('customer-ended-call')).toBe('Customer ended call');
    expect(humanize('llmPromptTokens')).toBe('Llm prompt tokens');
  });
});

describe('filters from the address', () => {
  it('keeps real days only', () => {
    expect(dayParam('2026-02-28')).toBe('2026-02-28');
    expect(dayParam('2026-02-30')).toBe('');
    expect(dayParam('2026-2-3')).toBe('');
    expect(dayParam(null)).toBe('');
  });

  it('keeps the digits and + of a phone search, nothing without a digit', () => {
    expect(phoneSearch('+1 (555) 010-0')).toBe('+15550100');
    expect(phoneSearch('+ ()')).toBe('');
    expect(phoneSearch('1'.repeat(40))).toHaveLength(32);
  });
});

describe('call page helpers', () => {
  it('plays web addresses and site paths only', () => {
    expect(playableUrl('https://storage.example.com/a.wav')).toBe(
      'https://storage.example.com/a.wav',
    );
    expect(playableUrl('/api/sandbox/recordings/x.wav')).toBe('/api/sandbox/recordings/x.wav');
    expect(playableUrl('//evil.example.com/a.wav')).toBeNull();
    expect(playableUrl('javascript:alert(1)')).toBeNull();
    expect(playableUrl('data:audio/wav;base64,AAAA')).toBeNull();
  });

  it('puts each role on its side and leaves the system prompt out', () => {
    expect(['bot', 'assistant', 'user', 'tool_calls'].map(sideOf)).toEqual([
      'assistant',
      'assistant',
      'caller',
      'other',
    ]);
    expect(
      spokenMessages([
        { role: 'system', message: 'prompt' },
        { role: 'user', message: ' ' },
        { role: 'user', message: 'Hi' },
      ]),
    ).toEqual([{ role: 'user', message: 'Hi' }]);
  });

  it('flattens the cost breakdown and puts the total last', () => {
    expect(
      costLines({
        total: 0.5,
        llm: 0.25,
        ttsCharacters: 1200,
        analysis: { summary: 0.01 },
        note: '',
      }),
    ).toEqual([
      { key: 'llm', label: 'Model', value: '$0.25' },
      { key: 'ttsCharacters', label: 'Voice characters', value: (1200).toLocaleString() },
      { key: 'analysis.summary', label: 'Analysis › Summary', value: '$0.01' },
      { key: 'total', label: 'Total', value: '$0.50' },
    ]);
  });
});

describe('callerOf', () => {
  it("names the customer's number, a web call's lack of one, or an unreported one", () => {
    expect(callerOf('+14155550123', 'inbound')).toBe('+14155550123');
    expect(callerOf(null, 'web')).toBe('Web call, no number');
    expect(callerOf(null, 'webCall')).toBe('Web call, no number');
    expect(callerOf('', 'inbound')).toBe('Unknown number');
    expect(callerOf(null, null)).toBe('Unknown number');
  });
});

describe('costLines', () => {
  const breakdown = {
    vapi: 0.05,
    transport: 0.01,
    voice: { provider: 'elevenlabs', cost: 0.02 },
    openaiTokens: 300,
    total: 0.08,
  };

  it("names no provider for a reseller's customers", () => {
    const lines = costLines(breakdown);
    expect(lines).toEqual([
      { key: 'vapi', label: 'Platform', value: '$0.05' },
      { key: 'transport', label: 'Phone line', value: '$0.01' },
      { key: 'voice.cost', label: 'Voice › Cost', value: '$0.02' },
      { key: 'total', label: 'Total', value: '$0.08' },
    ]);
    const shown = lines.map((line) => `${line.label} ${line.value}`).join(' ');
    expect(shown).not.toMatch(/vapi|elevenlabs|openai/i);
  });

  it('keeps every line for platform admins', () => {
    const lines = costLines(breakdown, { providerNames: true });
    expect(lines.map((line) => line.label)).toEqual([
      'Platform',
      'Phone line',
      'Voice › Provider',
      'Voice › Cost',
      'Openai tokens',
      'Total',
    ]);
  });
});

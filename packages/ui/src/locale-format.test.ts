import { afterEach, describe, expect, it } from '@jest/globals';
import { i18n } from '@lingui/core';
import { formatDate, formatDateTime, formatNumber } from './locale-format';

const when = '2026-11-29T15:04:00Z';

describe('locale formats', () => {
  afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

  it('follows the active language', () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    expect(formatDate(when, { dateStyle: 'medium', timeZone: 'UTC' })).toBe('Nov 29, 2026');
    expect(formatNumber(1234.5)).toBe('1,234.5');
    i18n.loadAndActivate({ locale: 'de', messages: {} });
    expect(formatDate(when, { dateStyle: 'medium', timeZone: 'UTC' })).toBe('29.11.2026');
    expect(formatNumber(1234.5)).toBe('1.234,5');
    i18n.loadAndActivate({ locale: 'es', messages: {} });
    expect(formatDate(when, { dateStyle: 'long', timeZone: 'UTC' })).toBe(
      '29 de noviembre de 2026',
    );
  });

  it('shows the fallback for a missing or unreadable date', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDateTime('not a date', '')).toBe('');
  });
});

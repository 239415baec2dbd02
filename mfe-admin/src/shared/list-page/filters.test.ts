import { describe, expect, it } from '@jest/globals';
import { optionLabel, optionValue } from '@voice/ui';
import { statusFilters } from './filters';

const OPTIONS = statusFilters(['active', 'past_due']);

describe('statusFilters', () => {
  it('puts "All statuses" first, then the statuses in the given order', () => {
    expect(OPTIONS).toEqual([
      { value: '', label: 'All statuses' },
      { value: 'active', label: 'Active' },
      { value: 'past_due', label: 'Past due' },
    ]);
  });
});

describe('optionValue', () => {
  it('keeps a listed value', () => {
    expect(optionValue(OPTIONS, 'past_due')).toBe('past_due');
  });
  it('falls back to "all" for an unlisted or missing value', () => {
    expect(optionValue(OPTIONS, 'expired')).toBe('');
    expect(optionValue(OPTIONS, null)).toBe('');
  });
});

describe('optionLabel', () => {
  it('reads the label of a value, or the value itself when unlisted', () => {
    expect(optionLabel(OPTIONS, 'past_due')).toBe('Past due');
    expect(optionLabel(OPTIONS, 'paused')).toBe('paused');
  });
});

import { describe, expect, it } from '@jest/globals';
import { formatDay, formatPeriod } from './format';

describe('formatDay', () => {
  it('writes the UTC day', () => {
    expect(formatDay('2026-01-05T23:30:00Z')).toBe('Jan 5, 2026');
  });
  it('writes a dash without a date', () => {
    expect(formatDay(null)).toBe('—');
  });
});

describe('formatPeriod', () => {
  it('writes both ends', () => {
    expect(formatPeriod('2026-01-05T00:00:00Z', '2026-02-05T00:00:00Z')).toBe(
      'Jan 5, 2026 – Feb 5, 2026',
    );
  });
  it('writes a dash before the period has started', () => {
    expect(formatPeriod(null, '2026-02-05T00:00:00Z')).toBe('—');
  });
});

import { describe, expect, it } from '@jest/globals';
import { excerpt, formatDateTime, newestFirst, replyMailto } from './format';

describe('admin inbox formatting', () => {
  it('cuts long messages on a word, on one line, with an ellipsis', () => {
    expect(excerpt('Short\nmessage')).toBe('Short message');
    const cut = excerpt('word '.repeat(40));
    expect(cut.length).toBeLessThanOrEqual(81);
    expect(cut.endsWith('word…')).toBe(true);
    expect(excerpt('x'.repeat(100), 10)).toBe(`${'x'.repeat(10)}…`);
  });

  it('formats dates, and shows what is not a date as it is', () => {
    expect(formatDateTime('2024-05-03T12:00:00Z')).toMatch(/^May 3, 2024, \d{1,2}:\d{2} [AP]M$/);
    expect(formatDateTime('yesterday')).toBe('yesterday');
  });

  it('sorts newest first by date, then id', () => {
    const items = [
      { id: 1, created_at: '2024-01-01T00:00:00Z' },
      { id: 3, created_at: '2024-03-01T00:00:00Z' },
      { id: 2, created_at: '2024-03-01T00:00:00Z' },
    ];
    expect(newestFirst(items).map((i) => i.id)).toEqual([3, 2, 1]);
    expect(items.map((i) => i.id)).toEqual([1, 3, 2]);
  });

  it('builds a reply link that quotes the message and encodes everything', () => {
    const href = replyMailto({
      email: 'o+brien@example.com',
      firstName: 'Ann',
      appName: 'Acme & Co',
      message: 'Line one\nLine two?',
    });
    expect(href.startsWith('mailto:o%2Bbrien@example.com?')).toBe(true);
    const params = new URLSearchParams(href.slice(href.indexOf('?') + 1));
    expect(params.get('subject')).toBe('Re: Your message to Acme & Co');
    expect(params.get('body')).toBe('Hi Ann,\n\n\n\n> Line one\n> Line two?');
    const long = replyMailto({
      email: 'a@b.c',
      firstName: 'A',
      appName: 'X',
      message: 'y'.repeat(5000),
    });
    expect(long.length).toBeLessThan(1200);
  });
});

import { describe, expect, it } from '@jest/globals';
import { redactUrl } from '../src/lib/log-redaction';

describe('redactUrl', () => {
  it('hides password-reset tokens and token query values, and keeps the rest', () => {
    expect(redactUrl('/password-reset/abc123?email=a%40b.co')).toBe(
      '/password-reset/[redacted]?email=a%40b.co',
    );
    expect(redactUrl('/loginas?token=secret&x=1')).toBe('/loginas?token=[redacted]&x=1');
    expect(redactUrl('/api/x?a=1&token=s')).toBe('/api/x?a=1&token=[redacted]');
    expect(redactUrl('/api/assistants?page=2')).toBe('/api/assistants?page=2');
  });
});

import { describe, it, expect } from '@jest/globals';
import { firstFieldErrors } from './field-errors';

describe('firstFieldErrors', () => {
  it('takes the first message of each field', () => {
    expect(firstFieldErrors({ email: ['Taken', 'Invalid'], name: ['Required'] })).toEqual({
      email: 'Taken',
      name: 'Required',
    });
  });

  it('tolerates what the wire may bring: no reply, a lone string, empty and non-string messages', () => {
    expect(firstFieldErrors(undefined)).toEqual({});
    expect(firstFieldErrors(null)).toEqual({});
    expect(
      firstFieldErrors({ email: 'Taken', name: ['', 7, 'Required'], phone: [], code: [null] }),
    ).toEqual({ email: 'Taken', name: 'Required' });
  });
});

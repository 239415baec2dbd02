import { describe, expect, it } from '@jest/globals';
import { containsPattern } from '../src/lib/like';

describe('containsPattern', () => {
  it('lower-cases and escapes the LIKE wildcards and the escape character', () => {
    expect(containsPattern('Sales')).toBe('%sales%');
    expect(containsPattern('50%_off\\now')).toBe('%50\\%\\_off\\\\now%');
    expect(containsPattern('')).toBe('%%');
  });
});

import { describe, expect, it } from '@jest/globals';
import { dispositionFilename } from './download';

describe('dispositionFilename', () => {
  it.each([
    ['attachment; filename="calls.csv"', 'calls.csv'],
    ['attachment; filename=calls.csv', 'calls.csv'],
    ["attachment; filename*=UTF-8''call%20logs.csv", 'call logs.csv'],
    ['attachment', undefined],
    [undefined, undefined],
  ])('%s -> %s', (header, name) => {
    expect(dispositionFilename(header)).toBe(name);
  });
});

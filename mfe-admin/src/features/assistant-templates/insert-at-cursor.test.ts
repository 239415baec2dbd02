import { describe, expect, it } from '@jest/globals';
import { insertAtCursor } from './insert-at-cursor';

describe('insertAtCursor', () => {
  it('inserts at the caret and puts the caret after the insert', () => {
    expect(insertAtCursor('Hello !', '{{company_name}}', 6, 6)).toEqual({
      value: 'Hello {{company_name}}!',
      caret: 22,
    });
  });

  it('replaces the selection', () => {
    expect(insertAtCursor('Call ACME now', '{{company_name}}', 5, 9)).toEqual({
      value: 'Call {{company_name}} now',
      caret: 21,
    });
  });

  it('appends without a known caret and clamps positions out of range', () => {
    expect(insertAtCursor('abc', 'X', null, null)).toEqual({ value: 'abcX', caret: 4 });
    expect(insertAtCursor('abc', 'X', 10, 12)).toEqual({ value: 'abcX', caret: 4 });
    expect(insertAtCursor('abc', 'X', 2, 1)).toEqual({ value: 'abXc', caret: 3 });
  });
});

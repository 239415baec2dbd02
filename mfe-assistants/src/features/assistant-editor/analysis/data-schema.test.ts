import { describe, expect, it } from '@jest/globals';
import { newProperty, nextPropertyName } from './data-schema';

const named = (...names: string[]) => names.map((name) => ({ name }));

describe('nextPropertyName', () => {
  it('names new properties field_N with N the next free number', () => {
    expect(nextPropertyName([])).toBe('field_1');
    expect(nextPropertyName(named('field_1'))).toBe('field_2');
    expect(nextPropertyName(named('field_1', 'field_2'))).toBe('field_3');
    // field_1 removed: field_2 is taken, so the next free one is field_3.
    expect(nextPropertyName(named('field_2'))).toBe('field_3');
    expect(nextPropertyName(named('customer_name', 'field_3'))).toBe('field_4');
    expect(nextPropertyName(named('customer_name'))).toBe('field_2');
  });

  it('makes a new property a string, optional and not an enum', () => {
    expect(newProperty([])).toEqual({
      name: 'field_1',
      type: 'string',
      required: false,
      isEnum: false,
      description: '',
    });
  });
});

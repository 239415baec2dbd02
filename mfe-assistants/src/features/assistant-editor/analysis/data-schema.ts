import { newDataSchemaPropertyName, type DataSchemaProperty } from '@voice/contracts';

/**
 * The name of a new structured-data property: field_N with N the first number from (count + 1) up that no
 * property uses yet, so [field_1, field_2] gives field_3 and [field_2] after removing field_1 gives field_3.
 */
export function nextPropertyName(properties: readonly Pick<DataSchemaProperty, 'name'>[]): string {
  const used = new Set(properties.map((p) => p.name.trim()));
  let n = properties.length + 1;
  while (used.has(newDataSchemaPropertyName(n))) n += 1;
  return newDataSchemaPropertyName(n);
}

/** A new property of the schema builder: a string, optional, not an enum. */
export function newProperty(properties: readonly DataSchemaProperty[]): DataSchemaProperty {
  return {
    name: nextPropertyName(properties),
    type: 'string',
    required: false,
    isEnum: false,
    description: '',
  };
}

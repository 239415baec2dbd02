import Ajv, { type ValidateFunction } from 'ajv';

/**
 * One ajv for every custom tool's parameters: compiled when a tool is saved (a schema ajv refuses is a 422) and
 * when a call's arguments are checked. Formats are hints for the model, not checked.
 */
const toolAjv = new Ajv({ allErrors: true, strict: false, validateFormats: false });

/** Compiled validators by the schema's JSON text, the most recent VALIDATORS_KEPT. */
const validators = new Map<string, ValidateFunction>();
const VALIDATORS_KEPT = 500;

/**
 * The validator of a parameters schema (JSON text); throws when ajv cannot compile it. ajv keeps every schema
 * object it compiled: each is removed from it again, and our own map keeps a bounded number by their text.
 */
export function parametersValidator(parametersJson: string): ValidateFunction {
  const known = validators.get(parametersJson);
  if (known) return known;
  const schema = JSON.parse(parametersJson) as object;
  const validate = toolAjv.compile(schema);
  toolAjv.removeSchema(schema);
  if (validators.size >= VALIDATORS_KEPT) {
    const oldest = validators.keys().next();
    if (!oldest.done) validators.delete(oldest.value);
  }
  validators.set(parametersJson, validate);
  return validate;
}

/** The errors of a failed validation as one sentence part ("arguments must have required property 'x'"). */
export function argumentErrors(validate: ValidateFunction): string {
  return toolAjv.errorsText(validate.errors, { dataVar: 'arguments' });
}

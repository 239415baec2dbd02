import Ajv from 'ajv';

/**
 * One ajv for every custom tool's parameters: compiled when a tool is saved (a schema ajv refuses is a 422) and
 * when a call's arguments are checked. Formats are hints for the model, not checked.
 */
export const toolAjv = new Ajv({ allErrors: true, strict: false, validateFormats: false });

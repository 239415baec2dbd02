import fs from 'node:fs';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/**
 * JSON-schema validation of requests and replies against a provider's published OpenAPI subset (vapi.subset.json,
 * twilio.subset.json in server/test/contracts), for the local stand-ins of those providers (vapi-mock.ts,
 * twilio-mock.ts). Three adjustments make the documents strict enough to catch a wrong adapter:
 * - every object schema that lists its properties refuses others (additionalProperties: false), as the real APIs
 *   do (Vapi answers 400 "property x should not exist"); free-form objects (metadata, headers) stay open;
 * - oneOf becomes anyOf: the specs use oneOf for unions such as `enum | string`, which overlap;
 * - discriminator is dropped (the provider's enum on each branch already tells the branches apart).
 * Documents taken as extracted (vapi-next.subset.json) still carry what vapi.subset.json had normalized (README.md
 * in contracts): a pattern written as a JS regex literal ('/^[a-z]+$/u') is checked as the regex it spells, an
 * `object` with a string enum as a string, and an empty enum (nothing would pass) is dropped.
 */

type Node = Record<string, unknown>;

function strictCopy(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(strictCopy);
  if (!node || typeof node !== 'object') return node;
  const out: Node = {};
  for (const [key, value] of Object.entries(node as Node)) {
    if (key === 'discriminator') continue;
    out[key === 'oneOf' ? 'anyOf' : key] = strictCopy(value);
  }
  const literal = typeof out.pattern === 'string' ? /^\/(.*)\/[a-z]*$/s.exec(out.pattern) : null;
  if (literal) out.pattern = literal[1];
  if (Array.isArray(out.enum)) {
    if (out.enum.length === 0) delete out.enum;
    else if (out.type === 'object' && out.enum.every((v) => typeof v === 'string')) {
      out.type = 'string';
    }
  }
  if (
    out.type === 'object' &&
    out.properties &&
    typeof out.properties === 'object' &&
    out.additionalProperties === undefined
  ) {
    out.additionalProperties = false;
  }
  return out;
}

export interface OpenApiValidator {
  /** The parsed (unmodified) document. */
  spec: Node;
  /** A validator of the schema at a JSON pointer of the document ('#/components/schemas/CreateAssistantDTO'). */
  at(pointer: string): ValidateFunction;
}

const cache = new Map<string, OpenApiValidator>();

export function openApiValidator(file: string): OpenApiValidator {
  const cached = cache.get(file);
  if (cached) return cached;
  const spec = JSON.parse(fs.readFileSync(file, 'utf8')) as Node;
  const ajv = new Ajv({ strict: false, allErrors: true, logger: false });
  addFormats(ajv);
  // Provider-specific formats of Twilio's document: checked by their own patterns where it matters.
  for (const format of [
    'phone-number',
    'iso-country-code',
    'int64',
    'http-method',
    'uri-map',
    'phone-number-capabilities',
    'date-time-rfc-2822',
  ]) {
    ajv.addFormat(format, true);
  }
  ajv.addSchema(strictCopy(spec) as Node, 'spec');
  const compiled = new Map<string, ValidateFunction>();
  const validator: OpenApiValidator = {
    spec,
    at(pointer) {
      let fn = compiled.get(pointer);
      if (!fn) {
        fn = ajv.compile({ $ref: `spec${pointer}` });
        compiled.set(pointer, fn);
      }
      return fn;
    },
  };
  cache.set(file, validator);
  return validator;
}

/** JSON-pointer escaping of one path segment ('/assistant/{id}' → '~1assistant~1{id}'). */
export function pointerSegment(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function describeErrors(errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((e) => {
    const extra =
      e.keyword === 'additionalProperties'
        ? ` (${String((e.params as { additionalProperty?: string }).additionalProperty)})`
        : '';
    return `${e.instancePath || '/'} ${e.message ?? e.keyword}${extra}`;
  });
}

import { VoiceProviderError } from './provider';
import { VAPI_NOT_FOUND, vapiHttp, vapiIdOf, vapiSegment } from './vapi-http';
import type { VapiOptions } from './vapi-provider';

/**
 * Vapi's saved tools (POST /tool, PATCH /tool/{id}, DELETE /tool/{id}) for what an assistant does during a call:
 * - a function tool (CreateFunctionToolDTO): our booking tools (check_availability, book_appointment) and clients'
 *   custom tools; Vapi posts the call to `server.url` with the headers we give (the subset's Server has no secret:
 *   a bearer header, or a Vapi credential id);
 * - a transferCall tool (CreateTransferCallToolDTO) with phone-number destinations;
 * - a query tool (CreateQueryToolDTO) over uploaded files, Vapi's documented way to give an assistant documents
 *   (used by the knowledge sync when a knowledge base has no search tool of its own).
 * An assistant uses saved tools through `model.toolIds` (withToolIds below). Bodies are exactly the subset's DTOs
 * (vapi-next.subset.json); our own checks refuse what Vapi would (422, with the reason).
 */

type Json = Record<string, unknown>;

/** A JSON schema as Vapi's JsonSchema declares it (the keywords it accepts, nothing else). */
export interface VapiJsonSchema {
  type: 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object';
  description?: string;
  title?: string;
  pattern?: string;
  format?: string;
  enum?: readonly string[];
  items?: VapiJsonSchema;
  properties?: Readonly<Record<string, VapiJsonSchema>>;
  required?: readonly string[];
}

/** A function's parameters: an object schema (OpenAIFunctionParameters). */
export interface VapiFunctionParameters {
  type: 'object';
  properties: Readonly<Record<string, VapiJsonSchema>>;
  required?: readonly string[];
}

export interface VapiToolServer {
  /** Where Vapi posts the tool call: an https URL. */
  url: string;
  /** Sent with every call, e.g. { Authorization: 'Bearer <secret>' } for our signed endpoints. */
  headers?: Record<string, string>;
  /** A Vapi credential instead of headers (Server.credentialId). */
  credentialId?: string;
  /** 1–300 s (Vapi's default 20). */
  timeoutSeconds?: number;
}

export interface VapiFunctionToolSpec {
  /** a-z, A-Z, 0-9, _ and -, at most 64 (OpenAIFunction.name). */
  name: string;
  /** When and how the model should call it. */
  description: string;
  parameters: VapiFunctionParameters;
  server: VapiToolServer;
  /** Spoken while the call runs ("One moment, I'm checking the calendar"). */
  requestStartMessage?: string;
}

export interface VapiTransferDestination {
  /** E.164, e.g. +14155550123. */
  number: string;
  /** When to transfer there (the model chooses by it). */
  description: string;
  /** Spoken to the caller before connecting; absent: Vapi's default, '' transfers silently. */
  message?: string;
}

export interface VapiQueryToolSpec {
  /** The knowledge base's name and description tell the model when to search it. */
  name: string;
  description: string;
  /** Uploaded Vapi files (POST /file). */
  fileIds: string[];
}

export interface VapiToolsClient {
  createFunctionTool(spec: VapiFunctionToolSpec): Promise<string>;
  /** False when Vapi has no such tool (nothing updated). */
  updateFunctionTool(id: string, spec: VapiFunctionToolSpec): Promise<boolean>;
  createTransferCallTool(destinations: readonly VapiTransferDestination[]): Promise<string>;
  updateTransferCallTool(
    id: string,
    destinations: readonly VapiTransferDestination[],
  ): Promise<void>;
  createQueryTool(spec: VapiQueryToolSpec): Promise<string>;
  /** False when Vapi has no such tool (nothing updated). */
  updateQueryTool(id: string, spec: VapiQueryToolSpec): Promise<boolean>;
  /** Deleting a tool Vapi no longer has is not an error. */
  deleteTool(id: string): Promise<void>;
}

const FUNCTION_NAME = /^[a-zA-Z0-9_-]{1,64}$/;
const E164 = /^\+[1-9]\d{1,14}$/;
const SCHEMA_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'array', 'object']);
const SCHEMA_FORMATS = new Set([
  'date-time',
  'time',
  'date',
  'duration',
  'email',
  'hostname',
  'ipv4',
  'ipv6',
  'uuid',
]);
const SCHEMA_KEYWORDS = new Set([
  'type',
  'description',
  'title',
  'pattern',
  'format',
  'enum',
  'items',
  'properties',
  'required',
]);
/** ToolMessageStart.content and Server.timeoutSeconds bounds. */
const MESSAGE_MAX = 1000;
const TIMEOUT_RANGE: [number, number] = [1, 300];

function refuse(message: string): never {
  throw new VoiceProviderError(message, 422);
}

function isRecord(value: unknown): value is Json {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

function stringList(value: unknown, where: string): string[] {
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) {
    refuse(`${where} must be a list of strings.`);
  }
  return value as string[];
}

/** A copy of a JSON schema with only the keywords Vapi's JsonSchema takes; anything else is refused by name. */
export function vapiJsonSchema(schema: unknown, where = 'parameters'): VapiJsonSchema {
  if (!isRecord(schema)) refuse(`${where} must be a JSON schema object.`);
  const unknown = Object.keys(schema).filter((key) => !SCHEMA_KEYWORDS.has(key));
  if (unknown.length > 0) {
    refuse(
      `${where}: the voice platform does not take ${unknown.map((k) => `"${k}"`).join(', ')}.`,
    );
  }
  const type = schema.type;
  if (typeof type !== 'string' || !SCHEMA_TYPES.has(type)) {
    refuse(`${where}.type must be one of ${[...SCHEMA_TYPES].join(', ')}.`);
  }
  const out: VapiJsonSchema = { type: type as VapiJsonSchema['type'] };
  for (const key of ['description', 'title', 'pattern'] as const) {
    const value = schema[key];
    if (value === undefined) continue;
    if (typeof value !== 'string') refuse(`${where}.${key} must be text.`);
    out[key] = value;
  }
  if (schema.format !== undefined) {
    if (typeof schema.format !== 'string' || !SCHEMA_FORMATS.has(schema.format)) {
      refuse(`${where}.format must be one of ${[...SCHEMA_FORMATS].join(', ')}.`);
    }
    out.format = schema.format;
  }
  if (schema.enum !== undefined) out.enum = stringList(schema.enum, `${where}.enum`);
  if (schema.required !== undefined)
    out.required = stringList(schema.required, `${where}.required`);
  if (schema.items !== undefined) out.items = vapiJsonSchema(schema.items, `${where}.items`);
  if (schema.properties !== undefined) {
    if (!isRecord(schema.properties)) refuse(`${where}.properties must be an object.`);
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([name, property]) => [
        name,
        vapiJsonSchema(property, `${where}.properties.${name}`),
      ]),
    );
  }
  return out;
}

function serverOf(server: VapiToolServer): Json {
  const address = server.url.trim();
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    refuse('The tool URL is not a valid address.');
  }
  // Vapi sends the headers (our secret) with every call: never over plain http.
  if (url.protocol !== 'https:') refuse('The tool URL must start with https://.');
  const timeout = server.timeoutSeconds;
  if (
    timeout !== undefined &&
    (!Number.isFinite(timeout) || timeout < TIMEOUT_RANGE[0] || timeout > TIMEOUT_RANGE[1])
  ) {
    refuse(`The tool timeout must be ${TIMEOUT_RANGE[0]}–${TIMEOUT_RANGE[1]} seconds.`);
  }
  return {
    url: address,
    ...(timeout !== undefined ? { timeoutSeconds: timeout } : {}),
    ...(server.credentialId ? { credentialId: server.credentialId } : {}),
    ...(server.headers && Object.keys(server.headers).length > 0
      ? { headers: { ...server.headers } }
      : {}),
  };
}

/** CreateFunctionToolDTO (also the PATCH body: UpdateFunctionToolDTO has the same properties). */
export function functionToolBody(spec: VapiFunctionToolSpec): Json {
  const name = spec.name.trim();
  if (!FUNCTION_NAME.test(name)) {
    refuse('A tool name may only hold letters, digits, _ and - (at most 64).');
  }
  const parameters = vapiJsonSchema(spec.parameters);
  if (parameters.type !== 'object' || !parameters.properties) {
    refuse('parameters must be an object schema with properties.');
  }
  const start = spec.requestStartMessage?.trim();
  if (start && start.length > MESSAGE_MAX) {
    refuse(`The tool's message may be at most ${MESSAGE_MAX} characters.`);
  }
  return {
    type: 'function',
    function: {
      name,
      description: spec.description.trim(),
      parameters: {
        type: 'object',
        properties: parameters.properties,
        ...(parameters.required?.length ? { required: parameters.required } : {}),
      },
    },
    server: serverOf(spec.server),
    ...(start ? { messages: [{ type: 'request-start', content: start }] } : {}),
  };
}

/** CreateTransferCallToolDTO with number destinations (also the PATCH body). */
export function transferCallToolBody(destinations: readonly VapiTransferDestination[]): Json {
  if (destinations.length === 0) refuse('A transfer needs at least one destination.');
  return {
    type: 'transferCall',
    destinations: destinations.map((d) => {
      const number = d.number.trim();
      if (!E164.test(number)) {
        refuse(`${number || 'A transfer number'} is not an international number (+14155550123).`);
      }
      const description = d.description.trim();
      if (!description) refuse(`Say when to transfer to ${number}.`);
      return {
        type: 'number',
        number,
        description,
        ...(d.message !== undefined ? { message: d.message.trim() } : {}),
      };
    }),
  };
}

/** CreateQueryToolDTO over one knowledge base of files (Vapi's KnowledgeBase: provider google). */
export function queryToolBody(spec: VapiQueryToolSpec): Json {
  const name = spec.name.trim();
  if (!name) refuse('The knowledge base needs a name.');
  if (spec.fileIds.length === 0) refuse('The knowledge base has no files.');
  return {
    type: 'query',
    knowledgeBases: [
      {
        provider: 'google',
        name,
        description: spec.description.trim() || name,
        fileIds: [...spec.fileIds],
      },
    ],
  };
}

// Pure and about the assistant's body, so it lives with vapi-mapping (which vapi-provider imports: no cycle).
export { withToolIds } from './vapi-mapping';

export function vapiToolsClient(options: VapiOptions): VapiToolsClient {
  const http = vapiHttp(options);
  // Every method is async, so that a body our checks refuse is a rejection, like Vapi's refusals.
  const create = async (body: Json) => vapiIdOf(await http.json('POST', '/tool', body));
  const update = async (id: string, body: Json) =>
    (await http.json('PATCH', `/tool/${vapiSegment(id)}`, body, true)) !== VAPI_NOT_FOUND;
  return {
    createFunctionTool: async (spec) => create(functionToolBody(spec)),
    updateFunctionTool: async (id, spec) => update(id, functionToolBody(spec)),
    createTransferCallTool: async (destinations) => create(transferCallToolBody(destinations)),
    async updateTransferCallTool(id, destinations) {
      await http.json('PATCH', `/tool/${vapiSegment(id)}`, transferCallToolBody(destinations));
    },
    createQueryTool: async (spec) => create(queryToolBody(spec)),
    updateQueryTool: async (id, spec) => update(id, queryToolBody(spec)),
    async deleteTool(id) {
      await http.json('DELETE', `/tool/${vapiSegment(id)}`, undefined, true);
    },
  };
}

import type { CustomTool } from '@voice/contracts';
import {
  CUSTOM_TOOL_LIMITS,
  CUSTOM_TOOL_MESSAGES,
  type CustomToolInput,
} from '@voice/contracts/schemas';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { ValidationFailed } from '../../../lib/http-error';
import { isPrivateLiteralTarget } from '../../../lib/private-address';
import { isoString, nowIso } from '../../../lib/time';
import { isUniqueViolation } from '../../../lib/unique-violation';
import type { AssistantRecord } from '../assistants/repository';
import { VoiceProviderError } from '../voice-platform/provider';
import { vapiJsonSchema } from '../voice-platform/vapi-tools';
import { parametersValidator } from './json-schema';
import { deleteRemoteTool, saveRemoteTool, type RemoteToolDeps } from './remote-tool';
import {
  countToolRows,
  deleteToolRow,
  findToolByName,
  findToolRow,
  insertToolRow,
  listToolRows,
  updateToolRow,
  type CustomToolRow,
} from './repository';

/**
 * An assistant's custom tools: saving them (the contracts schema checked the shape; here what needs the server:
 * https unless private targets are allowed, no private literal address, parameters that Vapi's JsonSchema takes
 * and ajv compiles, a name unique per assistant, the per-assistant limit) and reading them back. For an
 * assistant held by Vapi the tool is created, updated and deleted there too (remote-tool.ts), remote first.
 */

export const TOOL_NOT_FOUND = 'Tool not found';
export const PRIVATE_TOOL_TARGET =
  'The URL must not point to a private, loopback or link-local address.';

export type CustomToolDeps = RemoteToolDeps & {
  /** config.webhooks.allowPrivateTargets: a local setup may name http:// and private addresses (tests, dev). */
  allowPrivateTargets: boolean;
};

function parsedParameters(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

export function customToolOf(row: CustomToolRow): CustomTool {
  return {
    id: row.id,
    assistant_id: row.assistant_id,
    name: row.name,
    description: row.description,
    parameters: parsedParameters(row.parameters),
    url: row.url,
    timeout_seconds: row.timeout_seconds,
    remote_tool_id: row.remote_tool_id,
    created_at: isoString(row.created_at),
    updated_at: isoString(row.updated_at),
  };
}

/** The parameters as JSON text for the row, once Vapi's schema subset and ajv accept them. */
function parametersText(input: CustomToolInput): string {
  try {
    vapiJsonSchema(input.parameters);
  } catch (error) {
    if (error instanceof VoiceProviderError) {
      throw new ValidationFailed({ parameters: [error.message] });
    }
    throw error;
  }
  const text = JSON.stringify(input.parameters);
  try {
    parametersValidator(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ValidationFailed({
      parameters: [`The parameters are not a valid JSON schema: ${reason}`],
    });
  }
  return text;
}

function checkUrl(deps: CustomToolDeps, url: string): void {
  if (deps.allowPrivateTargets) return;
  if (new URL(url).protocol !== 'https:') {
    throw new ValidationFailed({ url: [CUSTOM_TOOL_MESSAGES.urlNotHttps] });
  }
  if (isPrivateLiteralTarget(url)) throw new ValidationFailed({ url: [PRIVATE_TOOL_TARGET] });
}

function values(deps: CustomToolDeps, input: CustomToolInput) {
  checkUrl(deps, input.url);
  return {
    name: input.name,
    description: input.description,
    parameters: parametersText(input),
    url: input.url,
    timeout_seconds: input.timeout_seconds,
  };
}

async function uniquely<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ValidationFailed({ name: [CUSTOM_TOOL_MESSAGES.nameTaken] });
    throw error;
  }
}

export async function listTools(db: Kysely<DB>, assistantId: number): Promise<CustomTool[]> {
  return (await listToolRows(db, assistantId)).map(customToolOf);
}

/** The assistant's tool, or undefined (another assistant's tool is not found either). */
export async function findTool(
  db: Kysely<DB>,
  assistantId: number,
  toolId: number,
): Promise<CustomToolRow | undefined> {
  return findToolRow(db, assistantId, toolId);
}

/** Refuses a name another tool of the assistant has (the unique index stays the last word). */
async function checkNameFree(
  deps: CustomToolDeps,
  assistantId: number,
  name: string,
  toolId: number | null,
): Promise<void> {
  const other = await findToolByName(deps.db, assistantId, name);
  if (other && other.id !== toolId) {
    throw new ValidationFailed({ name: [CUSTOM_TOOL_MESSAGES.nameTaken] });
  }
}

export async function createTool(
  deps: CustomToolDeps,
  assistant: AssistantRecord,
  input: CustomToolInput,
): Promise<CustomToolRow> {
  const saved = values(deps, input);
  if ((await countToolRows(deps.db, assistant.id)) >= CUSTOM_TOOL_LIMITS.maxTools) {
    throw new ValidationFailed({ name: [CUSTOM_TOOL_MESSAGES.tooMany] });
  }
  await checkNameFree(deps, assistant.id, saved.name, null);
  const now = nowIso();
  let row: CustomToolRow | undefined;
  await saveRemoteTool(deps, assistant, saved, null, async (remoteToolId) => {
    row = await uniquely(() =>
      insertToolRow(deps.db, {
        ...saved,
        assistant_id: assistant.id,
        reseller_id: assistant.reseller_id,
        remote_tool_id: remoteToolId,
        created_at: now,
        updated_at: now,
      }),
    );
  });
  if (!row) throw new Error('The tool was not saved');
  return row;
}

export async function updateTool(
  deps: CustomToolDeps,
  assistant: AssistantRecord,
  tool: CustomToolRow,
  input: CustomToolInput,
): Promise<CustomToolRow> {
  const saved = values(deps, input);
  await checkNameFree(deps, assistant.id, saved.name, tool.id);
  let row: CustomToolRow | undefined;
  await saveRemoteTool(deps, assistant, saved, tool, async (remoteToolId) => {
    row = await uniquely(() =>
      updateToolRow(deps.db, tool.id, {
        ...saved,
        remote_tool_id: remoteToolId,
        updated_at: nowIso(),
      }),
    );
  });
  if (!row) throw new ValidationFailed({ name: [TOOL_NOT_FOUND] });
  return row;
}

export async function deleteTool(
  deps: CustomToolDeps,
  assistant: AssistantRecord,
  tool: CustomToolRow,
): Promise<void> {
  await deleteRemoteTool(deps, assistant, tool, () => deleteToolRow(deps.db, tool.id));
}

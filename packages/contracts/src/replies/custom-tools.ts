import { TOOL_CALL_STATUSES } from '../entities/custom-tool';
import { dataReply } from './common';
import { json } from './json';

/** An assistant's custom tool (GET/POST/PUT /api/assistants/{id}/tools). */
export const CustomToolSchema = json.object({
  id: json.integer,
  assistant_id: json.integer,
  name: json.string,
  description: json.string,
  /** The parameters' JSON schema ({type: 'object', properties, required?}). */
  parameters: json.open({}),
  url: json.string,
  timeout_seconds: json.integer,
  /** The function tool's id on the voice platform; null in the sandbox or before it was created there. */
  remote_tool_id: json.nullableString,
  created_at: json.string,
  updated_at: json.string,
});
/** GET /api/assistants/{id}/tools data: the tools by name. */
export const CustomToolListReply = dataReply(json.array(CustomToolSchema));
/** POST/PUT /api/assistants/{id}/tools[/{toolId}] data. */
export const CustomToolReply = dataReply(CustomToolSchema);

/** A tool call answered during a call, as the call's detail shows it. */
export const ToolCallSchema = json.object({
  id: json.integer,
  name: json.string,
  /** The arguments the model gave (a JSON object). */
  arguments: json.open({}),
  /** What the model was answered (capped). */
  result: json.string,
  status: json.enumOf(TOOL_CALL_STATUSES),
  duration_ms: json.integer,
  created_at: json.string,
});

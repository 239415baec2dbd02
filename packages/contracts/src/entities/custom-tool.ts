import type { Static } from 'typebox';
import type { CustomToolSchema, ToolCallSchema } from '../replies/custom-tools';

/** An assistant's custom tools (GET/POST/PUT/DELETE /api/assistants/{id}/tools) and the tool calls of a call. */

export const TOOL_CALL_STATUSES = ['ok', 'error', 'timeout'] as const;
export type ToolCallStatus = (typeof TOOL_CALL_STATUSES)[number];

export type CustomTool = Static<typeof CustomToolSchema>;
export type ToolCall = Static<typeof ToolCallSchema>;

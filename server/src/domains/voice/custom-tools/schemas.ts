import {
  CustomToolListReply,
  CustomToolReply,
  SuccessMessageReply,
} from '@voice/contracts/replies';
import { customToolSchema } from '@voice/contracts/schemas';
import { object } from 'yup';
import { pathIdField } from '../../../lib/id-fields';
import { replies, tagged } from '../../../lib/route-schema';
import { assistantIdParamsSchema } from '../assistants/schemas';

/** /api/assistants/{id}/tools/{toolId} */
export const toolParamsSchema = assistantIdParamsSchema.concat(
  object({ toolId: pathIdField('The tool id must be an integer.') }),
);

export const customToolSchemas = tagged('Assistants', {
  list: {
    summary: "List an assistant's custom tools",
    params: assistantIdParamsSchema,
    response: replies({ 200: CustomToolListReply }, [401, 404, 422]),
  },
  create: {
    summary: 'Add a custom tool to an assistant',
    params: assistantIdParamsSchema,
    body: customToolSchema,
    response: replies({ 200: CustomToolReply }, [401, 404, 422]),
  },
  update: {
    summary: "Update an assistant's custom tool",
    params: toolParamsSchema,
    body: customToolSchema,
    response: replies({ 200: CustomToolReply }, [401, 404, 422]),
  },
  remove: {
    summary: "Delete an assistant's custom tool",
    params: toolParamsSchema,
    response: replies({ 200: SuccessMessageReply }, [401, 404, 422]),
  },
});

import {
  CustomToolListReply,
  CustomToolReply,
  SuccessMessageReply,
} from '@voice/contracts/replies';
import { customToolSchema } from '@voice/contracts/schemas';
import { object } from 'yup';
import { pathIdField } from '../../../lib/id-fields';
import { replies } from '../../../lib/route-schema';
import { assistantIdParamsSchema } from '../assistants/schemas';

/** /api/assistants/{id}/tools/{toolId} */
export const toolParamsSchema = assistantIdParamsSchema.concat(
  object({ toolId: pathIdField('The tool id must be an integer.') }),
);

export const customToolSchemas = {
  list: {
    params: assistantIdParamsSchema,
    response: replies({ 200: CustomToolListReply }, [401, 404, 422]),
  },
  create: {
    params: assistantIdParamsSchema,
    body: customToolSchema,
    response: replies({ 200: CustomToolReply }, [401, 404, 422]),
  },
  update: {
    params: toolParamsSchema,
    body: customToolSchema,
    response: replies({ 200: CustomToolReply }, [401, 404, 422]),
  },
  remove: {
    params: toolParamsSchema,
    response: replies({ 200: SuccessMessageReply }, [401, 404, 422]),
  },
};

import { assistantTemplateSchema } from '@voice/contracts/schemas';
import { json, replies } from '../../../lib/route-schema';

const texts = {
  system_prompt: json.string,
  first_message: json.string,
  end_call_message: json.string,
};
const adminTemplate = json.object({
  ...texts,
  updated_at: json.nullableString,
  is_default: json.boolean,
});

export const assistantTemplateSchemas = {
  current: {
    response: replies(
      { 200: json.object({ success: json.boolean, data: json.object(texts) }) },
      [401, 403],
    ),
  },
  adminRead: {
    response: replies(
      { 200: json.object({ success: json.boolean, data: adminTemplate }) },
      [401, 403],
    ),
  },
  adminSave: {
    body: assistantTemplateSchema,
    response: replies(
      {
        200: json.object({ success: json.boolean, message: json.string, data: adminTemplate }),
      },
      [401, 403, 422],
    ),
  },
};

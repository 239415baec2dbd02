import {
  AdminAssistantTemplateReply,
  AdminAssistantTemplateSavedReply,
  AssistantTemplateReply,
} from '@voice/contracts/replies';
import { assistantTemplateSchema } from '@voice/contracts/schemas';
import { replies, tagged } from '../../../lib/route-schema';

export const assistantTemplateSchemas = tagged('Assistants', {
  current: {
    summary: 'Show the template of new assistants',
    response: replies({ 200: AssistantTemplateReply }, [401, 403]),
  },
  adminRead: {
    summary: "Show the tenant's assistant template (admin)",
    response: replies({ 200: AdminAssistantTemplateReply }, [401, 403]),
  },
  adminSave: {
    summary: "Save the tenant's assistant template",
    body: assistantTemplateSchema,
    response: replies({ 200: AdminAssistantTemplateSavedReply }, [401, 403, 422]),
  },
});

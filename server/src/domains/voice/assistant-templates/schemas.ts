import {
  AdminAssistantTemplateReply,
  AdminAssistantTemplateSavedReply,
  AssistantTemplateReply,
} from '@voice/contracts/replies';
import { assistantTemplateSchema } from '@voice/contracts/schemas';
import { replies } from '../../../lib/route-schema';

export const assistantTemplateSchemas = {
  current: { response: replies({ 200: AssistantTemplateReply }, [401, 403]) },
  adminRead: { response: replies({ 200: AdminAssistantTemplateReply }, [401, 403]) },
  adminSave: {
    body: assistantTemplateSchema,
    response: replies({ 200: AdminAssistantTemplateSavedReply }, [401, 403, 422]),
  },
};

import {
  AssistantListReply,
  AssistantPhoneNumberListReply,
  AssistantReply,
  AssistantSavedReply,
  ErrorReply,
  SuccessMessageReply,
  type TSchema,
} from '@voice/contracts/replies';
import { object, string } from 'yup';
import { replies, tagged } from '../../../lib/route-schema';
import { assistantListQuerySchema } from './list-query';
import { assistantBodySchema } from './payload';

/** {id}: our numeric id or the voice platform's id (vapi_assistant_id). */
export const assistantIdParamsSchema = object({
  id: string()
    .trim()
    .required('The id is required.')
    .max(255, 'The id may not be greater than 255 characters.'),
});

/** The voice platform or the telephony failed (VoiceProviderError, TelephonyError with status 502). */
const providerDown: Record<number, TSchema> = { 502: ErrorReply };

export const assistantSchemas = tagged('Assistants', {
  list: {
    summary: 'List assistants',
    querystring: assistantListQuerySchema,
    response: replies({ 200: AssistantListReply }, [401, 403, 422]),
  },
  show: {
    summary: 'Show an assistant',
    params: assistantIdParamsSchema,
    response: replies({ 200: AssistantReply }, [401, 403, 404, 422]),
  },
  phoneNumbers: {
    summary: "List an assistant's phone numbers",
    params: assistantIdParamsSchema,
    response: replies({ 200: AssistantPhoneNumberListReply }, [401, 403, 404, 422]),
  },
  create: {
    body: assistantBodySchema,
    response: { ...replies({ 201: AssistantSavedReply }, [401, 403, 422]), ...providerDown },
  },
  update: {
    params: assistantIdParamsSchema,
    body: assistantBodySchema,
    response: { ...replies({ 200: AssistantSavedReply }, [401, 403, 404, 422]), ...providerDown },
  },
  remove: {
    summary: 'Delete an assistant',
    params: assistantIdParamsSchema,
    response: { ...replies({ 200: SuccessMessageReply }, [401, 403, 404, 422]), ...providerDown },
  },
});

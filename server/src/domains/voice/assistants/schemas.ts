import { object, string } from 'yup';
import { json, pagedList, replies, type JsonSchema } from '../../../lib/route-schema';
import { assistantListQuerySchema } from './list-query';
import { assistantBodySchema } from './payload';

/** {id}: our numeric id or the voice platform's id (vapi_assistant_id). */
export const assistantIdParamsSchema = object({
  id: string()
    .trim()
    .required('The id is required.')
    .max(255, 'The id may not be greater than 255 characters.'),
});

const assistant = json.open({
  id: json.integer,
  vapi_assistant_id: json.nullableString,
  name: json.string,
  type: json.string,
  phone_number: json.nullableString,
  webhook_url: json.nullableString,
  first_message_mode: json.string,
  first_message_interruptions_enabled: json.boolean,
  created_at: json.string,
  user: { anyOf: [json.open({ name: json.string }), { type: 'null' }] },
  creator: { anyOf: [json.open({ name: json.string }), { type: 'null' }] },
  user_id: json.integer,
  vapi_data: {},
});

const assistantReply = json.object({ success: json.boolean, data: assistant });
const savedReply = json.object({ success: json.boolean, message: json.string, data: assistant });
const messageReply = json.object({ success: json.boolean, message: json.string });
/** The voice platform or the telephony failed (VoiceProviderError, TelephonyError with status 502). */
const providerDown: Record<number, JsonSchema> = {
  502: json.open({ success: json.boolean, message: json.string }),
};

export const assistantSchemas = {
  list: {
    querystring: assistantListQuerySchema,
    response: replies(
      { 200: pagedList(json.open({ id: json.integer, name: json.string })) },
      [401, 403, 422],
    ),
  },
  show: {
    params: assistantIdParamsSchema,
    response: replies({ 200: assistantReply }, [401, 403, 404, 422]),
  },
  create: {
    body: assistantBodySchema,
    response: { ...replies({ 201: savedReply }, [401, 403, 422]), ...providerDown },
  },
  update: {
    params: assistantIdParamsSchema,
    body: assistantBodySchema,
    response: { ...replies({ 200: savedReply }, [401, 403, 404, 422]), ...providerDown },
  },
  remove: {
    params: assistantIdParamsSchema,
    response: { ...replies({ 200: messageReply }, [401, 403, 404, 422]), ...providerDown },
  },
};

import {
  ErrorReply,
  SandboxRecordingReply,
  TestCallReply,
  VoiceToolResultsReply,
  WebhookReceivedReply,
} from '@voice/contracts/replies';
import { object, string } from 'yup';
import { documentedOnly, replies, tagged } from '../../../lib/route-schema';
import { assistantIdParamsSchema } from '../../voice';

export const recordingParamsSchema = object({
  file: string().required().max(100, 'The file name may not be greater than 100 characters.'),
});

export const callSchemas = tagged('Calls', {
  /** The body is the raw message as received (HMAC signatures are over the exact bytes): read by the handler. */
  vapiWebhook: {
    summary: "Receive the voice platform's call events",
    body: documentedOnly({
      type: 'string',
      description:
        'A Vapi server message {"message": {...}}: status-update and end-of-call-report are recorded, ' +
        "other types acknowledged. Authenticated with the assistant's tenant webhook secret: " +
        '"Authorization: Bearer <secret>", or x-signature (hex HMAC-SHA256 of "{x-timestamp}.{body}") ' +
        'with x-timestamp within 5 minutes.',
    }),
    response: replies({ 200: WebhookReceivedReply }, [400, 401, 429]),
  },
  /** The booking calendar's tools, called by the voice platform (authenticated as vapiWebhook). */
  bookingTools: {
    summary: "Answer an assistant's booking tool call",
    body: documentedOnly({
      type: 'string',
      description:
        'A Vapi tool-calls server message {"message": {"type": "tool-calls", "toolCallList": [...], "call": ' +
        '{...}}} for check_availability and book_appointment; answered with {results: [{toolCallId, name, ' +
        'result}]}. Authenticated like /api/webhooks/vapi.',
    }),
    response: replies({ 200: VoiceToolResultsReply }, [400, 401, 429]),
  },
  /** The assistants' custom tools, called by the voice platform (authenticated as vapiWebhook). */
  customTools: {
    summary: "Answer an assistant's custom tool call",
    body: documentedOnly({
      type: 'string',
      description:
        'A Vapi tool-calls server message {"message": {"type": "tool-calls", "toolCallList": [...], "call": ' +
        "{...}}} naming custom tools of the assistant; each is posted, signed, to the tool's URL and answered " +
        'with {results: [{toolCallId, name, result}]}. Authenticated like /api/webhooks/vapi.',
    }),
    response: replies({ 200: VoiceToolResultsReply }, [400, 401, 429]),
  },
  /** The assistant's add_to_do_not_call tool, called by the voice platform (authenticated as vapiWebhook). */
  doNotCallTool: {
    summary: "Answer an assistant's do-not-call tool call",
    body: documentedOnly({
      type: 'string',
      description:
        'A Vapi tool-calls server message {"message": {"type": "tool-calls", "toolCallList": [...], "call": ' +
        "{...}}} for add_to_do_not_call: the call's customer number joins the assistant's tenant's do-not-call " +
        'list; answered with {results: [{toolCallId, name, result}]}. Authenticated like /api/webhooks/vapi.',
    }),
    response: replies({ 200: VoiceToolResultsReply }, [400, 401, 429]),
  },
  /** The sandbox provider places a test call to the assistant (recorded through the webhook above). */
  testCall: {
    summary: 'Place a sandbox test call to an assistant',
    params: assistantIdParamsSchema,
    response: {
      ...replies({ 200: TestCallReply }, [401, 403, 404, 422]),
      /** The assistant is held by a real voice platform. */
      409: ErrorReply,
    },
  },
  /** A sandbox test call's generated recording (audio/wav). */
  sandboxRecording: {
    summary: "Download a sandbox call's recording",
    params: recordingParamsSchema,
    response: replies({ 200: SandboxRecordingReply }, [404, 422]),
  },
});

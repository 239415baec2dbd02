// voice: the assistants and what they speak through. Assistants and their templates and assignment, the voice
// platform (Vapi or the sandbox) and its per-reseller keys, phone numbers (Twilio or the sandbox), voices, the
// test chat. Imports the domains below it (platform, tenancy, identity, billing).
//
// The domain's public entry: other domains, app.ts and bootstrap import only what is exported here
// (.dependency-cruiser.cjs).
export { assignmentRoutes } from './assignment/routes';
export { assistantTemplateRoutes } from './assistant-templates/routes';
export { assistantNotFound } from './assistants/find';
export { type AssistantRecord, assistantsAfter, findAssistant } from './assistants/repository';
export { assistantBodySchema } from './assistants/payload';
export { heldPhoneNumbers } from './assistants/phone-number-repository';
export { presentAssistant } from './assistants/presenter';
export { deleteAssistant } from './assistants/remove';
export { createAssistant, updateAssistant, type AssistantSaveDeps } from './assistants/save';
export { cancelBooking } from './bookings/cancel';
export { campaignRoutes } from './campaigns/routes';
export { campaignDialler } from './campaigns/plugin';
export { settleEndedCampaignCalls } from './campaigns/outcomes-repository';
export { isDoNotCall } from './do-not-call/repository';
export { doNotCallRoutes } from './do-not-call/routes';
export { answerDoNotCallToolCalls, DO_NOT_CALL_TOOL_PATH } from './do-not-call/tool-calls';
export { assistantRoutes } from './assistants/routes';
export { assistantIdParamsSchema } from './assistants/schemas';
export { knowledgeBase } from './knowledge/plugin';
export { knowledgeCallExchange } from './knowledge/call-question';
export { readCalendar as readBookingCalendar } from './bookings/calendar';
export { bookingCounts, bookingsAfter } from './bookings/repository';
export { bookingRoutes } from './bookings/routes';
export { calcomDepsFor } from './bookings/calcom-client';
export { outboundCallRoutes } from './outbound/routes';
export { transferRoutes } from './transfers/routes';
export { listDestinations as transferDestinationsOf } from './transfers/repository';
export {
  answerBookingToolCalls,
  BOOK_APPOINTMENT,
  BOOKING_TOOLS_PATH,
  CHECK_AVAILABILITY,
  toolCallContextOf,
} from './bookings/tool-calls';
export { telephonyPlugin } from './telephony/plugin';
export { telephonyRoutes } from './telephony/routes';
export { testChatRoutes } from './test-chat/routes';
export { voicePlugin } from './voice-platform/plugin';
export { VOICE_WEBHOOK_PATH, webhookSecretFor } from './voice-platform/webhook-credential';
export { voiceSettingsRoutes } from './voice-settings/routes';
export { voicesRoutes } from './voices/routes';
export { customToolRoutes } from './custom-tools/routes';
export {
  answerCustomToolCalls,
  CUSTOM_TOOLS_PATH,
  recordToolCall,
  TOOL_RESPONSE_MAX_BYTES,
  toolCallsOfCallLog,
  type ToolPostOutcome,
} from './custom-tools/tool-calls';

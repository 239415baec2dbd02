import type { EventType } from '@voice/contracts';

/**
 * A realistic payload of each event (the `data` of its delivery), for the test event of an endpoint and the
 * REST hooks' sample endpoint (an automation tool's setup screen maps its fields from it). The shapes are those
 * the emit points write (calls/ingestion/call-events.ts, voice/assistants/events.ts, billing's billing-events.ts,
 * voice/bookings/repository.ts).
 */

const CALL_ID = 'call_3f2c9a1e-5b7d-4c2a-9e61-0d8f4b7a2c10';
const START = '2026-03-02T14:05:11.000Z';
const END = '2026-03-02T14:08:43.000Z';

const call = {
  call_id: CALL_ID,
  assistant_id: 42,
  status: 'completed',
  ended_reason: 'customer-ended-call',
  start_time: START,
  end_time: END,
  duration: 212,
  cost: 0.31,
  cost_breakdown: { transport: 0.02, stt: 0.05, llm: 0.12, tts: 0.09, vapi: 0.03 },
  transcript:
    'AI: Good afternoon, Bright Smile Dental, how can I help?\nUser: I would like to book a check-up next week.',
  messages: [
    { role: 'assistant', message: 'Good afternoon, Bright Smile Dental, how can I help?', time: 0 },
    { role: 'user', message: 'I would like to book a check-up next week.', time: 4.2 },
  ],
  recording_url: 'https://recordings.example.com/call_3f2c9a1e.wav',
  summary: 'The caller booked a dental check-up for Tuesday at 10:00.',
  success_evaluation: 'true',
  structured_data: { appointment_booked: true },
  customer_number: '+14155550123',
  direction: 'inbound',
};

const assistant = {
  id: 42,
  name: 'Bright Smile Reception',
  type: 'inbound',
  user_id: 7,
  phone_number: '+14155550100',
  updated_at: END,
};

const SAMPLES: Record<EventType, Record<string, unknown>> = {
  'call.started': {
    call_id: CALL_ID,
    assistant_id: 42,
    status: 'in-progress',
    start_time: START,
    customer_number: '+14155550123',
    direction: 'inbound',
  },
  'call.ended': call,
  'assistant.created': assistant,
  'assistant.updated': assistant,
  'assistant.deleted': { id: 42, name: 'Bright Smile Reception', user_id: 7, deleted: true },
  'subscription.changed': {
    id: 15,
    user_id: 7,
    package_id: 3,
    package_name: 'Professional',
    status: 'active',
    billing_interval: 'monthly',
    amount: 99,
    currency: 'usd',
    current_period_start: '2026-03-01T00:00:00.000Z',
    current_period_end: '2026-04-01T00:00:00.000Z',
    cancel_at_period_end: false,
    ends_at: null,
    updated_at: START,
  },
  'payment.succeeded': {
    id: 311,
    user_id: 7,
    amount: 99,
    currency: 'USD',
    status: 'completed',
    description: 'Professional plan (monthly)',
    kind: 'renewal',
    reference: 'sub_7_3',
    subscription_id: 15,
    created_at: START,
  },
  'payment.failed': {
    id: 312,
    user_id: 7,
    amount: 99,
    currency: 'USD',
    status: 'failed',
    description: 'Professional plan (monthly): the card was declined',
    kind: 'renewal',
    reference: 'sub_7_3',
    subscription_id: 15,
    created_at: START,
  },
  'booking.created': {
    id: 88,
    status: 'booked',
    assistant_id: 42,
    user_id: 7,
    starts_at: '2026-03-10T10:00:00.000Z',
    ends_at: '2026-03-10T10:30:00.000Z',
    caller_name: 'Dana Whitfield',
    caller_number: '+14155550123',
    caller_email: 'dana@example.com',
    reason: 'Dental check-up',
    call_id: CALL_ID,
    created_at: END,
  },
  'campaign.completed': {
    campaign_id: 12,
    completed_at: END,
    outcomes: { completed: 612, no_answer: 201, busy: 98, voicemail: 89 },
  },
};

/** The sample `data` of an event type. */
export function samplePayload(type: EventType): Record<string, unknown> {
  return SAMPLES[type];
}

/** A whole sample delivery body of an event type, as receivers get it. */
export function sampleBody(type: EventType) {
  return { id: 1001, type, created_at: END, data: samplePayload(type) };
}

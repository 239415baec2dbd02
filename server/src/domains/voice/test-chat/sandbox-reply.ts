import type { AssistantTexts } from './assistant-texts';

/** What the caller's last words ask about. */
const GOODBYE =
  /\b(good\s*-?bye|bye|see you|that'?s all|hang up|have a (?:good|great|nice) day)\b/i;
const BOOKING =
  /\b(book|booking|appointment|schedule|reserve|reservation|call me back|callback)\b/i;
const SERVICES = /\b(service|services|offer|provide|sell|products?|do you do|price|prices|cost)\b/i;
const HOURS = /\b(open|opening|hours|close|closing)\b/i;

/** The caller is ending the conversation (the end-call message answers, not the knowledge base). */
export function saysGoodbye(words: string): boolean {
  return GOODBYE.test(words);
}

export const SANDBOX_FALLBACK_GREETING = 'Hello! How can I help you today?';
export const SANDBOX_FALLBACK_GOODBYE = 'Thank you for calling. Goodbye!';

function companyPhrase(texts: AssistantTexts): string {
  const name = texts.companyName || 'our company';
  return texts.industry ? `${name}, a company in the ${texts.industry} industry` : name;
}

/**
 * The sandbox's deterministic reply (no model connected): the first message on an empty conversation,
 * the end-call message when the caller says goodbye, otherwise an answer built from the company profile
 * of the assistant (metadata, or the profile lines of its system prompt).
 */
export function sandboxReply(
  texts: AssistantTexts,
  conversation: { role: string; content: string }[],
): string {
  const last = [...conversation].reverse().find((message) => message.role === 'user');
  if (!last) return texts.firstMessage || SANDBOX_FALLBACK_GREETING;
  const question = last.content;
  if (GOODBYE.test(question)) return texts.endCallMessage || SANDBOX_FALLBACK_GOODBYE;

  const name = texts.companyName || 'our company';
  const services = texts.services ? `we offer ${texts.services}` : '';
  if (BOOKING.test(question)) {
    return `I can help you with that. Please tell me your name and phone number, and a team member of ${name} will call you back to confirm a time.`;
  }
  if (SERVICES.test(question)) {
    return services
      ? `At ${name} ${services}. Would you like to book an appointment or leave a message for the team?`
      : `I do not have the list of services of ${name} yet. May I take your name and number so that a team member calls you back?`;
  }
  if (HOURS.test(question)) {
    return `I do not have the opening hours of ${name} at hand. May I take your name and number so that a team member calls you back?`;
  }
  const about = services ? `${companyPhrase(texts)}, and ${services}` : companyPhrase(texts);
  return `Thanks for your question. I am the assistant of ${about}. How else can I help you?`;
}

/** A reply cut into word-sized deltas (spaces kept), so the sandbox streams like a model. */
export function wordDeltas(reply: string): string[] {
  return reply.match(/\S+\s*/g) ?? [];
}

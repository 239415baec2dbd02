import { TestChatStreamReply } from '@voice/contracts/replies';
import { array, number, object, string, type InferType } from 'yup';
import { replies, tagged } from '../../../lib/route-schema';

/** Limits of POST /api/assistants/test-chat. */
export const TEST_CHAT_LIMITS = {
  messages: 30,
  messageChars: 4_000,
  systemPromptChars: 10_000,
  /** First and end-call messages, name, model name, company fields. */
  textChars: 10_000,
} as const;

export const TEST_CHAT_MESSAGES = {
  tooManyMessages: `A test conversation may have at most ${TEST_CHAT_LIMITS.messages} messages. Reset the chat to start again.`,
  messageTooLong: `A message may have at most ${TEST_CHAT_LIMITS.messageChars.toLocaleString('en-US')} characters.`,
  messageRequired: 'The message may not be empty.',
  role: 'The role must be user or assistant.',
  systemPromptTooLong: `The system prompt may have at most ${TEST_CHAT_LIMITS.systemPromptChars.toLocaleString('en-US')} characters.`,
  textTooLong: `This text may have at most ${TEST_CHAT_LIMITS.textChars.toLocaleString('en-US')} characters.`,
  temperature: 'Temperature must be between 0 and 2',
  assistantRequired: 'The assistant is required.',
  messagesRequired: 'The messages are required.',
  assistantId: 'The assistant id is invalid.',
} as const;

const text = () =>
  string().max(TEST_CHAT_LIMITS.textChars, TEST_CHAT_MESSAGES.textTooLong).default('');

/** model.messages of the editor: messages[0] (role system) is the system prompt; the others are ignored. */
const modelMessage = object({
  role: string().default(''),
  content: string()
    .max(TEST_CHAT_LIMITS.systemPromptChars, TEST_CHAT_MESSAGES.systemPromptTooLong)
    .default(''),
});

const chatMessage = object({
  role: string()
    .oneOf(['user', 'assistant'], TEST_CHAT_MESSAGES.role)
    .required(TEST_CHAT_MESSAGES.role),
  content: string()
    .trim()
    .max(TEST_CHAT_LIMITS.messageChars, TEST_CHAT_MESSAGES.messageTooLong)
    .required(TEST_CHAT_MESSAGES.messageRequired),
});

/** The body: the editor's current (unsaved) assistant and the conversation so far, oldest first. */
export const testChatBodySchema = object({
  assistant: object({
    name: text(),
    model: object({
      model: text(),
      temperature: number()
        .typeError(TEST_CHAT_MESSAGES.temperature)
        .min(0, TEST_CHAT_MESSAGES.temperature)
        .max(2, TEST_CHAT_MESSAGES.temperature)
        .optional(),
      messages: array(modelMessage).max(5).default([]),
    }).default({ model: '', messages: [] }),
    firstMessage: text(),
    endCallMessage: text(),
    metadata: object({
      company_name: text(),
      industry: text(),
      services_products: text(),
    }).default({ company_name: '', industry: '', services_products: '' }),
  })
    .default(undefined)
    .required(TEST_CHAT_MESSAGES.assistantRequired),
  messages: array(chatMessage)
    .max(TEST_CHAT_LIMITS.messages, TEST_CHAT_MESSAGES.tooManyMessages)
    .required(TEST_CHAT_MESSAGES.messagesRequired),
  /** A saved assistant's id: its knowledge base answers the last question (voice/knowledge/answers.ts). */
  assistant_id: string()
    .trim()
    .max(255, TEST_CHAT_MESSAGES.assistantId)
    .optional()
    .transform((value: string | undefined) => (value === '' ? undefined : value)),
});

export type TestChatBody = InferType<typeof testChatBodySchema>;

export const testChatSchemas = tagged('Assistants', {
  send: {
    summary: 'Chat with an assistant as a test',
    body: testChatBodySchema,
    response: replies({ 200: TestChatStreamReply }, [401, 403, 404, 422, 429]),
  },
});

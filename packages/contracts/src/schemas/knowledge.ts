import { object, string } from 'yup';
import { isHttpUrl } from './system-settings';

/**
 * An assistant's knowledge base: the limits that are not the plan's (the sources per assistant and their total
 * size are: packages.knowledge_sources_limit, knowledge_mb_limit) and the bodies of the routes that add a web page
 * or a Q&A entry. An upload is checked by the server on its bytes (type and size).
 */
export const KNOWLEDGE_LIMITS = {
  /** One uploaded file. */
  maxFileBytes: 10 * 1024 * 1024,
  urlChars: 2048,
  questionChars: 500,
  answerChars: 10_000,
} as const;

/** What the file input accepts (the server checks the bytes, not the name). */
export const KNOWLEDGE_FILE_ACCEPT = '.pdf,.docx,.txt,.md,.csv';

export const KNOWLEDGE_MESSAGES = {
  urlRequired: 'The URL is required.',
  urlInvalid: 'The URL must be a valid http:// or https:// address.',
  urlTooLong: `The URL may have at most ${KNOWLEDGE_LIMITS.urlChars.toLocaleString('en-US')} characters.`,
  questionRequired: 'The question is required.',
  questionTooLong: `The question may have at most ${KNOWLEDGE_LIMITS.questionChars.toLocaleString('en-US')} characters.`,
  answerRequired: 'The answer is required.',
  answerTooLong: `The answer may have at most ${KNOWLEDGE_LIMITS.answerChars.toLocaleString('en-US')} characters.`,
} as const;

/** POST /api/assistants/{id}/knowledge/urls */
export const knowledgeUrlSchema = object({
  url: string()
    .trim()
    .required(KNOWLEDGE_MESSAGES.urlRequired)
    .max(KNOWLEDGE_LIMITS.urlChars, KNOWLEDGE_MESSAGES.urlTooLong)
    .test('http-url', KNOWLEDGE_MESSAGES.urlInvalid, (value) => !value || isHttpUrl(value)),
});

/** POST /api/assistants/{id}/knowledge/texts: a question and its answer. */
export const knowledgeTextSchema = object({
  question: string()
    .trim()
    .required(KNOWLEDGE_MESSAGES.questionRequired)
    .max(KNOWLEDGE_LIMITS.questionChars, KNOWLEDGE_MESSAGES.questionTooLong),
  answer: string()
    .trim()
    .required(KNOWLEDGE_MESSAGES.answerRequired)
    .max(KNOWLEDGE_LIMITS.answerChars, KNOWLEDGE_MESSAGES.answerTooLong),
});

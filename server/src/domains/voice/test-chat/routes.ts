import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { YupTypeProvider } from '../../../lib/route-schema';
import { enforceThrottle, throttleFor } from '../../../lib/throttle';
import { currentUser } from '../../../plugins/auth';
import { answerFromKnowledge, knowledgePrompt, type KnowledgeAnswer } from '../knowledge/answers';
import { knowledgeAssistant } from '../knowledge/service';
import { assistantTexts } from './assistant-texts';
import { ModelFailure, openAiDeltas, type ChatTurn } from './openai-stream';
import { sandboxReply, saysGoodbye, wordDeltas } from './sandbox-reply';
import { testChatSchemas } from './schemas';

export const TEST_CHAT_THROTTLED = 'Too many test messages. Please try again in N seconds.';
export const TEST_CHAT_FAILED = 'The test chat failed. Please try again.';
/** Test replies a user may ask for in a minute. */
export const TEST_CHAT_MAX_PER_MINUTE = 20;
/** Pause between the sandbox's words, so that its reply streams like a model's. */
const SANDBOX_WORD_DELAY_MS = 15;

export type TestChatMode = 'openai' | 'sandbox';

/** One Server-Sent Event carrying a JSON object. */
function sse(event: Record<string, unknown>): string {
  return `data: ${JSON.stringify(event)}\n\n`;
}

/**
 * POST /api/assistants/test-chat: the editor's "Test your assistant" panel. Streams the reply of an
 * OpenAI-compatible chat-completions endpoint when OPENAI_API_KEY is set, otherwise a labelled sandbox
 * reply built from the assistant's own texts. Nothing is stored.
 *
 * With `assistant_id` (a saved assistant the caller may see, else 404), the last question is searched in its
 * knowledge base: an answer found is the sandbox's reply (the relevant sentences), or the model's system prompt
 * gets the best excerpts; either way `{sources: [names]}` is sent before `{done}`.
 */
export async function testChatRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<YupTypeProvider>();
  api.post(
    '/api/assistants/test-chat',
    { config: { access: 'authenticated' }, schema: testChatSchemas.send },
    async (request, reply) => {
      const user = currentUser(request);
      const throttle = throttleFor(app, 'test-chat', TEST_CHAT_MAX_PER_MINUTE);
      await enforceThrottle(reply, throttle, [`user:${user.id}`], TEST_CHAT_THROTTLED);

      const texts = assistantTexts(request.body.assistant);
      const conversation = request.body.messages as ChatTurn[];
      const { openaiApiKey, openaiBaseUrl } = app.config.chat;
      const mode: TestChatMode = openaiApiKey ? 'openai' : 'sandbox';
      const question =
        conversation.at(-1)?.role === 'user' ? conversation.at(-1)?.content : undefined;
      let knowledge: KnowledgeAnswer | null = null;
      if (request.body.assistant_id !== undefined) {
        const assistantId = await knowledgeAssistant(app.db, user, request.body.assistant_id);
        if (question && !saysGoodbye(question)) {
          knowledge = await answerFromKnowledge(app.db, assistantId, question);
        }
      }
      if (knowledge && mode === 'openai') {
        const block = knowledgePrompt(knowledge.matches);
        texts.systemPrompt = texts.systemPrompt ? `${texts.systemPrompt}\n\n${block}` : block;
      }

      // The browser went away: stop the upstream request and the sandbox's pauses.
      const abort = new AbortController();
      reply.raw.on('close', () => abort.abort());
      const { signal } = abort;

      async function* events(): AsyncGenerator<string> {
        try {
          if (openaiApiKey && conversation.length > 0) {
            const config = { openaiApiKey, openaiBaseUrl };
            for await (const delta of openAiDeltas(config, texts, conversation, signal)) {
              yield sse({ delta });
            }
          } else {
            // The sandbox's reply (the knowledge base's answer when it has one); with a model, the greeting is
            // the assistant's own first message too.
            const answer = knowledge?.reply ?? sandboxReply(texts, conversation);
            for (const delta of wordDeltas(answer)) {
              await sleep(SANDBOX_WORD_DELAY_MS, undefined, { signal });
              yield sse({ delta });
            }
          }
          // The sources used: the sandbox's reply comes from the best chunk, a model's from every excerpt.
          if (knowledge && !signal.aborted) {
            yield sse({ sources: mode === 'openai' ? knowledge.sources : [knowledge.replySource] });
          }
          if (!signal.aborted) yield sse({ done: true, mode });
        } catch (error) {
          if (signal.aborted) return;
          if (error instanceof ModelFailure) {
            request.log.warn({ reason: error.message }, 'test chat: model failed');
            yield sse({ error: error.message });
          } else {
            request.log.error({ err: error }, 'test chat failed');
            yield sse({ error: TEST_CHAT_FAILED });
          }
        }
      }

      return reply
        .code(200)
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(Readable.from(events(), { objectMode: false }));
    },
  );
}

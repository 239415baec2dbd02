import type { FastifyReply } from 'fastify';

/**
 * A route's JSON answers written once per cached object (serialising the same page again costs more than the read): a hot read that answers from a cache (a page of
 * the assistant list, a tenant's branding) gets the same object back until a write or its lifetime replaces it, so
 * the text its reply schema makes of it is kept beside it, and each later read sends that text instead of
 * serialising again. Keyed by the object itself (a WeakMap): a new object is a new answer, and a dropped one takes
 * its text with it. The kept object must not change after its first answer.
 */
export function keptAnswers(): (
  reply: FastifyReply,
  key: object,
  body: () => unknown,
) => FastifyReply {
  const answers = new WeakMap<object, string>();
  return (reply, key, body) => {
    let answer = answers.get(key);
    if (answer === undefined) {
      answer = reply.serialize(body()) as string;
      answers.set(key, answer);
    }
    return reply.type('application/json; charset=utf-8').send(answer);
  };
}

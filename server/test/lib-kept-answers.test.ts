import { describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import { keptAnswers } from '../src/lib/kept-answers';

/** A route answering `current` through keptAnswers, with a reply schema that shows `name` only. */
async function appAnswering(current: () => object) {
  const app = Fastify({ logger: false });
  const answer = keptAnswers();
  app.get(
    '/',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            properties: {
              success: { type: 'boolean' },
              data: { type: 'object', properties: { name: { type: 'string' } } },
            },
          },
        },
      },
    },
    async (_request, reply) => {
      const data = current();
      return answer(reply, data, () => ({ success: true, data }));
    },
  );
  await app.ready();
  return app;
}

/** An object that counts how often its `name` is read (each serialisation reads it once). */
function counted(name: string) {
  const reads = { count: 0 };
  const data = {
    get name() {
      reads.count += 1;
      return name;
    },
    secret: 'not in the schema',
  };
  return { data, reads };
}

describe('keptAnswers', () => {
  it("serialises one object once with the route's reply schema, and a new object again", async () => {
    const first = counted('first');
    let current: object = first.data;
    const app = await appAnswering(() => current);
    try {
      for (let i = 0; i < 3; i += 1) {
        const res = await app.inject({ method: 'GET', url: '/' });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(res.json()).toEqual({ success: true, data: { name: 'first' } });
      }
      expect(first.reads.count).toBe(1);

      const second = counted('second');
      current = second.data;
      const res = await app.inject({ method: 'GET', url: '/' });
      expect(res.json()).toEqual({ success: true, data: { name: 'second' } });
      expect(second.reads.count).toBe(1);
      expect(first.reads.count).toBe(1);
    } finally {
      await app.close();
    }
  });
});

import { afterEach, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { insertUser, login } from './helpers/fixtures';
import { openTestDatabase, request, testConfig } from './helpers/test-app';

/**
 * One log line per request (lib/request-log.ts), with what Fastify's two default lines had between
 * them, and the URL's secrets still redacted.
 */
describe('request logs', () => {
  let app: FastifyInstance | null = null;
  let dispose: (() => Promise<void>) | null = null;
  afterEach(async () => {
    await app?.close();
    await dispose?.();
    app = null;
    dispose = null;
  });

  const start = async () => {
    const opened = await openTestDatabase('sqlite');
    dispose = opened.dispose;
    const lines: Record<string, unknown>[] = [];
    app = await buildApp(testConfig({ logLevel: 'info' }), {
      database: opened.database,
      logStream: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    });
    await app.ready();
    return { app, lines, db: opened.database.db };
  };
  const requestLines = (lines: Record<string, unknown>[]) =>
    lines.filter((line) => 'req' in line || 'res' in line);

  it('writes one line per request once it is answered: method, URL, host, client, status and time', async () => {
    const { app, lines } = await start();
    const res = await request(app, {
      method: 'GET',
      url: '/api/public-settings',
      remoteAddress: '10.9.0.1',
    });
    expect(res.statusCode).toBe(200);
    const logged = requestLines(lines);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: {
        method: 'GET',
        url: '/api/public-settings',
        host: 'localhost:80',
        remoteAddress: '10.9.0.1',
      },
      res: { statusCode: 200 },
    });
    expect(typeof logged[0]?.responseTime).toBe('number');
    expect(typeof logged[0]?.reqId).toBe('string');
  });

  it('keeps secrets out of the line, and logs a refused request the same way', async () => {
    const { app, lines, db } = await start();
    const user = await insertUser(db);
    const token = await login(app, user);
    lines.length = 0;
    const refused = await request(app, { method: 'GET', url: '/api/user?token=secret-value' });
    expect(refused.statusCode).toBe(401);
    const signedIn = await request(app, { method: 'GET', url: '/api/user', token });
    expect(signedIn.statusCode).toBe(200);

    const logged = requestLines(lines);
    expect(logged.map((line) => [(line.req as { url: string }).url, line.res])).toEqual([
      ['/api/user?token=[redacted]', { statusCode: 401 }],
      ['/api/user', { statusCode: 200 }],
    ]);
    const text = JSON.stringify(lines);
    expect(text).not.toContain('secret-value');
    expect(text).not.toContain(token);
  });
});

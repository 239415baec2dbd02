import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { Redis, type RedisOptions } from 'ioredis';
import type { MessageBus } from './bus';

/**
 * Redis for the state every instance of a deployment shares (REDIS_URL): the throttles' counters
 * (counters.ts), @fastify/rate-limit's counters (plugins/rate-limit.ts), the message bus (RedisBus) and the
 * billing job's lock (lock.ts). One command connection per app, plus the bus's subscriber connection (a
 * subscribed connection takes no other command). Every key and channel starts with REDIS_KEY_PREFIX.
 */
export interface SharedRedis {
  /** The command connection (counters, rate limits, locks, publish). */
  client: Redis;
  bus: RedisBus;
  /** Closes both connections (the app's onClose). */
  close(): Promise<void>;
}

const OPTIONS: RedisOptions = {
  lazyConnect: false,
  connectTimeout: 5_000,
  // Reconnects for ever, every 0.2 s at first, at most every 2 s; a command waits for at most 3 reconnection
  // attempts (about a second) and then fails instead of hanging the request that needs it.
  retryStrategy: (times) => Math.min(times * 200, 2_000),
  maxRetriesPerRequest: 3,
};

/** The URL without its credentials, for messages. */
function shown(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  } catch {
    return 'REDIS_URL';
  }
}

/** Resolves when `client` is ready; rejects on its first error before that (the caller disconnects it). */
function ready(client: Redis): Promise<void> {
  return new Promise((resolve, reject) => {
    const onReady = () => {
      client.off('error', onError);
      resolve();
    };
    const onError = (error: Error) => {
      client.off('ready', onReady);
      reject(error);
    };
    client.once('ready', onReady);
    client.once('error', onError);
  });
}

/**
 * Connects to REDIS_URL (both connections) or throws a clear error: a deployment that is configured to share its
 * state must not start with state of its own.
 */
export async function connectRedis(
  url: string,
  keyPrefix: string,
  log: FastifyBaseLogger,
): Promise<SharedRedis> {
  // CLIENT SETNAME (shown by CLIENT LIST) takes no spaces.
  const name = keyPrefix.replace(/[^\w:.-]/g, '_');
  const client = new Redis(url, { ...OPTIONS, connectionName: `${name}app` });
  const subscriber = new Redis(url, { ...OPTIONS, connectionName: `${name}bus` });
  const connections = [client, subscriber];
  try {
    await Promise.all(connections.map(ready));
  } catch (error) {
    for (const connection of connections) connection.disconnect();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Redis at ${shown(url)} (REDIS_URL) is unreachable: ${reason}. Start Redis, fix REDIS_URL, or leave ` +
        'REDIS_URL empty to keep throttles, rate limits and messages in this process (one instance only).',
      { cause: error },
    );
  }
  // Later losses of the connection: logged (at most every 10 s), and ioredis reconnects by itself.
  let lastLogged = 0;
  for (const connection of connections) {
    connection.on('error', (error: Error) => {
      if (Date.now() - lastLogged < 10_000) return;
      lastLogged = Date.now();
      log.error({ err: error }, 'Redis connection error (reconnecting)');
    });
  }
  const bus = new RedisBus(client, subscriber, `${keyPrefix}bus:`, log);
  return {
    client,
    bus,
    async close() {
      await bus.close();
      await Promise.all(connections.map(closeConnection));
    },
  };
}

async function closeConnection(connection: Redis): Promise<void> {
  if (connection.status === 'end') return;
  if (connection.status !== 'ready') {
    connection.disconnect();
    return;
  }
  await connection.quit().catch(() => connection.disconnect());
}

/**
 * The message bus over Redis pub/sub: a message published on any instance reaches the subscribers of every
 * instance, the sender's own included (channel `<REDIS_KEY_PREFIX>bus:<topic>`). Messages are not stored: an
 * instance that is disconnected at that moment misses them (the caches that listen also expire on their own).
 */
export class RedisBus implements MessageBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  private readonly pending = new Set<Promise<void>>();
  /** Counts the subscriber connection's (re)connections: messages sent between two of them were missed. */
  private connections = 1;

  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly channelPrefix: string,
    private readonly log: FastifyBaseLogger,
  ) {
    subscriber.on('ready', () => {
      this.connections += 1;
    });
    subscriber.on('message', (channel: string, message: string) => {
      if (channel.startsWith(channelPrefix)) {
        this.emitter.emit(channel.slice(channelPrefix.length), message);
      }
    });
  }

  async publish(topic: string, message: string): Promise<void> {
    await this.publisher.publish(this.channelPrefix + topic, message);
  }

  subscribe(topic: string, listener: (message: string) => void): () => void {
    if (this.emitter.listenerCount(topic) === 0) {
      this.track(this.subscriber.subscribe(this.channelPrefix + topic), topic);
    }
    this.emitter.on(topic, listener);
    return () => {
      this.emitter.off(topic, listener);
      if (this.emitter.listenerCount(topic) === 0 && this.subscriber.status === 'ready') {
        this.track(this.subscriber.unsubscribe(this.channelPrefix + topic), topic);
      }
    };
  }

  /** Null while the subscriber connection is down (messages are missed); a new number after each reconnection. */
  hearing(): number | null {
    return this.subscriber.status === 'ready' ? this.connections : null;
  }

  /**
   * Resolves once every subscription made so far is in place in Redis (the app waits for it in onReady): a
   * message published after that reaches this instance.
   */
  async subscribed(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  async close(): Promise<void> {
    await this.subscribed();
    this.emitter.removeAllListeners();
  }

  private track(command: Promise<unknown>, topic: string): void {
    const done: Promise<void> = command.then(
      () => undefined,
      (error: unknown) => this.log.error({ err: error, topic }, 'Redis (un)subscribe failed'),
    );
    this.pending.add(done);
    void done.finally(() => this.pending.delete(done));
  }
}

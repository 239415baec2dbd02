/**
 * The loop of a worker that polls a database queue (the email queue, webhook deliveries): every pollMs (an
 * unref'd timer) and on kick(), one round at a time claims due rows and starts their attempts, at most
 * maxInFlight at once; a kick during a round runs one more round after it. The claim and the attempt stay in
 * the module: this only runs them. stop() stops polling, then waits for the round and the attempts in flight.
 */

/** The longest wait between two attempts. */
/** How much of an attempt's error a queue keeps (last_error columns). */
export const MAX_ERROR_LENGTH = 500;

/** An attempt's error cut to MAX_ERROR_LENGTH characters for its row. */
export function clipError(text: string): string {
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 1)}…` : text;
}

export const MAX_RETRY_DELAY_MS = 6 * 3600_000;

/** The back-off before the next attempt after a failed one: baseMs × 2^(attempt-1), at most MAX_RETRY_DELAY_MS. */
export function retryDelayMs(attempt: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), MAX_RETRY_DELAY_MS);
}

export interface PollingWorkerOptions<T> {
  pollMs: number;
  maxInFlight: number;
  /** Claims up to `room` due rows (an empty list ends the round). */
  claim: (room: number) => Promise<T[]>;
  /** One attempt; must not throw (it saves or logs its own outcome). */
  attempt: (row: T) => Promise<void>;
  /** A round that threw (a claim that failed); the next poll tries again. */
  onRoundError: (error: unknown) => void;
}

export class PollingWorker<T> {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly options: PollingWorkerOptions<T>) {}

  /** True between start() and stop(). */
  get started(): boolean {
    return !this.stopped;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.timer = setInterval(() => this.kick(), this.options.pollMs);
    this.timer.unref();
    this.kick();
  }

  /** Looks for due rows now; coalesced with a round already running. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = null;
      if (this.again && !this.stopped) {
        this.again = false;
        this.kick();
      }
    });
  }

  /** Stops polling and waits for the round and the attempts in flight. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    while (this.running) await this.running;
    await Promise.all([...this.inFlight]);
  }

  /** Claims and starts due rows until none is due, at most maxInFlight attempts at a time. */
  private async drain(): Promise<void> {
    try {
      while (!this.stopped) {
        const room = this.options.maxInFlight - this.inFlight.size;
        if (room <= 0) {
          await Promise.race(this.inFlight);
          continue;
        }
        const claimed = await this.options.claim(room);
        if (claimed.length === 0) return;
        for (const row of claimed) {
          const attempt: Promise<void> = this.options
            .attempt(row)
            .finally(() => this.inFlight.delete(attempt));
          this.inFlight.add(attempt);
        }
      }
    } catch (error) {
      this.options.onRoundError(error);
    }
  }
}

/**
 * Groups calls made in the same turn of the event loop into one call of `run` (up to `maxBatch` inputs),
 * so that many concurrent webhooks cost one query instead of one each. `run` answers one output per input,
 * in order; when it throws, every caller of that batch gets the error. With `serial`, one batch runs at a
 * time (the next one gathers what arrived meanwhile: a group commit).
 */
export function batched<I, O>(
  run: (inputs: I[]) => Promise<O[]>,
  options: { maxBatch: number; serial: boolean },
): (input: I) => Promise<O> {
  interface Pending {
    input: I;
    resolve(output: O): void;
    reject(error: unknown): void;
  }
  let queue: Pending[] = [];
  let running = 0;
  let scheduled = false;

  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      void flush();
    });
  };

  const flush = async () => {
    if (queue.length === 0 || (options.serial && running > 0)) return;
    const batch = queue.slice(0, options.maxBatch);
    queue = queue.slice(batch.length);
    if (queue.length > 0) schedule();
    running += 1;
    try {
      const outputs = await run(batch.map((pending) => pending.input));
      batch.forEach((pending, i) => pending.resolve(outputs[i] as O));
    } catch (error) {
      for (const pending of batch) pending.reject(error);
    } finally {
      running -= 1;
      if (queue.length > 0) schedule();
    }
  };

  return (input) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ input, resolve, reject });
      schedule();
    });
}

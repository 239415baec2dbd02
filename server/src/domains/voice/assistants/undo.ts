import type { FastifyBaseLogger } from 'fastify';

/**
 * The steps that take back what a save already did elsewhere (a remote assistant, a bought number), run in
 * reverse order when a later step fails: "save locally and remotely, or neither". A step that fails in turn is
 * logged (with its name only) and the others still run.
 */
export class UndoStack {
  private readonly steps: { name: string; run: () => Promise<unknown> }[] = [];

  constructor(private readonly log: FastifyBaseLogger) {}

  push(name: string, run: () => Promise<unknown>): void {
    this.steps.push({ name, run });
  }

  async run(): Promise<void> {
    for (const step of [...this.steps].reverse()) {
      try {
        await step.run();
      } catch (error) {
        this.log.error(
          { step: step.name, error: error instanceof Error ? error.message : String(error) },
          'assistant save: undo step failed',
        );
      }
    }
    this.steps.length = 0;
  }
}

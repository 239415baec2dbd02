import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Fastify's request logs, one line per request. Its default writes two at info level (the request as it arrives,
 * then the status and time); this line is written once the answer has gone, and has both: the request (method,
 * URL with its secrets redacted, host, client: lib/log-redaction.ts), the status and the time. Half the lines to
 * ship and store for the same facts; the saving in CPU is small (test/bench/request-log.ts: ≈ 1 % of req/s,
 * within the noise; logging at info at all costs ≈ 20 %). A request still in flight when the process dies has no
 * line; its errors are logged as they happen, as before.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log.info(fields, 'request completed');
  }
}

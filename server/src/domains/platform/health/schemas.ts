import { HealthDownReply, HealthReply, ReadinessReply } from '@voice/contracts/replies';
import { replies, tagged } from '../../../lib/route-schema';

export const healthSchemas = tagged('Health', {
  health: {
    summary: 'Check that the instance is up',
    response: replies({ 200: HealthReply, 503: HealthDownReply }),
  },
  /** status: ready | draining | error; database and redis (when configured): ok | error. */
  ready: {
    summary: 'Check that the instance can serve requests',
    response: replies({ 200: ReadinessReply, 503: ReadinessReply }),
  },
});

import { HealthDownReply, HealthReply, ReadinessReply } from '@voice/contracts/replies';
import { replies } from '../../../lib/route-schema';

export const healthSchemas = {
  health: { response: replies({ 200: HealthReply, 503: HealthDownReply }) },
  /** status: ready | draining | error; database and redis (when configured): ok | error. */
  ready: { response: replies({ 200: ReadinessReply, 503: ReadinessReply }) },
};

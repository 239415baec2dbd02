import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { DEMO_REQUEST_STATUSES, type DemoRequestStatus } from '@voice/contracts';
import type { Tone } from '@voice/ui/core';

/** How each status reads (render with `t(descriptor)`). */
export const STATUS_LABELS: Record<DemoRequestStatus, MessageDescriptor> = {
  new: msg`New`,
  contacted: msg`Contacted`,
  closed: msg`Closed`,
};

/** Badge tones: new asks for attention, contacted is under way, closed is done. */
export const STATUS_TONES: Record<DemoRequestStatus, Tone> = {
  new: 'warning',
  contacted: 'info',
  closed: 'neutral',
};

/** A status from the address (?status=), or '' (all) when it is not one. */
export function statusParam(value: string | null): DemoRequestStatus | '' {
  return (DEMO_REQUEST_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as DemoRequestStatus)
    : '';
}

import { useMutation } from '@tanstack/react-query';
import { sendDemoRequest } from '@voice/api-client';
import type { DemoRequestInput } from '@voice/contracts';

/** POST /api/demo-requests: stored with the site's tenant and emailed to its admins. */
export function useSendDemoRequest() {
  return useMutation({ mutationFn: (input: DemoRequestInput) => sendDemoRequest(input) });
}

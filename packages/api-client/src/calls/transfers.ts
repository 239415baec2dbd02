import type { ApiEnvelope, TransferDestination, TransferDestinations } from '@voice/contracts';
import { http } from '../http';

const destinationsUrl = (assistantId: string | number) =>
  `/api/assistants/${encodeURIComponent(String(assistantId))}/transfer-destinations`;

/** GET /api/assistants/{id}/transfer-destinations: the assistant's call transfer destinations, in order. */
export async function getTransferDestinations(
  assistantId: string | number,
): Promise<ApiEnvelope<TransferDestinations>> {
  return (await http.get<ApiEnvelope<TransferDestinations>>(destinationsUrl(assistantId))).data;
}

/** PUT /api/assistants/{id}/transfer-destinations: replaces the list; 422 with field errors. */
export async function saveTransferDestinations(
  assistantId: string | number,
  destinations: TransferDestination[],
): Promise<ApiEnvelope<TransferDestinations>> {
  return (
    await http.put<ApiEnvelope<TransferDestinations>>(destinationsUrl(assistantId), {
      destinations,
    })
  ).data;
}

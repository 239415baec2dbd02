import { dataReply } from './common';
import { json } from './json';

/** One call transfer destination of an assistant (E.164 number; message null: the platform's default). */
export const TransferDestinationSchema = json.object({
  number: json.string,
  description: json.string,
  message: json.nullableString,
});

/** GET/PUT /api/assistants/{id}/transfer-destinations data: the list in its order. */
export const TransferDestinationsSchema = json.object({
  destinations: json.array(TransferDestinationSchema),
});
export const TransferDestinationsReply = dataReply(TransferDestinationsSchema);

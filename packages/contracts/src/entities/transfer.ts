import type { Static } from 'typebox';
import type { TransferDestinationSchema, TransferDestinationsSchema } from '../replies/transfers';

/** An assistant's call transfer destinations: GET/PUT /api/assistants/{id}/transfer-destinations. */
export type TransferDestination = Static<typeof TransferDestinationSchema>;
export type TransferDestinations = Static<typeof TransferDestinationsSchema>;

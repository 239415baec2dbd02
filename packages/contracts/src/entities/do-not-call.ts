import type { Static } from 'typebox';
import type {
  DoNotCallEntrySchema,
  DoNotCallImportSchema,
  DoNotCallInvalidRowSchema,
} from '../replies/do-not-call';

/** The tenant's do-not-call list: /api/do-not-call. */
export type DoNotCallEntry = Static<typeof DoNotCallEntrySchema>;
export type DoNotCallInvalidRow = Static<typeof DoNotCallInvalidRowSchema>;
export type DoNotCallImportResult = Static<typeof DoNotCallImportSchema>;

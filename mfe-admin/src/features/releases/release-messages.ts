import { fieldErrors, serverMessage } from '@voice/api-client/public';
import { REMOTE_RELEASE_MESSAGES } from '@voice/contracts/schemas';

export const RELEASES_LOAD_FAILED = 'Failed to load the releases';
export const RELEASE_CHANGE_FAILED = 'The change could not be saved';

/** What a refused change says: its first field error (e.g. the unsupported contract version), else the server's. */
export function changeError(error: unknown): string {
  const first = Object.values(fieldErrors(error) ?? {}).flat()[0];
  return first ?? serverMessage(error) ?? RELEASE_CHANGE_FAILED;
}

/** Why a version cannot be promoted, or null when it can. */
export function promotionBlocker(
  contractVersion: number,
  supported: readonly number[],
): string | null {
  return supported.includes(contractVersion)
    ? null
    : REMOTE_RELEASE_MESSAGES.incompatibleContract(contractVersion, supported);
}

/** 1.2 MB, 830 KB. */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

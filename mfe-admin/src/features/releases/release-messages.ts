import { msg } from '@lingui/core/macro';
import { fieldErrors, serverMessage } from '@voice/api-client/public';
import { REMOTE_RELEASE_MESSAGES } from '@voice/contracts/schemas';
import { formatNumber } from '@voice/ui';
import { i18n } from '@voice/ui/core';

/**
 * What a refused change says: its first field error (e.g. the unsupported contract version), else the server's,
 * else that it could not be saved (in the page's language).
 */
export function changeError(error: unknown): string {
  const first = Object.values(fieldErrors(error) ?? {}).flat()[0];
  return first ?? serverMessage(error) ?? i18n._(msg`The change could not be saved`);
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

/** 1.2 MB, 830 KB (the number in the page's locale: '1,2 MB'). */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) {
    const mb = formatNumber(bytes / 1024 / 1024, {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    return `${mb} MB`;
  }
  return `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} KB`;
}

import { serverMessage } from '@voice/api-client';
import { useLingui } from '@lingui/react/macro';
import { MessageBanner } from '@voice/ui';

/** A failed download (e.g. Download CSV) above a list: the server's message, until dismissed. */
export function DownloadError({
  download,
}: {
  download: { isError: boolean; error: unknown; reset: () => void };
}) {
  const { t } = useLingui();
  if (!download.isError) return null;
  return (
    <MessageBanner
      tone="error"
      message={serverMessage(download.error) ?? t`Failed to download the CSV`}
      onDismiss={() => download.reset()}
      autoHideMs={0}
    />
  );
}

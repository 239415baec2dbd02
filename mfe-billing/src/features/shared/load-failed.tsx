import { serverMessage } from '@voice/api-client';
import { Button, MessageBanner } from '@voice/ui';

/** A screen's data could not be loaded: the server's message (or `fallback`) that stays, and Try again. */
export function LoadFailed({
  error,
  fallback,
  onRetry,
}: {
  error: unknown;
  fallback: string;
  onRetry: () => void;
}) {
  return (
    <>
      <MessageBanner
        tone="error"
        message={serverMessage(error) ?? fallback}
        onDismiss={() => undefined}
        autoHideMs={0}
      />
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </>
  );
}

import { Trans } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { serverMessage } from '@voice/api-client/public';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { LoadingState } from './loading-state';
import { MessageBanner } from './message-banner';

/**
 * What the query-state components read of a query: react-query's `UseQueryResult` fits it. Spelled out here so
 * that the UI kit does not depend on react-query.
 */
export interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** e.g. 'Loading users...' */
  loadingText: string;
  /** The error shown when the server gives no message of its own. */
  failedText: string;
  /** With `empty`: when the loaded data has nothing to show. */
  isEmpty?: (data: T) => boolean;
  empty?: { title: string; description?: ReactNode };
  /** The loaded (non-empty) data. */
  children: (data: T) => ReactNode;
}

/** A query's states: loading, failed (the server's message and Try again), empty, or its content. */
export function QueryState<T>({
  query,
  loadingText,
  failedText,
  isEmpty,
  empty,
  children,
}: QueryStateProps<T>) {
  if (query.isPending) return <LoadingState text={loadingText} />;
  if (query.isError || query.data === undefined) {
    return (
      <QueryError error={query.error} fallback={failedText} onRetry={() => void query.refetch()} />
    );
  }
  if (empty && isEmpty?.(query.data)) {
    return <EmptyState title={empty.title} description={empty.description} />;
  }
  return <>{children(query.data)}</>;
}

export type QueryErrorProps = {
  onRetry: () => void;
} & (
  | { message: string }
  /** The failure itself: the server's message is shown, else `fallback`. */
  | { error: unknown; fallback: string }
);

/**
 * A query that failed, in place of its content: the message (until dismissed; Try again, or a new QueryError
 * after a loading state, shows it again) and Try again.
 */
export function QueryError(props: QueryErrorProps) {
  const [dismissed, setDismissed] = useState(false);
  const message =
    'message' in props ? props.message : (serverMessage(props.error) ?? props.fallback);
  return (
    <>
      <MessageBanner
        tone="error"
        message={dismissed ? '' : message}
        onDismiss={() => setDismissed(true)}
        autoHideMs={0}
      />
      <Button
        variant="secondary"
        onClick={() => {
          setDismissed(false);
          props.onRetry();
        }}
      >
        <Trans>Try again</Trans>
      </Button>
    </>
  );
}

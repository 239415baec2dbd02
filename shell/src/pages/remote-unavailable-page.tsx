import { Component, type ReactNode } from 'react';
import styled from 'styled-components';

const Wrap = styled.section`
  max-width: 40rem;
  margin: 4rem auto;
  padding: 0 1rem;
  text-align: center;
`;

const RetryButton = styled.button`
  margin-top: 1rem;
  padding: 0.6rem 1.2rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font: inherit;
  cursor: pointer;
`;

/** Shown instead of a remote's routes when that remote cannot be loaded or is not compatible. */
export function RemoteUnavailablePage({
  remote,
  message,
  onRetry,
}: {
  remote: string;
  message: string;
  onRetry?: () => void;
}) {
  return (
    <Wrap role="alert" data-remote={remote}>
      <h1>This section is unavailable</h1>
      <p>{message}</p>
      <p>The rest of the application keeps working. Please try again in a moment.</p>
      {onRetry && <RetryButton onClick={onRetry}>Retry</RetryButton>}
    </Wrap>
  );
}

/**
 * Catches a screen of a remote that throws while loading or rendering. `onRetry` lets the owner load the screen
 * afresh (a rejected React.lazy would throw the same error again); without it Retry only renders again.
 */
export class SectionBoundary extends Component<
  { remote: string; onRetry?: () => void; children: ReactNode },
  { error: Error | null }
> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override componentDidCatch(error: Error) {
    console.error(`A screen of ${this.props.remote} failed`, error);
  }
  override render() {
    if (this.state.error) {
      return (
        <RemoteUnavailablePage
          remote={this.props.remote}
          message="This section failed to load."
          onRetry={this.props.onRetry ?? (() => this.setState({ error: null }))}
        />
      );
    }
    return this.props.children;
  }
}

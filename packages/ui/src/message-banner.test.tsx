import { describe, it, expect, jest, beforeEach, afterEach } from '@jest/globals';
import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { MessageBanner, NoticeBanner } from './message-banner';
import { renderWithTheme } from './test-utils';

function Harness({ initial }: { initial: string }) {
  const [message, setMessage] = useState(initial);
  return (
    <>
      <MessageBanner tone="success" message={message} onDismiss={() => setMessage('')} />
      <button type="button" onClick={() => setMessage('Password changed successfully!')}>
        again
      </button>
    </>
  );
}

describe('MessageBanner', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('hides itself after 5 seconds', () => {
    renderWithTheme(<Harness initial="Profile updated successfully!" />);
    expect(screen.getByRole('status')).toHaveTextContent('Profile updated successfully!');
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByText('Profile updated successfully!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Profile updated successfully!')).not.toBeInTheDocument();
  });

  it('restarts the 5 seconds for a new message', () => {
    renderWithTheme(<Harness initial="First" />);
    act(() => jest.advanceTimersByTime(4000));
    fireEvent.click(screen.getByRole('button', { name: 'again' }));
    act(() => jest.advanceTimersByTime(4000));
    expect(screen.getByText('Password changed successfully!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText('Password changed successfully!')).not.toBeInTheDocument();
  });

  it('can be dismissed, and shows errors as alerts', () => {
    const onDismiss = jest.fn();
    renderWithTheme(
      <MessageBanner tone="error" message="Failed to update profile" onDismiss={onDismiss} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to update profile');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('renders nothing without a message', () => {
    renderWithTheme(<MessageBanner tone="info" message="" onDismiss={() => undefined} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dismiss message' })).not.toBeInTheDocument();
  });
});

describe('NoticeBanner', () => {
  it("shows a form's notice in its tone, and nothing without one", () => {
    const onDismiss = jest.fn();
    const { rerender } = renderWithTheme(
      <NoticeBanner notice={{ tone: 'error', text: 'Could not send' }} onDismiss={onDismiss} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not send');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(onDismiss).toHaveBeenCalled();
    rerender(<NoticeBanner notice={null} onDismiss={onDismiss} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

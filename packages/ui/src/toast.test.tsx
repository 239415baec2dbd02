import { describe, it, expect, jest, beforeEach, afterEach } from '@jest/globals';
import { useEffect } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { ToastProvider, useToast, type ToastApi } from './toast';
import { DEFAULT_BRANDING, themeFromBranding } from './theme';

let api: ToastApi;
function keep(value: ToastApi) {
  api = value;
}
function Capture() {
  const value = useToast();
  useEffect(() => keep(value), [value]);
  return null;
}

function setup() {
  render(
    <ThemeProvider theme={themeFromBranding(DEFAULT_BRANDING)}>
      <ToastProvider>
        <Capture />
      </ToastProvider>
    </ThemeProvider>,
  );
}

function expectGoneAfter(ms: number, text: string) {
  act(() => jest.advanceTimersByTime(ms - 1));
  expect(screen.getByText(text)).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByText(text)).not.toBeInTheDocument();
}

describe('toasts', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows toasts in a live region', () => {
    setup();
    act(() => api.success('Profile updated successfully!'));
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('Profile updated successfully!');
  });

  it('keeps a default (success) toast 3000 ms', () => {
    setup();
    act(() => api.show('Saved'));
    expect(screen.getByRole('status')).toHaveAttribute('data-type', 'success');
    expectGoneAfter(3000, 'Saved');
  });

  it('keeps an error 5000 ms and announces it as an alert', () => {
    setup();
    act(() => api.error('Failed to change password'));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to change password');
    expectGoneAfter(5000, 'Failed to change password');
  });

  it('keeps a warning 4000 ms and info 3000 ms', () => {
    setup();
    act(() => api.warning('Careful'));
    expectGoneAfter(4000, 'Careful');
    act(() => api.info('FYI'));
    expectGoneAfter(3000, 'FYI');
  });

  it('honours an explicit duration and can be dismissed', () => {
    setup();
    act(() => api.show('Long', 'info', 10000));
    act(() => jest.advanceTimersByTime(9000));
    expect(screen.getByText('Long')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Long')).not.toBeInTheDocument();
  });

  it('needs a provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Capture />)).toThrow('ToastProvider');
  });
});

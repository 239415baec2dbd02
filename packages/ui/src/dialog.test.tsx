import { describe, it, expect, jest, beforeEach, afterEach } from '@jest/globals';
import { useEffect } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { useDialog, type DialogApi } from './dialog';
import { renderWithTheme } from './test-utils';

let api: DialogApi;
function keep(value: DialogApi) {
  api = value;
}
function Capture() {
  const value = useDialog();
  useEffect(() => keep(value), [value]);
  return null;
}

describe('message dialogs', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('closes success and info dialogs after 3000 ms', () => {
    renderWithTheme(<Capture />);
    act(() => {
      void api.alert({ title: 'Success', message: 'Registration complete', tone: 'success' });
    });
    expect(screen.getByRole('dialog', { name: 'Success' })).toHaveTextContent(
      'Registration complete',
    );
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => {
      void api.alert({ title: 'Note', message: 'Check your email', tone: 'info' });
    });
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps error and warning dialogs until OK is pressed, then resolves', async () => {
    renderWithTheme(<Capture />);
    let closed = false;
    act(() => {
      void api
        .alert({
          title: 'Validation Error',
          message: 'Please check your input and try again.',
          tone: 'error',
        })
        .then(() => {
          closed = true;
        });
    });
    act(() => jest.advanceTimersByTime(60000));
    expect(screen.getByRole('dialog', { name: 'Validation Error' })).toHaveTextContent(
      'Please check your input and try again.',
    );
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(closed).toBe(true);

    act(() => {
      void api.alert({ title: 'Careful', message: 'Warning text', tone: 'warning' });
    });
    act(() => jest.advanceTimersByTime(60000));
    expect(screen.getByRole('dialog', { name: 'Careful' })).toBeInTheDocument();
  });

  it('replaces an open dialog with a newer one', () => {
    renderWithTheme(<Capture />);
    act(() => {
      void api.alert({ title: 'Login Failed', message: 'Wrong password', tone: 'error' });
      void api.alert({ title: 'Request Failed', message: 'Try again', tone: 'error' });
    });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Request Failed' })).toBeInTheDocument();
  });
});

import { describe, it, expect, jest } from '@jest/globals';
import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from './modal';
import { ConfirmDialog } from './confirm-dialog';
import { renderWithTheme } from './test-utils';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open stats
      </button>
      <Modal open={open} title="Assistant statistics" onClose={() => setOpen(false)}>
        <p>No statistics available for this assistant.</p>
        <input aria-label="Inside" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a modal dialog named by its title, takes focus and gives it back on Escape', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open stats' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Assistant statistics' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open stats' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes through the Close button and renders nothing when closed', async () => {
    const onClose = jest.fn();
    const { rerender } = renderWithTheme(
      <Modal open title="T" onClose={onClose}>
        body
      </Modal>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(
      <Modal open={false} title="T" onClose={onClose}>
        body
      </Modal>,
    );
    expect(screen.queryByText('body')).not.toBeInTheDocument();
  });
});

describe('ConfirmDialog', () => {
  it("uses the spec's delete wording by default", () => {
    renderWithTheme(<ConfirmDialog open onConfirm={() => undefined} onCancel={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Are you sure?' })).toBeInTheDocument();
    expect(screen.getByText('This action cannot be undone.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes, delete it!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('calls onConfirm and onCancel; Escape cancels', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    renderWithTheme(<ConfirmDialog open onConfirm={onConfirm} onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Yes, delete it!' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('accepts other wording and cannot be cancelled while busy', async () => {
    const user = userEvent.setup();
    const onCancel = jest.fn();
    renderWithTheme(
      <ConfirmDialog
        open
        busy
        title="Remove user?"
        message="The user loses access."
        confirmLabel="Remove"
        onConfirm={() => undefined}
        onCancel={onCancel}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Remove user?' })).toHaveTextContent(
      'The user loses access.',
    );
    const confirm = screen.getByRole('button', { name: 'Remove' });
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(confirm).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });
});

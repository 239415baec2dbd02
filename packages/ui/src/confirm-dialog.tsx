import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  open: boolean;
  title?: ReactNode;
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** While the confirmed action runs: the confirm button is busy and nothing closes the dialog. */
  busy?: boolean;
}

/** The delete confirmation of spec 000 §8: 'Are you sure?' / 'This action cannot be undone.' */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
}: ConfirmDialogProps) {
  const { t } = useLingui();
  const cancel = () => {
    if (!busy) onCancel();
  };
  return (
    <Modal
      open={open}
      title={title ?? t`Are you sure?`}
      onClose={cancel}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={cancel} disabled={busy} data-autofocus>
            {cancelLabel ?? t`Cancel`}
          </Button>
          <Button variant="danger" onClick={onConfirm} busy={busy}>
            {confirmLabel ?? t`Yes, delete it!`}
          </Button>
        </>
      }
    >
      <p style={{ margin: 0 }}>{message ?? t`This action cannot be undone.`}</p>
    </Modal>
  );
}

import type { FormEvent, ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Modal } from '@voice/ui/core';

export interface PackageDialogProps {
  open: boolean;
  title: string;
  /** The id and accessible name of the form inside, which the footer's submit button submits. */
  formId: string;
  formLabel: string;
  /** The package form's `useSaveForm`. */
  form: {
    form: { handleSubmit: (event?: FormEvent<HTMLFormElement>) => void; isSubmitting: boolean };
    reset: () => void;
  };
  /** The submit button's label while not saving. */
  submitLabel: string;
  onClose: () => void;
  children: ReactNode;
}

/** The modal around a package form: Cancel, and a submit button that reads "Saving..." while it saves. */
export function PackageDialog({
  open,
  title,
  formId,
  formLabel,
  form: {
    form: { handleSubmit, isSubmitting: submitting },
    reset,
  },
  submitLabel,
  onClose,
  children,
}: PackageDialogProps) {
  const { t } = useLingui();
  /** Closing is refused while saving; otherwise the form forgets what was typed and the server's errors. */
  const close = () => {
    if (!submitting) {
      reset();
      onClose();
    }
  };
  return (
    <Modal
      open={open}
      title={title}
      onClose={close}
      size="lg"
      closeOnBackdrop={false}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={submitting}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form={formId} busy={submitting}>
            {submitting ? t`Saving...` : submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={handleSubmit} aria-label={formLabel}>
        {children}
      </form>
    </Modal>
  );
}

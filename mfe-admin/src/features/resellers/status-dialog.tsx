import { useState, type FormEvent } from 'react';
import { serverMessage, type ResellerDetail } from '@voice/api-client';
import { Button, FormField, Modal, TextArea, fieldA11y, useToast } from '@voice/ui';
import { useSetResellerStatus } from './api/set-reseller-status';

export const REASON_REQUIRED = 'Please give a reason.';
export const REASON_TOO_SHORT = 'The reason must be at least 3 characters.';
export const REASON_TOO_LONG = 'The reason may not be greater than 500 characters.';

/** The reason's error, or null when it may be sent (the server checks the same). */
export function reasonError(reason: string): string | null {
  const text = reason.trim();
  if (!text) return REASON_REQUIRED;
  if (text.length < 3) return REASON_TOO_SHORT;
  if (text.length > 500) return REASON_TOO_LONG;
  return null;
}

export interface StatusDialogProps {
  reseller: ResellerDetail;
  open: boolean;
  onClose: () => void;
}

/** Suspend an active reseller or activate a suspended one, with the reason emailed to its admin. */
export function StatusDialog({ reseller, open, onClose }: StatusDialogProps) {
  const toast = useToast();
  const change = useSetResellerStatus(reseller.id);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const suspending = reseller.status === 'active';
  const action = suspending ? 'suspend' : 'activate';
  const title = suspending ? `Suspend ${reseller.org_name}` : `Activate ${reseller.org_name}`;

  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = reasonError(reason);
    setError(problem);
    if (problem) return;
    try {
      const reply = await change.mutateAsync({ action, reason: reason.trim() });
      toast.success(reply.message);
      close();
    } catch (failure) {
      const fieldErrors = (
        failure as { response?: { data?: { errors?: Record<string, string[]> } } }
      )?.response?.data?.errors;
      const message =
        fieldErrors?.reason?.[0] ??
        serverMessage(failure) ??
        (suspending ? 'Failed to suspend the reseller' : 'Failed to activate the reseller');
      if (fieldErrors?.reason?.[0]) setError(message);
      else toast.error(message);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      onClose={close}
      closeOnBackdrop={!change.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={change.isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            form="reseller-status-form"
            variant={suspending ? 'danger' : 'primary'}
            busy={change.isPending}
          >
            {suspending ? 'Suspend reseller' : 'Activate reseller'}
          </Button>
        </>
      }
    >
      <form id="reseller-status-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <p>
          {suspending
            ? 'Its site will show "This site is temporarily unavailable" and its users will not be able to sign in until it is activated again.'
            : 'Its site and its users\u2019 sign-in will work again.'}{' '}
          The reason is emailed to the reseller&apos;s admin
          {reseller.admin ? ` (${reseller.admin.email})` : ''}.
        </p>
        <FormField label="Reason" htmlFor="reseller-status-reason" error={error} required>
          <TextArea
            {...fieldA11y('reseller-status-reason', error)}
            data-autofocus
            required
            rows={4}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </FormField>
      </form>
    </Modal>
  );
}

import { useState, type FormEvent } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { serverMessage, type ResellerDetail } from '@voice/api-client';
import { Button, FormField, Modal, TextArea, fieldA11y, useToast } from '@voice/ui';
import { i18n } from '@voice/ui/core';
import { useSetResellerStatus } from './api/set-reseller-status';

/** The reason's error in the page's language, or null when it may be sent (the server checks the same). */
export function reasonError(reason: string): string | null {
  const text = reason.trim();
  if (!text) return i18n._(msg`Please give a reason.`);
  if (text.length < 3) return i18n._(msg`The reason must be at least 3 characters.`);
  if (text.length > 500) return i18n._(msg`The reason may not be greater than 500 characters.`);
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
  const { t } = useLingui();
  const change = useSetResellerStatus(reseller.id);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const suspending = reseller.status === 'active';
  const action = suspending ? 'suspend' : 'activate';
  const name = reseller.org_name;
  const adminEmail = reseller.admin?.email;
  const title = suspending ? t`Suspend ${name}` : t`Activate ${name}`;

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
        (suspending ? t`Failed to suspend the reseller` : t`Failed to activate the reseller`);
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
            <Trans>Cancel</Trans>
          </Button>
          <Button
            type="submit"
            form="reseller-status-form"
            variant={suspending ? 'danger' : 'primary'}
            busy={change.isPending}
          >
            {suspending ? t`Suspend reseller` : t`Activate reseller`}
          </Button>
        </>
      }
    >
      <form id="reseller-status-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <p>
          {suspending
            ? t`Its site will show "This site is temporarily unavailable" and its users will not be able to sign in until it is activated again.`
            : t`Its site and its users’ sign-in will work again.`}{' '}
          {adminEmail
            ? t`The reason is emailed to the reseller's admin (${adminEmail}).`
            : t`The reason is emailed to the reseller's admin.`}
        </p>
        <FormField label={t`Reason`} htmlFor="reseller-status-reason" error={error} required>
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

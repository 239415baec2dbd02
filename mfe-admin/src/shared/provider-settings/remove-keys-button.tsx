import { useState } from 'react';
import { serverMessage } from '@voice/api-client';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, ConfirmDialog, useToast } from '@voice/ui';

interface RemoveMutation {
  mutateAsync: () => Promise<{ message: string }>;
  isPending: boolean;
}

export interface RemoveKeysButtonProps {
  remove: RemoveMutation;
  /** The toast when the server gives no message of its own. */
  failedMessage: string;
  title: string;
  message: string;
}

/** Removing the saved keys: confirmed first, since the tenant then falls back to the platform's accounts. */
export function RemoveKeysButton({ remove, failedMessage, title, message }: RemoveKeysButtonProps) {
  const toast = useToast();
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const onConfirm = async () => {
    try {
      const reply = await remove.mutateAsync();
      toast.success(reply.message);
    } catch (error) {
      toast.error(serverMessage(error) ?? failedMessage);
    } finally {
      setConfirming(false);
    }
  };
  return (
    <>
      <Button variant="danger" onClick={() => setConfirming(true)}>
        <Trans>Remove keys</Trans>
      </Button>
      <ConfirmDialog
        open={confirming}
        title={title}
        message={message}
        confirmLabel={t`Yes, remove them`}
        busy={remove.isPending}
        onConfirm={() => void onConfirm()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

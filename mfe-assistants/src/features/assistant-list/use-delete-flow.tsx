import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { errorStatus, serverMessage } from '@voice/api-client';
import type { AssistantListItem } from '@voice/contracts';
import { ConfirmDialog, useDialog, useToast } from '@voice/ui';
import { useDeleteAssistant } from './api/delete-assistant';

/** Spec 001 §8: the delete confirmation and failures. */

/**
 * Delete of a card: asks first, then DELETE /api/assistants/{id}. A reply other than 200 shows 'Delete Failed'
 * with the server's message; a failure without a reply (network) shows 'Error'. The lists reload after a delete.
 */
export function useDeleteFlow() {
  const { t } = useLingui();
  const [target, setTarget] = useState<AssistantListItem | null>(null);
  const remove = useDeleteAssistant();
  const dialog = useDialog();
  const toast = useToast();

  const confirm = async () => {
    if (!target) return;
    try {
      const reply = await remove.mutateAsync(target.id);
      setTarget(null);
      if (reply.success === false) {
        void dialog.alert({
          title: t`Delete Failed`,
          message: reply.message || t`Failed to delete assistant. Please try again.`,
          tone: 'error',
        });
        return;
      }
      toast.success(reply.message || t`Assistant deleted successfully`);
    } catch (error) {
      setTarget(null);
      if (errorStatus(error) !== undefined) {
        void dialog.alert({
          title: t`Delete Failed`,
          message: serverMessage(error) ?? t`Failed to delete assistant. Please try again.`,
          tone: 'error',
        });
      } else {
        const message = error instanceof Error ? error.message : String(error);
        void dialog.alert({
          title: t`Error`,
          message: t`Failed to delete assistant: ${message}`,
          tone: 'error',
        });
      }
    }
  };

  const confirmDialog = (
    <ConfirmDialog
      open={target !== null}
      title={t`Delete assistant`}
      message={t`Are you sure you want to delete this assistant? This action cannot be undone.`}
      confirmLabel={t`Delete`}
      busy={remove.isPending}
      onConfirm={() => void confirm()}
      onCancel={() => setTarget(null)}
    />
  );

  return { ask: setTarget, confirmDialog };
}

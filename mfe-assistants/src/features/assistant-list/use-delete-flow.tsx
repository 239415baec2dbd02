import { useState } from 'react';
import { errorStatus, serverMessage } from '@voice/api-client';
import type { AssistantListItem } from '@voice/contracts';
import { ConfirmDialog, useDialog, useToast } from '@voice/ui';
import { useDeleteAssistant } from './api/delete-assistant';

/** Spec 001 §8: the delete confirmation and failures. */
export const DELETE_CONFIRM_TEXT =
  'Are you sure you want to delete this assistant? This action cannot be undone.';
export const DELETE_FAILED_TITLE = 'Delete Failed';
export const DELETE_FAILED_TEXT = 'Failed to delete assistant. Please try again.';
export const DELETE_ERROR_TITLE = 'Error';
export const DELETE_ERROR_PREFIX = 'Failed to delete assistant: ';
export const DELETED_TEXT = 'Assistant deleted successfully';

/**
 * Delete of a card: asks first, then DELETE /api/assistants/{id}. A reply other than 200 shows 'Delete Failed'
 * with the server's message; a failure without a reply (network) shows 'Error'. The lists reload after a delete.
 */
export function useDeleteFlow() {
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
          title: DELETE_FAILED_TITLE,
          message: reply.message || DELETE_FAILED_TEXT,
          tone: 'error',
        });
        return;
      }
      toast.success(reply.message || DELETED_TEXT);
    } catch (error) {
      setTarget(null);
      if (errorStatus(error) !== undefined) {
        void dialog.alert({
          title: DELETE_FAILED_TITLE,
          message: serverMessage(error) ?? DELETE_FAILED_TEXT,
          tone: 'error',
        });
      } else {
        const message = error instanceof Error ? error.message : String(error);
        void dialog.alert({
          title: DELETE_ERROR_TITLE,
          message: `${DELETE_ERROR_PREFIX}${message}`,
          tone: 'error',
        });
      }
    }
  };

  const confirmDialog = (
    <ConfirmDialog
      open={target !== null}
      title="Delete assistant"
      message={DELETE_CONFIRM_TEXT}
      confirmLabel="Delete"
      busy={remove.isPending}
      onConfirm={() => void confirm()}
      onCancel={() => setTarget(null)}
    />
  );

  return { ask: setTarget, confirmDialog };
}

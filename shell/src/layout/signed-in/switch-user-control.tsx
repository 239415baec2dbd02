import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Modal } from '@voice/ui/core';
import { NavTrigger } from '../nav-trigger';
import { showsSwitchUser } from './nav-items';
import { SwitchUserList } from './switch-user-list';
import { alertFailure, useShellLoginAs } from './switch-user-login-as';
import { Note } from './switch-user-styles';

/**
 * Switch User in a platform admin's menu, so support can see the app as a user sees it: a dialog with the searchable
 * list of users (GET /api/users-for-switch) whose choice starts impersonation through the shared login-as flow. While
 * impersonating, the banner offers the same list; this control is for starting from the admin's own session.
 */
export function SwitchUserControl({ role }: { role: string | null | undefined }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const { switchTo } = useShellLoginAs();
  const { t } = useLingui();
  if (!showsSwitchUser(role)) return null;

  const choose = async (userId: number) => {
    setBusy(true);
    try {
      await switchTo(userId);
      setOpen(false);
    } catch (error) {
      alertFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <NavTrigger type="button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Trans context="menu">Switch User</Trans>
      </NavTrigger>
      <Modal open={open} title={t`Switch User`} onClose={() => setOpen(false)}>
        {busy ? (
          <Note role="status">
            <Trans>Signing in as the user...</Trans>
          </Note>
        ) : (
          <SwitchUserList onChoose={(user) => void choose(user.id)} />
        )}
      </Modal>
    </>
  );
}

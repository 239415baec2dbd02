import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { SwitchableUser } from '@voice/contracts';
import { can } from '@voice/contracts';
import { serverMessage } from '@voice/api-client';
import { useSession } from '@voice/session';
import { Button, TONE_TINTS } from '@voice/ui';
import { browserLocation } from './browser-location';
import { Dropdown } from './dropdown';
import { fetchImpersonationStatus, loginAsUser, revertLoginAs } from './impersonation-calls';
import { SwitchUserList } from './switch-user-list';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  padding: 0.4rem 1rem;
  background: ${TONE_TINTS.warning};
  border-bottom: 1px solid ${({ theme }) => theme.colors.warning};
  color: ${({ theme }) => theme.colors.text};
  p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

function fail(error: unknown) {
  window.alert(serverMessage(error) ?? 'Unknown error');
}

/** While an admin acts as another user: who that is, Switch User, Return to Admin (spec 000 §2, §4). */
export function ImpersonationBanner() {
  const user = useSession((s) => s.user);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const switchTo = async (target: SwitchableUser) => {
    setBusy(true);
    try {
      const reply = await loginAsUser(target.id);
      if (reply.success === false || !reply.token) {
        window.alert(reply.message || 'Unknown error');
        return;
      }
      if (reply.is_same_reseller) {
        const session = useSession.getState();
        session.setSession(reply.token, reply.user);
        session.setImpersonation({
          is_impersonating: true,
          original_admin_id: session.impersonation.original_admin_id,
        });
        navigate(can(reply.user.role, 'super-admin-area') ? '/super-admin' : '/dashboard');
        fetchImpersonationStatus()
          .then((status) => useSession.getState().setImpersonation(status))
          .catch(() => undefined);
      } else if (reply.target_reseller?.domain) {
        browserLocation.assign(
          `//${reply.target_reseller.domain}/loginas?token=${encodeURIComponent(reply.token)}`,
        );
      } else {
        window.alert(reply.message || 'Unknown error');
      }
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const returnToAdmin = async () => {
    setBusy(true);
    try {
      const reply = await revertLoginAs();
      if (reply.redirect_url) {
        browserLocation.assign(reply.redirect_url);
      } else if (reply.token && reply.user) {
        const session = useSession.getState();
        session.setSession(reply.token, reply.user);
        session.setImpersonation({ is_impersonating: false, original_admin_id: null });
        navigate('/admin');
      } else {
        window.alert(reply.message || 'Unknown error');
      }
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Bar role="region" aria-label="Impersonation">
      <p>
        You are impersonating <strong>{user?.name ?? 'another user'}</strong>
      </p>
      <Actions>
        <Dropdown label="Switch User" align="right">
          <SwitchUserList onChoose={(target) => void switchTo(target)} />
        </Dropdown>
        <Button size="sm" variant="secondary" busy={busy} onClick={() => void returnToAdmin()}>
          Return to Admin
        </Button>
      </Actions>
    </Bar>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styled from 'styled-components';
import { useSession } from '@voice/session';
import { Button, TONE_TINTS } from '@voice/ui/core';
import { Dropdown } from './dropdown';
import { SwitchUserList } from './switch-user-list';
import { alertFailure, useShellLoginAs } from './switch-user-login-as';

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

/** While an admin acts as another user: who that is, Switch User, Return to Admin (spec 000 §2, §4). */
function ImpersonationBanner() {
  const user = useSession((s) => s.user);
  const { switchTo, returnToAdmin } = useShellLoginAs();
  const [busy, setBusy] = useState(false);
  const { t } = useLingui();
  const name = user?.name ?? t`another user`;

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      alertFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Bar role="region" aria-label={t`Impersonation`}>
      <p>
        <Trans>
          You are impersonating <strong>{name}</strong>
        </Trans>
      </p>
      <Actions>
        <Dropdown label={t`Switch User`} align="right">
          <SwitchUserList onChoose={(target) => void run(() => switchTo(target.id))} />
        </Dropdown>
        <Button size="sm" variant="secondary" busy={busy} onClick={() => void run(returnToAdmin)}>
          <Trans>Return to Admin</Trans>
        </Button>
      </Actions>
    </Bar>
  );
}

export default ImpersonationBanner;

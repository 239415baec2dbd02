import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { TWO_FACTOR_MESSAGES as M } from '@voice/contracts';
import {
  AuthenticatorSetup,
  Button,
  CodeField,
  LoadingState,
  Modal,
  RecoveryCodeList,
  TwoFactorNote as Note,
} from '@voice/ui';
import { translateText } from '@voice/ui/core';
import { describeFailure } from '../failure';
import { useEnableTwoFactor, useStartSetup } from './api/two-factor';

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.5rem;
`;

/** The enrolment: scan the QR code (or type the key), confirm with a first code, then the recovery codes once. */
export function EnrolDialog({ onClose }: { onClose: () => void }) {
  const setup = useStartSetup();
  const enable = useEnableTwoFactor();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const { mutate: start } = setup;
  const { t } = useLingui();

  // Each opening is a fresh mount (the section renders the dialog only while open): one new secret each time.
  useEffect(() => {
    start();
  }, [start]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    enable.mutate(code.replace(/\s+/g, ''), {
      onSuccess: (reply) => setCodes(reply.recovery_codes),
      onError: (failure) => {
        const { message, fields } = describeFailure(failure, {
          failed: M.codeInvalid,
          unexpected: M.codeInvalid,
        });
        setError(fields.code ?? message);
      },
    });
  };

  const data = setup.data;
  return (
    <Modal
      open
      onClose={onClose}
      title={codes ? t`Save your recovery codes` : t`Set up two-factor authentication`}
      closeOnBackdrop={false}
    >
      {codes ? (
        <>
          <Note>
            {translateText(M.enabled)}.{' '}
            <Trans>
              Each recovery code signs you in once if you lose your authenticator app. Keep them
              somewhere safe: they are not shown again.
            </Trans>
          </Note>
          <RecoveryCodeList aria-label={t`Recovery codes`}>
            {codes.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </RecoveryCodeList>
          <Footer>
            <Button type="button" onClick={onClose}>
              <Trans>Done</Trans>
            </Button>
          </Footer>
        </>
      ) : data ? (
        <form noValidate onSubmit={submit} aria-label={t`Set up two-factor authentication`}>
          <AuthenticatorSetup setup={data} />
          <CodeField
            id="enrol-code"
            name="code"
            value={code}
            error={error}
            onChange={(value) => {
              setCode(value);
              setError(null);
            }}
          />
          <Footer>
            <Button type="button" variant="secondary" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" busy={enable.isPending}>
              <Trans>Enable</Trans>
            </Button>
          </Footer>
        </form>
      ) : setup.isError ? (
        <Note role="alert">
          {translateText(
            describeFailure(setup.error, { failed: M.notSetUp, unexpected: M.notSetUp }).message,
          )}
        </Note>
      ) : (
        <LoadingState text={t`Loading...`} />
      )}
    </Modal>
  );
}

import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { TWO_FACTOR_MESSAGES as M } from '@voice/contracts';
import { Button, LoadingState, Modal } from '@voice/ui';
import { describeFailure } from '../failure';
import { useEnableTwoFactor, useStartSetup } from './api/two-factor';
import { CodeField, Note, RecoveryCodeList } from './code-field';

const Qr = styled.img`
  display: block;
  width: 10rem;
  height: 10rem;
  margin: 0 auto 1rem;
  background: #fff;
`;

const Key = styled.code`
  display: block;
  margin: 0 0 1rem;
  padding: 0.5rem;
  word-break: break-all;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 0.375rem;
`;

/** The otpauth:// URI, for apps that take it pasted: small, it is long. */
const Uri = styled.p`
  margin: 0 0 1rem;
  font-size: 0.8rem;
  word-break: break-all;
  color: ${({ theme }) => theme.colors.text};
`;

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
      title={codes ? 'Save your recovery codes' : 'Set up two-factor authentication'}
      closeOnBackdrop={false}
    >
      {codes ? (
        <>
          <Note>
            {M.enabled}. Each recovery code signs you in once if you lose your authenticator app.
            Keep them somewhere safe: they are not shown again.
          </Note>
          <RecoveryCodeList aria-label="Recovery codes">
            {codes.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </RecoveryCodeList>
          <Footer>
            <Button type="button" onClick={onClose}>
              Done
            </Button>
          </Footer>
        </>
      ) : data ? (
        <form noValidate onSubmit={submit} aria-label="Set up two-factor authentication">
          <Note>
            Scan this QR code with an authenticator app, then enter the 6-digit code it shows.
          </Note>
          <Qr
            src={data.qr_code}
            alt="QR code for your authenticator app"
            width={192}
            height={192}
          />
          <Note>Or enter this key in the app:</Note>
          <Key data-testid="two-factor-secret">{data.secret}</Key>
          <Uri>
            Key URI: <span>{data.otpauth_url}</span>
          </Uri>
          <CodeField
            id="enrol-code"
            value={code}
            error={error}
            onChange={(value) => {
              setCode(value);
              setError(null);
            }}
          />
          <Footer>
            <Button type="button" variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" busy={enable.isPending}>
              Enable
            </Button>
          </Footer>
        </form>
      ) : setup.isError ? (
        <Note role="alert">
          {describeFailure(setup.error, { failed: M.notSetUp, unexpected: M.notSetUp }).message}
        </Note>
      ) : (
        <LoadingState />
      )}
    </Modal>
  );
}

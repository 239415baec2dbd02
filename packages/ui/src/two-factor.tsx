import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { FormField, fieldA11y } from './form-field';
import { TextInput } from './text-input';

/** A line of the two-factor screens' text. */
export const TwoFactorNote = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.text};
`;

const Qr = styled.img`
  display: block;
  width: 10rem;
  height: 10rem;
  margin: 0 auto 1rem;
  background: #fff;
`;

const Secret = styled.code`
  display: block;
  margin: 0 0 1rem;
  padding: 0.5rem;
  word-break: break-all;
  font-size: 0.95rem;
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

/** Recovery codes, two columns, monospace: shown once after an enrolment or a regeneration. */
export const RecoveryCodeList = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.5rem;
  margin: 0 0 1.5rem;
  padding: 0;
  list-style: none;
  font-family: monospace;
  font-size: 1rem;
`;

export interface AuthenticatorSetupProps {
  /** The new secret: its QR code (a data: URL), the key itself and its otpauth:// URI. */
  setup: { qr_code: string; secret: string; otpauth_url: string };
}

/** How to add the account to an authenticator app: scan the QR code, or type the key, or paste the URI. */
export function AuthenticatorSetup({ setup }: AuthenticatorSetupProps) {
  const { t } = useLingui();
  return (
    <>
      <TwoFactorNote>
        <Trans>
          Scan this QR code with an authenticator app, then enter the 6-digit code it shows.
        </Trans>
      </TwoFactorNote>
      <Qr
        src={setup.qr_code}
        alt={t`QR code for your authenticator app`}
        width={192}
        height={192}
      />
      <TwoFactorNote>
        <Trans>Or enter this key in the app:</Trans>
      </TwoFactorNote>
      <Secret data-testid="two-factor-secret">{setup.secret}</Secret>
      <Uri>
        <KeyUri uri={setup.otpauth_url} />
      </Uri>
    </>
  );
}

export interface CodeFieldProps {
  id: string;
  value: string;
  error: string | null | undefined;
  onChange: (value: string) => void;
  label?: string;
  /** The input's name; `id` by default. */
  name?: string;
  /** A recovery code has letters: no numeric keypad. */
  numeric?: boolean;
}

/** A one-time code input (an authenticator's 6 digits, or a recovery code) with its label and error. */
export function CodeField({
  id,
  value,
  error,
  onChange,
  label,
  name = id,
  numeric = true,
}: CodeFieldProps) {
  const { t } = useLingui();
  return (
    <FormField label={label ?? t`Authentication code`} htmlFor={id} error={error} required>
      <TextInput
        {...fieldA11y(id, error)}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputMode={numeric ? 'numeric' : 'text'}
        autoComplete="one-time-code"
        required
      />
    </FormField>
  );
}

function KeyUri({ uri }: { uri: string }) {
  return (
    <Trans>
      Key URI: <span>{uri}</span>
    </Trans>
  );
}

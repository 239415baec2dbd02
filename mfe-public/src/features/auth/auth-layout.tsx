import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { Button, Card, FormikTextField, type FieldBinding } from '@voice/ui';

const Wrap = styled.div`
  display: flex;
  justify-content: center;
  padding: 3rem 1rem 4rem;
`;

const Panel = styled(Card)`
  width: 100%;
  max-width: 28rem;
  padding: 2rem;
`;

const Title = styled.h1`
  margin: 0;
  font-size: 1.75rem;
  line-height: 1.2;
  text-align: center;
  color: ${({ theme }) => theme.colors.text};
`;

const Subtitle = styled.p`
  margin: 0.5rem 0 1.5rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;

const Footer = styled.div`
  margin-top: 1.5rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  a {
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: 600;
  }
`;

export interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** A centred card with the page's one h1, used by the sign-in and sign-up screens. */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  return (
    <Wrap>
      <Panel as="section" aria-labelledby="auth-title">
        <Title id="auth-title">{title}</Title>
        {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
        {children}
        {footer ? <Footer>{footer}</Footer> : null}
      </Panel>
    </Wrap>
  );
}

/** A row of form extras, e.g. 'Remember me' on the left and 'Forgot your password?' on the right. */
export const FormRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  margin-bottom: 1.25rem;
  a {
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: 600;
  }
`;

/** A full-width submit row. */
export const SubmitRow = styled.div`
  display: flex;
  flex-direction: column;
  button {
    width: 100%;
  }
`;

/** The form's full-width submit button: `busyText` (e.g. 'Signing in...') while the form is being sent. */
export function SubmitButton({
  busy,
  busyText,
  children,
}: {
  busy: boolean;
  busyText: string;
  children: ReactNode;
}) {
  return (
    <SubmitRow>
      <Button type="submit" busy={busy}>
        {busy ? busyText : children}
      </Button>
    </SubmitRow>
  );
}

/** The account's email address, as the sign-in and password forms ask for it. */
export function EmailAddressField<V extends { email: string }>({
  fields,
  readOnly = false,
}: {
  fields: FieldBinding<V>;
  readOnly?: boolean;
}) {
  const { t } = useLingui();
  return (
    <FormikTextField
      fields={fields}
      name="email"
      label={t`Email address`}
      type="email"
      autoComplete="email"
      required
      readOnly={readOnly}
    />
  );
}

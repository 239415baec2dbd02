import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '@voice/ui/core';
import { AuthLayout } from '../auth/auth-layout';
import { parentDomainOf } from './parent-domain';
import { useRegistrationStatusQuery } from './api/get-registration-status';
import { HOME_PATH } from '@voice/contracts/paths';

const Lead = styled.div`
  margin: 0 0 1.25rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.text};
  p {
    margin: 0;
  }
  p + p {
    margin-top: 0.5rem;
  }
`;

const Steps = styled.ol`
  margin: 0 0 1.5rem;
  padding-left: 1.25rem;
  color: ${({ theme }) => theme.colors.text};
  li + li {
    margin-top: 0.6rem;
  }
  h2 {
    margin: 0 0 0.2rem;
    font-size: 1rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
  a {
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const Reference = styled.p`
  margin: 0 0 1.5rem;
  text-align: center;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.muted};
  code {
    color: ${({ theme }) => theme.colors.text};
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: center;
`;

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/**
 * /reseller-registration/success: where the payment provider's checkout returns after a paid reseller
 * registration, with ?reference=... When the reference is known, the page names the new site.
 */
export default function ResellerRegistrationSuccessPage() {
  const [query] = useSearchParams();
  const reference = (query.get('reference') ?? '').trim();
  // Null when there is no reference or the lookup fails: the page then shows its general next steps.
  const registration = useRegistrationStatusQuery(reference).data ?? null;
  const parent = parentDomainOf(window.location.hostname);

  return (
    <AuthLayout title="Your payment was received">
      <Lead role="status">
        <p>Thank you! Here is what happens next.</p>
        {registration?.status === 'active' ? (
          <p>
            The reseller account{registration.org_name ? ` of ${registration.org_name}` : ''} is
            active.
          </p>
        ) : null}
        {registration && registration.status !== 'active' ? (
          <p>
            We are waiting for the payment provider&apos;s confirmation. Your account is activated
            as soon as it arrives, usually within a minute.
          </p>
        ) : null}
      </Lead>
      <Steps>
        <li>
          <h2>Check your email</h2>
          <p>
            We sent your administrator a link to set a password. The link works once, so open it
            from the newest email.
          </p>
        </li>
        <li>
          <h2>Sign in on your subdomain</h2>
          {registration ? (
            <p>
              Open <a href={registration.login_url}>{hostOf(registration.site_url)}</a> and sign in
              with the admin email and your new password.
            </p>
          ) : (
            <p>
              Open your own site at <strong>your-subdomain.{parent}</strong> and sign in with the
              admin email and your new password.
            </p>
          )}
        </li>
        <li>
          <h2>Make it yours</h2>
          <p>Add your logo and colours, set up payments, and invite your first customers.</p>
        </li>
      </Steps>
      {reference ? (
        <Reference>
          Payment reference: <code>{reference}</code>
        </Reference>
      ) : null}
      <Actions>
        <ButtonLink to={HOME_PATH}>Back to home</ButtonLink>
      </Actions>
    </AuthLayout>
  );
}

import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const [query] = useSearchParams();
  const reference = (query.get('reference') ?? '').trim();
  // Null when there is no reference or the lookup fails: the page then shows its general next steps.
  const registration = useRegistrationStatusQuery(reference).data ?? null;
  const parent = parentDomainOf(window.location.hostname);
  const orgName = registration?.org_name ?? '';
  const siteHost = registration ? hostOf(registration.site_url) : '';

  return (
    <AuthLayout title={t`Your payment was received`}>
      <Lead role="status">
        <p>
          <Trans>Thank you! Here is what happens next.</Trans>
        </p>
        {registration?.status === 'active' ? (
          <p>
            {registration.org_name ? (
              <Trans>The reseller account of {orgName} is active.</Trans>
            ) : (
              <Trans>The reseller account is active.</Trans>
            )}
          </p>
        ) : null}
        {registration && registration.status !== 'active' ? (
          <p>
            <Trans>
              We are waiting for the payment provider&apos;s confirmation. Your account is activated
              as soon as it arrives, usually within a minute.
            </Trans>
          </p>
        ) : null}
      </Lead>
      <Steps>
        <li>
          <h2>
            <Trans>Check your email</Trans>
          </h2>
          <p>
            <Trans>
              We sent your administrator a link to set a password. The link works once, so open it
              from the newest email.
            </Trans>
          </p>
        </li>
        <li>
          <h2>
            <Trans>Sign in on your subdomain</Trans>
          </h2>
          {registration ? (
            <p>
              <Trans>
                Open <a href={registration.login_url}>{siteHost}</a> and sign in with the admin
                email and your new password.
              </Trans>
            </p>
          ) : (
            <p>
              <Trans>
                Open your own site at <strong>your-subdomain.{parent}</strong> and sign in with the
                admin email and your new password.
              </Trans>
            </p>
          )}
        </li>
        <li>
          <h2>
            <Trans>Make it yours</Trans>
          </h2>
          <p>
            <Trans>
              Add your logo and colours, set up payments, and invite your first customers.
            </Trans>
          </p>
        </li>
      </Steps>
      {reference ? (
        <Reference>
          <Trans>
            Payment reference: <code>{reference}</code>
          </Trans>
        </Reference>
      ) : null}
      <Actions>
        <ButtonLink to={HOME_PATH}>
          <Trans>Back to home</Trans>
        </ButtonLink>
      </Actions>
    </AuthLayout>
  );
}

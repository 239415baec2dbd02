import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useSession } from '@voice/session';
import { useStripeConfigurationQuery } from './api/get-stripe-configuration';
import { ADMIN_STRIPE_CONFIGURATION_PATH } from '@voice/contracts/paths';

const Box = styled.div`
  margin: 0 0 1.5rem;
  padding: 0.85rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  p {
    margin: 0;
    line-height: 1.5;
  }
  p + p {
    margin-top: 0.35rem;
  }
  a {
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: 600;
  }
`;

/** The warning box of the dashboard's reminders (also the legal pages' held-back notice). */
export { Box as ReminderBox };

/**
 * Tells a reseller admin whose own Stripe keys are not saved that its customers pay the platform.
 * `linkToSettings` adds a link to /admin/stripe-configuration (not on that page itself, whose form is below).
 */
export function PlatformPaymentsNotice({ linkToSettings = false }: { linkToSettings?: boolean }) {
  const { t } = useLingui();
  return (
    <Box role="note" aria-label={t`Where your customers' payments go`}>
      <p>
        <strong>
          <Trans>Your customers&apos; payments go to the platform&apos;s account</Trans>
        </strong>
      </p>
      <p>
        <Trans>
          You have not saved your own Stripe keys, so your customers pay through the platform&apos;s
          payment account, not yours. Once your keys are saved, their payments go to your own Stripe
          account.
        </Trans>
      </p>
      {linkToSettings ? (
        <p>
          <Link to={ADMIN_STRIPE_CONFIGURATION_PATH}>
            <Trans>Configure your Stripe keys</Trans>
          </Link>
        </p>
      ) : null}
    </Box>
  );
}

/**
 * The notice on a reseller admin's dashboard while its keys are not saved: nothing for other roles (a platform
 * admin's payments are the platform's), while loading, when the read fails, or once the keys are saved.
 */
export function PlatformPaymentsReminder() {
  const resellerAdmin = useSession((s) => s.user?.role) === 'reseller_admin';
  return resellerAdmin ? <ResellerReminder /> : null;
}

function ResellerReminder() {
  const config = useStripeConfigurationQuery().data;
  if (!config || config.scope !== 'reseller' || config.configured) return null;
  return <PlatformPaymentsNotice linkToSettings />;
}

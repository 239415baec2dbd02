import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { ButtonLink } from '@voice/ui/core';
import { RESELLER_REGISTRATION_PATH } from '@voice/contracts/paths';

const Block = styled.section`
  margin-top: 1.5rem;
  padding: 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  text-align: center;
  h2 {
    margin: 0 0 0.35rem;
    font-size: 1.125rem;
    color: ${({ theme }) => theme.colors.text};
  }
  p {
    margin: 0 0 1rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** Shown on the platform's main host only (spec 000 §2). */
export function PartnerBlock() {
  const { t } = useLingui();
  return (
    <Block aria-labelledby="partner-title">
      <h2 id="partner-title">{t`Want to Partner With Us?`}</h2>
      <p>
        <Trans>Resell our AI voice assistants under your own brand, on your own subdomain.</Trans>
      </p>
      <ButtonLink to={RESELLER_REGISTRATION_PATH} variant="secondary">
        <Trans>Be a Reseller</Trans>
      </ButtonLink>
    </Block>
  );
}

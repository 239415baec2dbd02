import { Trans, useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { DEVELOPER_WEBHOOKS_PATH, DEVELOPERS_PATH } from '@voice/contracts/paths';

const Nav = styled.nav`
  margin: -0.5rem 0 1.5rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1.25rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-block;
    padding: 0.5rem 0.15rem;
    margin-bottom: -1px;
    border-bottom: 3px solid transparent;
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primaryText};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primaryText};
    outline-offset: 2px;
  }
`;

/** The Developers pages side by side, under each one's header: API keys and Webhooks (the current one marked). */
export function DevelopersNav() {
  const { t } = useLingui();
  return (
    <Nav aria-label={t`Developers`}>
      <ul>
        <li>
          <NavLink to={DEVELOPERS_PATH} end>
            <Trans>API keys</Trans>
          </NavLink>
        </li>
        <li>
          <NavLink to={DEVELOPER_WEBHOOKS_PATH}>
            <Trans>Webhooks</Trans>
          </NavLink>
        </li>
      </ul>
    </Nav>
  );
}

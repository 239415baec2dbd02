import { NavLink } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { User } from '@voice/contracts';
import { accountMenu, initials, mobileMenu, type NavLinkItem } from './nav-items';
import { navLinkStyles } from '../nav-link-styles';
import { Avatar, SignOutButton } from './user-menu';
import { useSignOut } from './use-sign-out';
import { LOGIN_PATH, REGISTER_PATH } from '@voice/contracts/paths';

const Panel = styled.nav`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding: 0.5rem 1rem 1rem;
  /* The bar is sticky: a list longer than the screen scrolls inside it, so its last items stay reachable. */
  max-height: calc(100vh - 4rem);
  max-height: calc(100dvh - 4rem);
  overflow-y: auto;
  overscroll-behavior: contain;
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.mobile}) {
    display: none;
  }
`;

const Item = styled(NavLink)`
  ${navLinkStyles}
`;

const Separator = styled.li`
  margin: 0.4rem 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** Whose account the links below are: initials and name, a long name cut with an ellipsis. */
const Account = styled.li`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.35rem 0.7rem;
  min-width: 0;
  font-weight: 600;
  & > span:first-child {
    flex: none;
  }
  & > span:last-child {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

/** The menu under the hamburger button, below 768px. */
function MobileMenu({
  id,
  user,
  onNavigate,
}: {
  id: string;
  user: User | null;
  onNavigate: () => void;
}) {
  const signOut = useSignOut();
  const { t } = useLingui();
  const signedOut: NavLinkItem[] = [
    { kind: 'link', to: LOGIN_PATH, label: t`Login` },
    { kind: 'link', to: REGISTER_PATH, label: t`Register` },
  ];
  const main = user ? mobileMenu(user.role) : signedOut;
  const account = user ? accountMenu(user.role) : [];
  const links = (items: NavLinkItem[]) =>
    items.map((item) => (
      <li key={item.to}>
        <Item to={item.to} end onClick={onNavigate}>
          {item.label}
        </Item>
      </li>
    ));
  return (
    <Panel id={id} aria-label={t`Mobile`}>
      <ul>
        {links(main)}
        {user ? (
          <>
            <Separator aria-hidden="true" />
            <Account>
              <Avatar aria-hidden="true">{initials(user.name)}</Avatar>
              <span title={user.name}>{user.name}</span>
            </Account>
            {links(account)}
            <li>
              <SignOutButton
                type="button"
                onClick={() => {
                  onNavigate();
                  void signOut();
                }}
              >
                <Trans>Sign out</Trans>
              </SignOutButton>
            </li>
          </>
        ) : null}
      </ul>
    </Panel>
  );
}

export default MobileMenu;

import { Trans } from '@lingui/react/macro';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import type { User } from '@voice/contracts';
import { Dropdown } from './dropdown';
import { accountMenu, initials } from './nav-items';
import { navLinkStyles } from '../nav-link-styles';
import { useSignOut } from './use-sign-out';

export const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 0.8125rem;
  font-weight: 700;
`;

const Item = styled(NavLink)`
  ${navLinkStyles}
`;

export const SignOutButton = styled.button`
  display: block;
  width: 100%;
  padding: 0.5rem 0.7rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: ${({ theme }) => theme.colors.danger};
  font: inherit;
  font-weight: 500;
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primaryText};
  }
`;

/**
 * The dropdown takes the room the bar leaves it and no more: its trigger, and in it the name, shrink (the name cut
 * with an ellipsis, the initials always in sight), so that a long name never pushes the bar onto a second row.
 */
const Slot = styled.div`
  flex: 0 1 auto;
  min-width: 0;
  & > div,
  & > div > button {
    max-width: 100%;
    min-width: 0;
  }
  & > div > button > span[aria-hidden='true'] {
    flex: none;
  }
`;

const Name = styled.span`
  flex: 0 1 auto;
  min-width: 2.5rem;
  max-width: 12rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** The signed-in user's dropdown: initials and name, Profile, billing, Super Admin, Sign out. */
export function UserMenu({ user }: { user: User }) {
  const signOut = useSignOut();
  return (
    <Slot>
      <Dropdown
        align="right"
        label={
          <>
            <Avatar aria-hidden="true">{initials(user.name)}</Avatar>
            <Name title={user.name}>{user.name}</Name>
          </>
        }
      >
        <ul>
          {accountMenu(user.role).map((item) => (
            <li key={item.to}>
              <Item to={item.to}>{item.label}</Item>
            </li>
          ))}
          <li>
            <SignOutButton type="button" onClick={() => void signOut()}>
              <Trans>Sign out</Trans>
            </SignOutButton>
          </li>
        </ul>
      </Dropdown>
    </Slot>
  );
}

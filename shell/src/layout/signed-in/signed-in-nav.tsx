import { useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import type { User } from '@voice/contracts';
import { Dropdown } from './dropdown';
import { mainMenu } from './nav-items';
import { navLinkStyles } from '../nav-link-styles';
import { SwitchUserControl } from './switch-user-control';
import { UserMenu } from './user-menu';

const Item = styled(NavLink)`
  ${navLinkStyles}
`;

/**
 * The top bar's right side for a signed-in user (spec 000 §2): the role's menu with its dropdowns, Switch User for
 * a platform admin who isn't impersonating, and the user dropdown. Its own chunk (see top-nav.tsx).
 */
export default function SignedInNav({
  user,
  impersonating,
}: {
  user: User;
  impersonating: boolean;
}) {
  const { t } = useLingui();
  return (
    <>
      <nav aria-label={t`Main`}>
        <ul>
          {mainMenu(user.role).map((entry) => (
            <li key={entry.label}>
              {entry.kind === 'link' ? (
                <Item to={entry.to} end>
                  {entry.label}
                </Item>
              ) : (
                <Dropdown label={entry.label}>
                  <ul>
                    {entry.items.map((item) => (
                      <li key={item.to}>
                        <Item to={item.to} end>
                          {item.label}
                        </Item>
                      </li>
                    ))}
                  </ul>
                </Dropdown>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {impersonating ? null : <SwitchUserControl role={user.role} />}
      <UserMenu user={user} />
    </>
  );
}

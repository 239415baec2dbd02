import { Suspense, useEffect, useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useSession } from '@voice/session';
import { preloadable, useBranding } from '@voice/ui/core';
import { NavTrigger } from './nav-trigger';
import { navLinkStyles } from './nav-link-styles';
import { ImpersonationCheck } from './impersonation-check';
import { HOME_PATH, LOGIN_PATH, REGISTER_PATH } from '@voice/contracts/paths';

// What only a signed-in visitor or an opened mobile menu shows is not in the first load of the public pages.
// Each part comes with its catalog (signed-in/parts.ts), so the loader of that catalog is not in the first load either.
const parts = () => import('./signed-in/parts');
const SignedInNav = preloadable(async () => (await parts()).loadSignedInNav());
const ImpersonationBanner = preloadable(async () => (await parts()).loadImpersonationBanner());
const MobileMenu = preloadable(async () => (await parts()).loadMobileMenu());

/** Downloads the top bar's parts that load on demand (tests render with them ready). */
export function preloadTopNavParts(): Promise<void> {
  return Promise.all([
    SignedInNav.preload(),
    ImpersonationBanner.preload(),
    MobileMenu.preload(),
  ]).then(() => undefined);
}

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: 800;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: 1rem;
  max-width: 80rem;
  margin: 0 auto;
  padding: 0.5rem 1rem;
  min-height: 3.75rem;
`;

const Logo = styled(Link)`
  display: inline-flex;
  flex: none;
  align-items: center;
  margin-right: auto;
  font-size: 1.125rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  img {
    display: block;
    max-height: 2.5rem;
    max-width: 12rem;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primaryText};
    outline-offset: 2px;
  }
`;

/**
 * One row from 1200 px on: the menu keeps its size and the user's dropdown takes what is left (its name cut, see
 * user-menu.tsx). Narrower, down to the hamburger's breakpoint, a role's long menu wraps onto a second row rather
 * than running past the window's edge.
 */
const Desktop = styled.div`
  display: flex;
  flex: 0 1 auto;
  flex-wrap: nowrap;
  justify-content: flex-end;
  align-items: center;
  min-width: 0;
  gap: 0.25rem;
  & > nav {
    flex: none;
  }
  /* The bar's own lists only: a dropdown's list stays a column. */
  & > nav > ul {
    display: flex;
    flex-wrap: nowrap;
    align-items: center;
    gap: 0.25rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  /* The bar's own links and buttons sit closer than in the dropdowns, which leaves the name more room. */
  & > nav > ul > li > a,
  & button {
    padding-left: 0.5rem;
    padding-right: 0.5rem;
  }
  @media (max-width: 1199px) {
    flex-wrap: wrap;
    & > nav {
      flex: 0 1 auto;
    }
    & > nav > ul {
      flex-wrap: wrap;
    }
  }
  @media (max-width: calc(${({ theme }) => theme.breakpoints.mobile} - 1px)) {
    display: none;
  }
`;

const Item = styled(NavLink)`
  ${navLinkStyles}
`;

const Register = styled(NavLink)`
  ${navLinkStyles}
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  &:hover {
    background: ${({ theme }) => theme.colors.primary};
    filter: brightness(0.92);
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

const Hamburger = styled(NavTrigger)`
  font-size: 1.4rem;
  line-height: 1;
  @media (min-width: ${({ theme }) => theme.breakpoints.mobile}) {
    display: none;
  }
`;

/** The top bar of every screen: logo, the role's menu, the user dropdown or Login/Register (spec 000 §2). */
export function TopNav() {
  const { appName, logoUrl } = useBranding();
  const token = useSession((s) => s.token);
  const user = useSession((s) => s.user);
  const impersonating = useSession((s) => s.impersonation.is_impersonating);
  const signedIn = Boolean(token && user);
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobileId = useId();
  const { pathname } = useLocation();
  const { t } = useLingui();

  // A new page closes the mobile menu.
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMobileOpen(false);
  }

  useEffect(() => {
    if (!mobileOpen) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMobileOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [mobileOpen]);

  return (
    <Header>
      <ImpersonationCheck />
      {signedIn && impersonating ? (
        <Suspense fallback={null}>
          <ImpersonationBanner />
        </Suspense>
      ) : null}
      <Bar>
        <Logo to={HOME_PATH}>{logoUrl ? <img src={logoUrl} alt={appName} /> : appName}</Logo>
        <Desktop>
          {signedIn && user ? (
            <Suspense fallback={null}>
              <SignedInNav user={user} impersonating={impersonating} />
            </Suspense>
          ) : (
            <nav aria-label={t`Account`}>
              <ul>
                <li>
                  <Item to={LOGIN_PATH}>
                    <Trans>Login</Trans>
                  </Item>
                </li>
                <li>
                  <Register to={REGISTER_PATH}>
                    <Trans>Register</Trans>
                  </Register>
                </li>
              </ul>
            </nav>
          )}
        </Desktop>
        <Hamburger
          type="button"
          aria-label={t`Menu`}
          aria-expanded={mobileOpen}
          aria-controls={mobileId}
          // The menu's chunk starts downloading as the finger or the pointer goes down, before the click.
          onPointerDown={() => void MobileMenu.preload().catch(() => undefined)}
          onFocus={() => void MobileMenu.preload().catch(() => undefined)}
          onClick={() => setMobileOpen((open) => !open)}
        >
          <span aria-hidden="true">{mobileOpen ? '✕' : '☰'}</span>
        </Hamburger>
      </Bar>
      {mobileOpen ? (
        <Suspense fallback={null}>
          <MobileMenu
            id={mobileId}
            user={signedIn ? user : null}
            onNavigate={() => setMobileOpen(false)}
          />
        </Suspense>
      ) : null}
    </Header>
  );
}

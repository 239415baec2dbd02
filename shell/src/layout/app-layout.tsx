import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { preloadable } from '@voice/ui/core';
import { TopNav } from './top-nav';
import { Footer } from './footer';
import { deniedPathOf } from '../routing/denied-state';

// Shown only after a guard turned a signed-in user away: not in the first load of the public pages.
const AccessNotice = preloadable(() => import('../routing/access-notice'));

function AccessNoticeSlot() {
  const location = useLocation();
  if (deniedPathOf(location.state) === null) return null;
  return (
    <Suspense fallback={null}>
      <AccessNotice />
    </Suspense>
  );
}

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

// At least one viewport tall: the footer starts below the fold, so it does not jump (layout shift) when a
// route's content arrives after its remote loads.
const Main = styled.main`
  flex: 1;
  min-height: 100vh;
`;

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Page>
      <TopNav />
      <Main id="main">
        <AccessNoticeSlot />
        {children}
      </Main>
      <Footer />
    </Page>
  );
}

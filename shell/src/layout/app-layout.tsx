import type { ReactNode } from 'react';
import styled from 'styled-components';
import { TopNav } from './top-nav';
import { Footer } from './footer';
import { AccessNotice } from '../routing/access-notice';

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
        <AccessNotice />
        {children}
      </Main>
      <Footer />
    </Page>
  );
}

import type { ReactNode } from 'react';
import styled from 'styled-components';
import { TopNav } from './top-nav';
import { Footer } from './footer';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Main = styled.main`
  flex: 1;
`;

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Page>
      <TopNav />
      <Main id="main">{children}</Main>
      <Footer />
    </Page>
  );
}

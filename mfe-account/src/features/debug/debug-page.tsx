import styled from 'styled-components';
import { sessionStoreCount, useSession } from '@voice/session';
import {
  Card,
  DescriptionList,
  ListTable,
  LoadingState,
  PageContainer,
  PageHeader,
  Td,
  Tr,
} from '@voice/ui';
import { useRemotesConfigQuery } from './api/get-remotes-config';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
  gap: 1rem;
  margin-bottom: 1rem;
`;

const Section = styled(Card)`
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.125rem;
  }
`;

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

function RemotesTable() {
  const remotes = useRemotesConfigQuery();
  if (remotes.isPending) return <LoadingState text="Loading remotes..." />;
  if (remotes.isError) {
    return <Failure role="alert">Could not load /remotes.json: {remotes.error.message}</Failure>;
  }
  if (remotes.data.length === 0) return <p>/remotes.json lists no remotes.</p>;
  return (
    <ListTable label="Remotes" nameTable={false} columns={['Name', 'Entry']}>
      {remotes.data.map((remote) => (
        <Tr key={remote.name}>
          <Td>{remote.name}</Td>
          <Td>
            <code>{remote.entry}</code>
          </Td>
        </Tr>
      ))}
    </ListTable>
  );
}

/** /debug: diagnostics of this session and of the Module Federation setup. */
export default function DebugPage() {
  const user = useSession((s) => s.user);
  const stores = sessionStoreCount();
  return (
    <PageContainer $width="72rem">
      <PageHeader title="Debug" subtitle="Diagnostics of your session and of the loaded app" />
      <Grid>
        <Section as="section" aria-labelledby="debug-user">
          <h2 id="debug-user">Signed-in user</h2>
          <DescriptionList>
            <dt>Name</dt>
            <dd data-testid="user-name">{user?.name ?? '-'}</dd>
            <dt>Email</dt>
            <dd data-testid="user-email">{user?.email ?? '-'}</dd>
            <dt>Role</dt>
            <dd data-testid="user-role">{user?.role ?? '-'}</dd>
          </DescriptionList>
        </Section>
        <Section as="section" aria-labelledby="debug-app">
          <h2 id="debug-app">App</h2>
          <DescriptionList>
            <dt>Session stores</dt>
            <dd>
              <span data-testid="session-store-count">{stores}</span>
              {stores === 1 ? null : (
                <Failure role="alert">
                  Expected 1: the session package is not shared as one singleton.
                </Failure>
              )}
            </dd>
            <dt>mfe-account build</dt>
            <dd data-testid="build-version-mfe-account">{__BUILD_VERSION__}</dd>
          </DescriptionList>
        </Section>
      </Grid>
      <Section as="section" aria-labelledby="debug-remotes">
        <h2 id="debug-remotes">Remotes (/remotes.json)</h2>
        <RemotesTable />
      </Section>
    </PageContainer>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  if (remotes.isPending) return <LoadingState text={t`Loading remotes...`} />;
  if (remotes.isError) {
    const reason = remotes.error.message;
    return (
      <Failure role="alert">
        <Trans>Could not load /remotes.json: {reason}</Trans>
      </Failure>
    );
  }
  if (remotes.data.length === 0) {
    return (
      <p>
        <Trans>/remotes.json lists no remotes.</Trans>
      </p>
    );
  }
  return (
    <ListTable label={t`Remotes`} nameTable={false} columns={[t`Name`, t`Entry`]}>
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
  const { t } = useLingui();
  return (
    <PageContainer $width="72rem">
      <PageHeader
        title={t`Debug`}
        subtitle={t`Diagnostics of your session and of the loaded app`}
      />
      <Grid>
        <Section as="section" aria-labelledby="debug-user">
          <h2 id="debug-user">
            <Trans>Signed-in user</Trans>
          </h2>
          <DescriptionList>
            <dt>
              <Trans>Name</Trans>
            </dt>
            <dd data-testid="user-name">{user?.name ?? '-'}</dd>
            <dt>
              <Trans>Email</Trans>
            </dt>
            <dd data-testid="user-email">{user?.email ?? '-'}</dd>
            <dt>
              <Trans>Role</Trans>
            </dt>
            <dd data-testid="user-role">{user?.role ?? '-'}</dd>
          </DescriptionList>
        </Section>
        <Section as="section" aria-labelledby="debug-app">
          <h2 id="debug-app">
            <Trans>App</Trans>
          </h2>
          <DescriptionList>
            <dt>
              <Trans>Session stores</Trans>
            </dt>
            <dd>
              <span data-testid="session-store-count">{stores}</span>
              {stores === 1 ? null : (
                <Failure role="alert">
                  <Trans>Expected 1: the session package is not shared as one singleton.</Trans>
                </Failure>
              )}
            </dd>
            <dt>
              <Trans>mfe-account build</Trans>
            </dt>
            <dd data-testid="build-version-mfe-account">{__BUILD_VERSION__}</dd>
          </DescriptionList>
        </Section>
      </Grid>
      <Section as="section" aria-labelledby="debug-remotes">
        <h2 id="debug-remotes">
          <Trans>Remotes (/remotes.json)</Trans>
        </h2>
        <RemotesTable />
      </Section>
    </PageContainer>
  );
}

import styled from 'styled-components';
import { EmptyState, LoadingState, PageHeader, Pagination } from '@voice/ui';
import { AssistantCard } from './assistant-card';
import { ListControls } from './list-controls';
import { useListQuery } from './list-query';
import { useAssistantList } from './use-assistant-list';

const Page = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 2rem 1rem 3rem;
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: 1rem;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Summary = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9375rem;
`;

/** The assistant list (spec 001 §2), for users and, with a wider scope, for admins. */
export default function AssistantListPage() {
  const controls = useListQuery();
  const { items, pagination, loading, refreshing } = useAssistantList(controls.query);
  const currentPage = pagination?.current_page ?? controls.page;
  const lastPage = pagination?.last_page ?? 1;

  let body;
  if (loading) {
    body = <LoadingState text="Loading assistants..." />;
  } else if (items.length === 0) {
    body = controls.searching ? (
      <EmptyState
        title="No assistants found"
        description="No assistants match your search. Try another name or phone number."
      />
    ) : (
      <EmptyState
        title="No assistants yet"
        description="Your voice assistants will appear here once they are created."
      />
    );
  } else {
    body = (
      <>
        {pagination && pagination.total > 0 && pagination.from && pagination.to ? (
          <Summary aria-live="polite">
            Showing {pagination.from}–{pagination.to} of {pagination.total} assistants
          </Summary>
        ) : null}
        <Grid aria-label="Assistants" aria-busy={refreshing || undefined}>
          {items.map((assistant) => (
            <AssistantCard key={assistant.id} assistant={assistant} />
          ))}
        </Grid>
        <Pagination
          currentPage={currentPage}
          lastPage={lastPage}
          onPageChange={controls.setPage}
          label="Assistant pages"
        />
      </>
    );
  }

  return (
    <Page>
      <PageHeader title="My Voice Assistants" />
      <ListControls state={controls} />
      {body}
    </Page>
  );
}

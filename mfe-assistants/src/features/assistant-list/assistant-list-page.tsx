import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AssistantListItem } from '@voice/contracts';
import { useSession } from '@voice/session';
import {
  Button,
  ButtonLink,
  EmptyState,
  GridList,
  ListSummary,
  LoadingState,
  PageContainer,
  PageHeader,
  Pagination,
} from '@voice/ui';
import { AssistantCard } from './assistant-card';
import { ListControls } from './list-controls';
import { useListQuery } from './list-query';
import { listScope } from '../../shared/list-scope';
import { OwnerFilters } from './owner-filters';
import { PLAN_BANNER_ID, PlanBanner, planBlocks } from '../../shared/plan-banner';
import { QuotaLine } from './quota-line';
import { StatsModal } from './stats-modal';
import { useAssistantList } from './use-assistant-list';
import { useDeleteFlow } from './use-delete-flow';
import { usePlanState } from '../../shared/use-plan-status';

/**
 * The assistant list (spec 001 §2), for users (/assistants) and, with a wider scope and owner filters, for admins
 * (/admin/assistants) and super admins (/super-admin/assistants); the server scopes the rows by role.
 */
export default function AssistantListPage() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const role = useSession((session) => session.user?.role);
  const scope = listScope(pathname, role);
  const plan = usePlanState(scope);
  const controls = useListQuery();
  const [bannerHidden, setBannerHidden] = useState(false);
  const [statsOf, setStatsOf] = useState<AssistantListItem | null>(null);
  const deletion = useDeleteFlow();
  const { items, pagination, loading, refreshing } = useAssistantList(controls.query);
  const currentPage = pagination?.current_page ?? controls.page;
  const lastPage = pagination?.last_page ?? 1;
  // After a delete emptied the last page, show the new last page instead of an empty one.
  const pastTheEnd = pagination !== null && pagination.total > 0 && currentPage > lastPage;
  const { setPage } = controls;
  useEffect(() => {
    if (pastTheEnd) setPage(lastPage);
  }, [pastTheEnd, lastPage, setPage]);

  const from = pagination?.from;
  const to = pagination?.to;
  const total = pagination?.total;
  let body;
  if (loading) {
    body = <LoadingState text={t`Loading assistants...`} />;
  } else if (items.length === 0) {
    body = controls.searching ? (
      <EmptyState
        title={t`No assistants found`}
        description={t`No assistants match your search. Try another name or phone number.`}
      />
    ) : (
      <EmptyState
        title={t`No assistants yet`}
        description={t`Your voice assistants will appear here once they are created.`}
      />
    );
  } else {
    body = (
      <>
        {pagination && pagination.total > 0 && pagination.from && pagination.to ? (
          <ListSummary aria-live="polite">
            <Trans>
              Showing {from}–{to} of {total} assistants
            </Trans>
          </ListSummary>
        ) : null}
        <GridList $min="280px" $fill aria-label={t`Assistants`} aria-busy={refreshing || undefined}>
          {items.map((assistant) => (
            <AssistantCard
              key={assistant.id}
              assistant={assistant}
              actions={{
                editPath: scope.editPath(assistant.id),
                onStats: () => setStatsOf(assistant),
                onDelete: () => deletion.ask(assistant),
              }}
            />
          ))}
        </GridList>
        <Pagination
          currentPage={currentPage}
          lastPage={lastPage}
          onPageChange={controls.setPage}
          label={t`Assistant pages`}
        />
      </>
    );
  }

  // Create needs an active subscription, except for super admins (spec 001 §2, §6).
  const canCreate = plan.status.kind === 'exempt' || plan.status.kind === 'active';
  const bannerShown = planBlocks(plan.status) && !bannerHidden;
  const create = canCreate ? (
    <ButtonLink to={scope.createPath}>
      <Trans>Create Assistant</Trans>
    </ButtonLink>
  ) : (
    <Button disabled aria-describedby={bannerShown ? PLAN_BANNER_ID : undefined}>
      <Trans>Create Assistant</Trans>
    </Button>
  );

  return (
    <PageContainer>
      <PageHeader title={t`My Voice Assistants`} actions={create} />
      {bannerHidden ? null : (
        <PlanBanner
          status={plan.status}
          subscriptionPath={scope.subscriptionPath}
          onDismiss={() => setBannerHidden(true)}
        />
      )}
      <QuotaLine usage={plan.usage} />
      {scope.ownerFilter ? (
        <OwnerFilters
          state={controls}
          source={scope.ownerFilter}
          resellerFilter={scope.resellerFilter}
        />
      ) : null}
      <ListControls state={controls} />
      {body}
      <StatsModal assistant={statsOf} onClose={() => setStatsOf(null)} />
      {deletion.confirmDialog}
    </PageContainer>
  );
}

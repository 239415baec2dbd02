import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { serverMessage } from '@voice/api-client';
import { FEATURE_MESSAGES, type AdminFeature } from '@voice/contracts/schemas';
import {
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  ListTable,
  LoadingState,
  PageContainer,
  PageHeader,
  Td,
  Tr,
  useToast,
} from '@voice/ui';
import { LoadError, Muted } from '../../shared/list-page/list-layout';
import { useDeleteAdminFeature } from './api/delete-admin-feature';
import { useAdminFeaturesQuery } from './api/get-admin-features';
import { useReorderAdminFeatures } from './api/reorder-admin-features';
import { useSaveAdminFeature } from './api/save-admin-feature';
import { FeatureFormDialog, featureValuesOf, toFeaturePayload } from './feature-form-dialog';

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: 1rem;
`;

const Note = styled.p`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  background: #eff6ff;
  color: ${({ theme }) => theme.colors.info};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.35rem;
`;

/** The ids in a new order: the feature at `from` moved to `to`. */
export function moved(ids: number[], from: number, to: number): number[] {
  if (to < 0 || to >= ids.length || from === to) return ids;
  const next = [...ids];
  const [id] = next.splice(from, 1);
  if (id !== undefined) next.splice(to, 0, id);
  return next;
}

const moveButtonId = (index: number, direction: 'up' | 'down') =>
  `feature-${index}-move-${direction}`;

/**
 * /admin/features: the landing page's feature list of the admin's tenant: add, edit, move up / down (buttons, so
 * the keyboard reorders as well as the mouse), hide / show and delete (with a confirmation).
 */
export default function FeaturesPage() {
  const { t } = useLingui();
  const query = useAdminFeaturesQuery();
  const reorder = useReorderAdminFeatures();
  const save = useSaveAdminFeature();
  const remove = useDeleteAdminFeature();
  const toast = useToast();
  const [editing, setEditing] = useState<AdminFeature | null>(null);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<AdminFeature | null>(null);
  /** After a move, the moved feature's button keeps the focus (the row is rendered at its new place). */
  const focus = useRef<{ index: number; direction: 'up' | 'down'; settled: boolean } | null>(null);

  const list = query.data;
  const deletingTitle = deleting?.title;
  const features = list?.data ?? [];

  useEffect(() => {
    const wantedFocus = focus.current;
    if (!wantedFocus || !list) return;
    // Kept until the server has answered: an inherited list's first change renders again with its copy's ids.
    if (wantedFocus.settled) focus.current = null;
    const wanted = document.getElementById(moveButtonId(wantedFocus.index, wantedFocus.direction));
    const other = document.getElementById(
      moveButtonId(wantedFocus.index, wantedFocus.direction === 'up' ? 'down' : 'up'),
    );
    const target = wanted && !wanted.hasAttribute('disabled') ? wanted : other;
    target?.focus();
  }, [list]);

  const move = (index: number, direction: 'up' | 'down') => {
    const to = direction === 'up' ? index - 1 : index + 1;
    const current = features.map((feature) => feature.id);
    const ids = moved(current, index, to);
    // One move at a time: the next one starts from the order the server confirmed.
    if (ids === current || reorder.isPending) return;
    const pending = { index: to, direction, settled: false };
    focus.current = pending;
    reorder.mutate(ids, {
      onError: (error) => toast.error(serverMessage(error) ?? t`Failed to save the order`),
      onSettled: () => {
        pending.settled = true;
        // Should the answer render nothing new, the focus request must not outlive it.
        setTimeout(() => {
          if (focus.current === pending) focus.current = null;
        }, 100);
      },
    });
  };

  const toggle = (feature: AdminFeature) => {
    const { title } = feature;
    save.mutate(
      {
        id: feature.id,
        payload: toFeaturePayload({ ...featureValuesOf(feature), is_active: !feature.is_active }),
      },
      {
        onSuccess: () =>
          toast.success(feature.is_active ? t`${title} is hidden` : t`${title} is shown`),
        onError: (error) => toast.error(serverMessage(error) ?? t`Failed to save feature`),
      },
    );
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: (reply) => {
        toast.success(reply.message ?? FEATURE_MESSAGES.deleted);
        setDeleting(null);
      },
      onError: (error) => {
        toast.error(serverMessage(error) ?? t`Failed to delete feature`);
        setDeleting(null);
      },
    });
  };

  return (
    <PageContainer>
      <PageHeader
        title={t`Features`}
        subtitle={t`The main features your landing page lists, in this order. Hidden ones are kept but not shown.`}
      />
      <Toolbar>
        <Button onClick={() => setCreating(true)}>
          <Trans>Add Feature</Trans>
        </Button>
      </Toolbar>
      {query.isPending ? <LoadingState text={t`Loading features...`} /> : null}
      {query.isError ? (
        <div role="alert">
          <LoadError>
            <Trans>Failed to load features</Trans>
          </LoadError>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            <Trans>Retry</Trans>
          </Button>
        </div>
      ) : null}
      {query.data?.inherited ? (
        <Note>
          <Trans>
            Your site shows the main site&apos;s features. Your first change makes your own copy of
            this list; the main site&apos;s list stays as it is.
          </Trans>
        </Note>
      ) : null}
      {query.data && features.length === 0 ? (
        <EmptyState
          title={t`No features yet`}
          description={t`Your landing page shows its built-in features until you add your own.`}
        />
      ) : null}
      {features.length > 0 ? (
        <ListTable
          label={t`Features`}
          nameTable={false}
          columns={[t`Order`, t`Feature`, t`Icon`, t`Status`, t`Actions`]}
        >
          {features.map((feature, index) => {
            const { title } = feature;
            return (
              <Tr key={feature.id}>
                <Td>{index + 1}</Td>
                <Td>
                  <strong>{feature.title}</strong>
                  <Muted>{feature.description}</Muted>
                </Td>
                <Td>{feature.icon ?? t`Default`}</Td>
                <Td>
                  <Badge tone={feature.is_active ? 'success' : 'neutral'}>
                    {feature.is_active ? t`Shown` : t`Hidden`}
                  </Badge>
                </Td>
                <Td>
                  <Actions>
                    <Button
                      id={moveButtonId(index, 'up')}
                      size="sm"
                      variant="secondary"
                      aria-label={t`Move ${title} up`}
                      disabled={index === 0}
                      onClick={() => move(index, 'up')}
                    >
                      ↑
                    </Button>
                    <Button
                      id={moveButtonId(index, 'down')}
                      size="sm"
                      variant="secondary"
                      aria-label={t`Move ${title} down`}
                      disabled={index === features.length - 1}
                      onClick={() => move(index, 'down')}
                    >
                      ↓
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t`Edit ${title}`}
                      onClick={() => setEditing(feature)}
                    >
                      <Trans>Edit</Trans>
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={feature.is_active ? t`Hide ${title}` : t`Show ${title}`}
                      disabled={save.isPending}
                      onClick={() => toggle(feature)}
                    >
                      {feature.is_active ? t`Hide` : t`Show`}
                    </Button>
                    <Button
                      size="sm"
                      variant="danger"
                      aria-label={t`Delete ${title}`}
                      onClick={() => setDeleting(feature)}
                    >
                      <Trans>Delete</Trans>
                    </Button>
                  </Actions>
                </Td>
              </Tr>
            );
          })}
        </ListTable>
      ) : null}
      {creating ? (
        <FeatureFormDialog open feature={null} onClose={() => setCreating(false)} />
      ) : null}
      {editing ? (
        <FeatureFormDialog open feature={editing} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        message={
          deletingTitle
            ? t`Delete the feature ${deletingTitle}? This action cannot be undone.`
            : undefined
        }
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </PageContainer>
  );
}
